import type { Locale } from '@/cms/locales'
import type { BlurbBlock, Page } from '@/payload-types'
import { pdfDocument } from '@/demo/seed/pdf'
import { SITE_DEFINITIONS } from '@/demo/seed/site-definitions'
import type { SiteEnv } from './context'
import { STYLE_GUIDE_COPY, type StyleGuideCopy } from './data/style-guide'
import { campaignSlides, featuredModels, modelCard } from './home-blocks'
import { findPage, lacksLocale } from './pages'
import { richText, type RichInput } from './richtext'

type Layout = NonNullable<Page['layout']>

/** A countdown target years ahead (the ticking example) and one in the past (the ended state). */
const COUNTDOWN_AHEAD = '2035-01-01T09:00:00.000Z'
const COUNTDOWN_ENDED = '2020-01-01T09:00:00.000Z'
/** A public-domain open film (Big Buck Bunny) on YouTube. */
const SAMPLE_VIDEO = 'aqz-KE-bpKQ'
/** The page's own GTM container (spec 1 §3 page gtmID), so the page fields have a working example. */
const STYLE_GUIDE_GTM = 'GTM-STYLE26'

const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A generated PDF in the media library, uploaded once per file name. */
async function pdfFile<L extends Locale>(
  env: SiteEnv<L>,
  label: string,
  description: string,
  locale: L,
): Promise<number> {
  const filename = `doc-${slugify(label)}.pdf`
  const { docs } = await env.payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  if (docs[0]) return docs[0].id
  const data = pdfDocument(label, [description, env.site.name])
  const doc = await env.payload.create({
    collection: 'media',
    locale,
    data: { alt: label },
    file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
  })
  return doc.id
}

async function layout<L extends Locale>(
  env: SiteEnv<L>,
  copy: StyleGuideCopy,
  locale: L,
  storiesIndex: number,
): Promise<Layout> {
  const home = env.href('/', locale)
  const link = (label: string) => ({ label, href: home, newTab: false })
  const image = (accent: string, seed: number, alt: string) =>
    env.image({ hero: accent, seed }, `style-guide:${seed}`, alt)
  const files = await Promise.all(
    copy.files.items.map(([label, description]) => pdfFile(env, label, description, locale)),
  )
  const stageImages = await Promise.all(
    copy.stage.items.map(([title], i) => image(['#2f6f9f', '#8a5a2b', '#3f7d4e'][i % 3], 1401 + i, title)),
  )
  const text = (lines: RichInput[], i: number) =>
    richText(lines, (href) => env.href(href, locale), `${env.content.key}:style-guide:${locale}:${i}`)
  // The car blocks show the market's cars: its list, its leading model (the home page's images, nothing new to generate).
  const listPath = SITE_DEFINITIONS.find((d) => d.key === env.content.key)?.pathToCarList[locale] ?? '/'
  const listHref = env.href(listPath, locale)
  const listLink = (label: string) => ({ label, href: listHref, newTab: false })
  const [model] = featuredModels(env.content.key)
  return [
    { blockType: 'richText', titleTag: 'h2', content: text([copy.intro], 0), hasMarginTop: true },
    {
      blockType: 'disclaimerModal',
      title: copy.disclaimer.title,
      text: copy.disclaimer.text,
      declineLink: { href: home, newTab: false },
    },
    {
      blockType: 'heroBanner',
      content: 'Image',
      image: await image('#1d3557', 1404, copy.hero.title),
      title: copy.hero.title,
      titleTag: 'h2',
      text: copy.hero.text,
      link: listLink(copy.hero.label),
      buttonType: 'Primary',
      textColor: 'white',
      contentPlacement: 'Bottom',
      centerContent: true,
      variant: 'Default',
      height: 'Medium',
      hasMarginTop: true,
      hasSearchBar: false,
    },
    {
      blockType: 'imageCard',
      title: copy.card.title,
      titleTag: 'h2',
      text: copy.card.text,
      image: await image('#5b8fb9', 1400, copy.card.title),
      link: link(copy.card.label),
      reverse: false,
      hasMarginTop: true,
    },
    {
      blockType: 'blurb',
      title: copy.blurb.title,
      titleTag: 'h2',
      richText: text([copy.blurb.text], 2) as BlurbBlock['richText'],
      link: listLink(copy.blurb.label),
      layout: 'Offset',
      media: 'Image',
      image: stageImages[1],
      reverse: true,
      backgroundColor: 'BackgroundColor2',
      useTextAnimations: true,
      useMediaAnimations: true,
      hasControlBar: true,
      hasMarginTop: true,
    },
    ...(model ? [await modelCard(env, locale, model, 0, listHref)] : []),
    {
      blockType: 'carTeaser',
      title: copy.teaser.title,
      titleTag: 'h2',
      source: 'Query',
      filters: [{ field: 'caroftheweek', value: 'true' }],
      numberOfCars: 4,
      sort: 'price_asc',
      link: listLink(copy.teaser.label),
      hasMarginTop: true,
    },
    // Spec 2 §2.6: the carousel's search bar goes to the car list with ?keyphrase=; no loop nor auto-advance here
    // (the home's carousel has both), so the ends disable previous and next.
    {
      blockType: 'carousel',
      title: copy.carousel,
      slides: await campaignSlides(env, locale, listHref),
      hasMediaButtons: true,
      contentPlacementX: 'Center',
      contentPlacementY: 'Bottom',
      height: 'Medium',
      loop: false,
      autoPlay: false,
      autoPlayDelay: 5,
      hasSearchBar: true,
      searchUrl: listPath,
      hasMarginTop: true,
    },
    {
      blockType: 'accordion',
      title: copy.accordion.title,
      titleTag: 'h2',
      items: copy.accordion.items.map(([title, body]) => ({ title, text: body })),
      allowMultiple: false,
      hasMarginTop: true,
    },
    {
      blockType: 'faqList',
      title: copy.faq.title,
      titleTag: 'h2',
      items: copy.faq.items.map(([question, answer]) => ({ question, answer })),
      hasMarginTop: true,
    },
    {
      blockType: 'countdown',
      title: copy.countdown.title,
      titleTag: 'h2',
      text: copy.countdown.text,
      countdownTarget: COUNTDOWN_AHEAD,
      link: link(copy.countdown.label),
      hasMarginTop: true,
    },
    {
      blockType: 'countdown',
      title: copy.countdownEnded.title,
      titleTag: 'h2',
      text: copy.countdownEnded.text,
      countdownTarget: COUNTDOWN_ENDED,
      endedText: copy.countdownEnded.ended,
      hasMarginTop: true,
    },
    {
      blockType: 'fileDownloadList',
      title: copy.files.title,
      titleTag: 'h2',
      text: copy.files.text,
      items: copy.files.items.map(([label, description], i) => ({ file: files[i], label, description })),
      visibleCount: 3,
      hasMarginTop: true,
    },
    {
      blockType: 'callToAction',
      title: copy.cta.title,
      titleTag: 'h2',
      text: copy.cta.text,
      link: link(copy.cta.primary),
      secondaryLink: link(copy.cta.secondary),
      backgroundColor: 'BackgroundColor1',
      hasMarginTop: true,
    },
    { blockType: 'socialShare', hasMarginTop: true },
    {
      blockType: 'stageRow',
      title: copy.stage.title,
      titleTag: 'h2',
      columns: '3',
      items: copy.stage.items.map(([title, body, label], i) => ({
        title,
        text: body,
        image: stageImages[i],
        link: link(label),
      })),
      hasMarginTop: true,
    },
    {
      blockType: 'videoEmbed',
      title: copy.video.title,
      titleTag: 'h2',
      youtubeID: SAMPLE_VIDEO,
      poster: await image('#1d3557', 1404, copy.video.title),
      caption: copy.video.caption,
      hasMarginTop: true,
    },
    { blockType: 'richText', content: text([{ h2: copy.spacers }], 1), hasMarginTop: true },
    { blockType: 'spacer', size: 'small' },
    { blockType: 'spacer', size: 'medium' },
    { blockType: 'spacer', size: 'large' },
    {
      blockType: 'storiesTeaser',
      title: copy.stories,
      titleTag: 'h2',
      indexPage: storiesIndex,
      showDates: true,
      hasMarginTop: true,
    },
  ]
}

async function localeData<L extends Locale>(env: SiteEnv<L>, locale: L, storiesIndex: number) {
  const copy = STYLE_GUIDE_COPY[locale]
  return {
    title: copy.title,
    slug: copy.slug,
    navTitle: copy.navTitle,
    metaTitle: copy.metaTitle,
    metaDescription: copy.description,
    ogDescription: copy.ogDescription,
    // A working page for editors: search engines are pointed at the home page instead.
    canonicalURL: env.href('/', locale),
    layout: await layout(env, copy, locale, storiesIndex),
    _status: 'published' as const,
  }
}

/**
 * One style guide page per site, in each of the site's languages, showing every content block with
 * sample content that editors can copy, and using every page field. Idempotent: the page is looked up by its
 * path in the default locale; an existing one is left alone except for a locale it lacks entirely.
 */
export async function seedStyleGuide<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, content, site } = env
  const storiesIndex = env.pageIds.get(content.storiesIndex)
  if (!storiesIndex) throw new Error(`content[${content.key}]: the style guide needs the stories index page`)
  const defaultLocale = content.defaultLocale
  let doc = await findPage(env, `/${STYLE_GUIDE_COPY[defaultLocale].slug}`, defaultLocale)
  env.count('style guide', !doc)
  if (!doc) {
    doc = await payload.create({
      collection: 'pages',
      locale: defaultLocale,
      depth: 0,
      data: {
        ...(await localeData(env, defaultLocale, storiesIndex)),
        site: site.id,
        hideFromSitemap: true,
        gtmID: STYLE_GUIDE_GTM,
        ogImage: await env.image(
          { hero: '#5b8fb9', seed: 1400 },
          'style-guide:1400',
          STYLE_GUIDE_COPY[defaultLocale].title,
        ),
        brandDesign: (site.brandThemes ?? []).includes('mini') ? 'mini' : null,
      },
    })
  }
  for (const locale of content.locales.filter((l) => l !== defaultLocale)) {
    if (!(await lacksLocale(env, doc.id, locale))) continue
    await payload.update({
      collection: 'pages',
      id: doc.id,
      locale,
      depth: 0,
      data: await localeData(env, locale, storiesIndex),
    })
  }
}
