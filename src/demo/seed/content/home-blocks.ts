import type { Locale } from '@/cms/locales'
import type {
  BlurbBlock,
  CarModelCardBlock,
  CarouselBlock,
  CarTeaserBlock,
  HeroBannerBlock,
  Page,
  StoriesTeaserBlock,
} from '@/payload-types'
import { MARKET_BRANDS, modelsOfBrands } from '@/demo/cars/catalog'
import type { CarModel } from '@/demo/cars/catalog-types'
import type { CarBody } from '@/demo/seed/media-types'
import { SITE_DEFINITIONS } from '@/demo/seed/site-definitions'
import type { SiteEnv } from './context'
import { HOME_COPY } from './home-copy'
import { richText } from './richtext'
import { formatNumber, INDEX_ODOMETER_UNIT, LOCALE_LANG } from '@/sites/format'

type Layout = NonNullable<Page['layout']>
type Block = Layout[number]

/** A public domain film's id (Blender's "Big Buck Bunny"), shown only after consent and a click. */
const DEMO_YOUTUBE_ID = 'aqz-KE-bpKQ'
const MODEL_COLORS = ['#1d3557', '#8d99ae', '#2a9d8f']
const SLIDE_ACCENTS = ['#2a9d8f', '#264653', '#e76f51']

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')
const bodyOf = (model: CarModel): CarBody => (model.bodies[0] === 'mpv' ? 'van' : model.bodies[0])

/** The market's three leading brands' most popular models (the catalogue the demo cars are drawn from). */
export function featuredModels(siteKey: string): CarModel[] {
  const definition = SITE_DEFINITIONS.find((d) => d.key === siteKey)!
  return MARKET_BRANDS[definition.searchIndex]
    .slice(0, 3)
    .map((brand) => [...modelsOfBrands([brand])].sort((a, b) => b.w - a.w)[0])
    .filter(Boolean)
}

/**
 * Four key figures from the catalogue: range for electric models, else acceleration; power and seats. The card
 * shows them as written, so they are written in the page language's number format, as car pages print them
 * ('5,4 s' on a Swedish page, '5.4 s' on an English one), and the acceleration's label names the
 * market's units (0–62 mph in the UK, 0–100 km/h elsewhere, also on se /en).
 */
export function modelFacts(model: CarModel, locale: Locale, imperial = false): { label: string; labelValue: string }[] {
  const copy = HOME_COPY[locale].models
  const lang = LOCALE_LANG[locale]
  const range = Math.max(0, ...model.engines.map((e) => e.ev?.range ?? 0))
  const hp = Math.max(...model.engines.map((e) => e.hp))
  const acceleration = {
    label: imperial ? '0–62 mph' : copy.acceleration,
    labelValue: `${formatNumber(Math.min(...model.engines.map((e) => e.accel)), lang, 1)} ${copy.s}`,
  }
  return [
    range > 0 ? { label: copy.range, labelValue: `${formatNumber(range, lang)} ${copy.km}` } : acceleration,
    { label: copy.power, labelValue: `${formatNumber(hp, lang)} ${copy.hp}` },
    ...(range > 0 ? [acceleration] : []),
    { label: copy.seats, labelValue: formatNumber(model.seats, lang) },
  ].slice(0, 4)
}

/** The card of one featured model (the home page's and the style guide's), its picture from the car images. */
export async function modelCard<L extends Locale>(
  env: SiteEnv<L>,
  locale: L,
  model: CarModel,
  i: number,
  listHref: string,
): Promise<CarModelCardBlock> {
  const copy = HOME_COPY[locale].models
  const name = `${model.brand} ${model.names[locale.slice(0, 2) as keyof CarModel['names']] ?? model.name}`
  return {
    blockType: 'carModelCard',
    title: name,
    titleTag: 'h2',
    image: await env.image(
      { car: bodyOf(model), color: MODEL_COLORS[i % MODEL_COLORS.length] },
      `home:model:${model.key}`,
      name,
    ),
    text: fill(copy.text, { model: name }),
    isCampaign: i === 0,
    campaign: i === 0 ? copy.campaign : null,
    link: {
      label: fill(copy.link, { brand: model.brand }),
      href: `${listHref}/${encodeURIComponent(model.brand.toLowerCase())}`,
      newTab: false,
    },
    facts: modelFacts(model, locale, INDEX_ODOMETER_UNIT[env.content.key] === 'miles'),
    hasMarginTop: true,
  }
}

/** The campaign slides (the home page's and the style guide's carousel), linking to the car list. */
export async function campaignSlides<L extends Locale>(
  env: SiteEnv<L>,
  locale: L,
  listHref: string,
): Promise<CarouselBlock['slides']> {
  return Promise.all(
    HOME_COPY[locale].slides.map(async (slide, i) => ({
      title: slide.title,
      text: slide.text,
      textShadow: true,
      textColor: 'white' as const,
      button: { label: slide.button, href: listHref, newTab: false },
      buttonType: 'Primary' as const,
      image: await env.image(
        { hero: SLIDE_ACCENTS[i % SLIDE_ACCENTS.length], seed: 7100 + i },
        `home:slide:${i}`,
        slide.title,
      ),
    })),
  )
}

/**
 * Each site's home page as a dealer's home: a hero banner with the car search (replacing the plain
 * search block), the intro, three model cards, the cars of the week, two blurbs around a campaign carousel,
 * the stories teaser, then the existing cards. Idempotent: a locale whose home already has a hero banner is
 * left alone.
 */
export async function seedHomeBlocks<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, content, site } = env
  const homeSeed = content.pages.find((p) => !p.parent && !p.copy[content.defaultLocale].slug)!
  const homeId = env.pageIds.get(homeSeed.key)
  const storiesIndex = env.pageIds.get(content.storiesIndex)
  if (!homeId || !storiesIndex)
    throw new Error(`content[${content.key}]: the home page or the stories index was not written`)
  const definition = SITE_DEFINITIONS.find((d) => d.key === content.key)!
  const models = featuredModels(content.key)
  for (const locale of content.locales) {
    const page = await payload.findByID({ collection: 'pages', id: homeId, locale, depth: 0, draft: false })
    const layout: Layout = page.layout ?? []
    const done = layout.some((b) => b.blockType === 'heroBanner')
    env.count('home page blocks', !done)
    if (done) continue
    const copy = HOME_COPY[locale]
    const listPath = definition.pathToCarList[locale] ?? '/'
    const listHref = env.href(listPath, locale)
    const newsHref = env.href(`page:${content.storiesIndex}`, locale)
    const where = (part: string) => `home:${part}`

    const hero: HeroBannerBlock = {
      blockType: 'heroBanner',
      content: 'Image',
      image: await env.image(homeSeed.image, `page:${homeSeed.key}`, homeSeed.copy[content.defaultLocale].title),
      title: page.title,
      titleTag: 'h1',
      text: page.metaDescription ?? null,
      link: { label: copy.heroLink, href: listHref, newTab: false },
      buttonType: 'GhostContrast',
      textColor: 'white',
      contentPlacement: 'Center',
      centerContent: false,
      variant: content.key === 'se' ? 'FullScreen' : 'Default',
      height: 'Medium',
      hasMarginTop: false,
      hasSearchBar: true,
      searchUrl: listPath,
    }
    const modelCards: CarModelCardBlock[] = []
    for (const [i, model] of models.entries()) modelCards.push(await modelCard(env, locale, model, i, listHref))
    const teaser: CarTeaserBlock = {
      blockType: 'carTeaser',
      title: copy.teaser.title,
      titleTag: 'h2',
      source: 'Query',
      filters: [{ field: 'caroftheweek', value: 'true' }],
      numberOfCars: 8,
      sort: 'newest',
      link: { label: copy.teaser.link, href: listHref, newTab: false },
      hasMarginTop: true,
    }
    const offer: BlurbBlock = {
      blockType: 'blurb',
      title: copy.offer.title,
      titleTag: 'h2',
      richText: richText(copy.offer.text, (h) => h, `${content.key}:home:offer:${locale}`) as BlurbBlock['richText'],
      link: { label: copy.offer.link, href: listHref, newTab: false },
      layout: 'Half',
      media: 'Image',
      image: await env.image({ dealer: site.name }, where('offer'), site.name),
      reverse: false,
      backgroundColor: 'BackgroundColor1',
      useTextAnimations: true,
      useMediaAnimations: true,
      hasControlBar: true,
      hasMarginTop: true,
    }
    const carousel: CarouselBlock = {
      blockType: 'carousel',
      title: copy.carousel,
      slides: await campaignSlides(env, locale, listHref),
      hasMediaButtons: true,
      contentPlacementX: 'Left',
      contentPlacementY: 'Center',
      height: 'Default',
      loop: true,
      autoPlay: true,
      autoPlayDelay: 5,
      hasSearchBar: false,
      hasMarginTop: true,
    }
    const film: BlurbBlock = {
      blockType: 'blurb',
      title: copy.film.title,
      titleTag: 'h2',
      richText: richText(copy.film.text, (h) => h, `${content.key}:home:film:${locale}`) as BlurbBlock['richText'],
      link: { label: copy.film.link, href: newsHref, newTab: false },
      layout: 'Offset',
      media: 'YouTube',
      youtubeId: DEMO_YOUTUBE_ID,
      image: await env.image({ story: true }, where('film'), copy.film.title),
      reverse: true,
      backgroundColor: 'None',
      useTextAnimations: true,
      useMediaAnimations: false,
      hasControlBar: true,
      hasMarginTop: true,
    }
    const stories: StoriesTeaserBlock = {
      blockType: 'storiesTeaser',
      title: copy.news,
      titleTag: 'h2',
      indexPage: storiesIndex,
      showDates: true,
      hasMarginTop: true,
    }

    const kept = layout.filter((b) => b.blockType !== 'carSearch')
    const intro = kept.filter((b) => b.blockType === 'richText')
    const rest = kept.filter((b) => b.blockType !== 'richText')
    const next: Block[] = [hero, ...intro, ...modelCards, teaser, offer, carousel, film, stories, ...rest]
    await payload.update({
      collection: 'pages',
      id: homeId,
      locale,
      depth: 0,
      data: { layout: next, _status: 'published' },
    })
  }
}
