/**
 * Checks before a page is published: what an editor must fix (or a group admin knowingly publish over). Pure rules
 * over a view of the page that ./view.ts reads from the CMS (links resolved on the site, images' alt text and size,
 * car queries counted in the market's index); ./enforce.ts refuses a publish that has findings.
 */
import type { AdminText } from '@/cms/admin-languages'

export const PUBLISH_RULES = [
  'internal-link',
  'image-alt',
  'image-weight',
  'translation',
  'title-length',
  'car-query',
] as const
export type PublishRule = (typeof PUBLISH_RULES)[number]

/**
 * 60 characters: search engines cut a result's title at about 600 px, which in their result font is about 60
 * characters; a longer title loses its end (often the words that tell pages apart) behind an ellipsis.
 */
export const MAX_SEO_TITLE_LENGTH = 60

/** A hero spans the viewport and is the page's largest paint, so its file is what a visitor's phone waits for first. */
export const HERO_IMAGE_BUDGET_BYTES = 300 * 1024
/** Other images are shown at most half the viewport wide, so they get two thirds of a hero's budget. */
export const IMAGE_BUDGET_BYTES = 200 * 1024

/** An internal link of a block (a path of this site, with or without its locale prefix) and whether it resolves. */
export type LinkView = { locale: string; path: string; href: string; resolves: boolean }
/** An image a block shows: its media document, its alt text in the block's locale, its file's size, and whether it is a hero's. */
export type ImageView = {
  locale: string
  path: string
  media: number
  alt: string | null
  bytes: number | null
  hero: boolean
}
/** A car teaser's or car list's query and how many cars it finds now (null: the search could not answer). */
export type CarQueryView = { locale: string; path: string; count: number | null }

export type PageView = {
  /** The site's locales, default first. */
  siteLocales: readonly string[]
  /** The page's title and SEO title (metaTitle) in each locale it has. */
  titles: Readonly<Record<string, { title: string | null; metaTitle: string | null }>>
  links: readonly LinkView[]
  images: readonly ImageView[]
  carQueries: readonly CarQueryView[]
}

/**
 * One thing to fix: the rule, the field (Payload's path, e.g. `layout.2.image`), its locale, and what to do. A weight
 * finding names the image and its budget (`lighten`), for the sidebar's "Make a lighter copy" button.
 */
export type Finding = {
  rule: PublishRule
  path: string
  locale: string | null
  message: AdminText
  lighten?: { media: number; maxBytes: number }
}

/** A content locale's language named in an admin language ("en-GB" is "engelska" to a Swedish editor). */
function languageIn(adminLanguage: string, locale: string): string {
  try {
    return new Intl.DisplayNames([adminLanguage], { type: 'language' }).of(locale.split('-')[0]) ?? locale
  } catch {
    return locale
  }
}

const kb = (bytes: number) => Math.ceil(bytes / 1024)
const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== ''

const MESSAGES = {
  link: (href: string, locale: string): AdminText => ({
    en: `The link ${href} (${locale}) leads to no page of this site.`,
    sv: `Länken ${href} (${locale}) leder inte till någon sida på webbplatsen.`,
    nb: `Lenken ${href} (${locale}) fører ikke til noen side på nettstedet.`,
    sk: `Odkaz ${href} (${locale}) nevedie na žiadnu stránku tohto webu.`,
  }),
  alt: (locale: string): AdminText => ({
    en: `An image has no alternative text in ${locale}: describe it in the media library.`,
    sv: `En bild saknar alternativtext på ${locale}: beskriv den i mediebiblioteket.`,
    nb: `Et bilde mangler alternativ tekst på ${locale}: beskriv det i mediebiblioteket.`,
    sk: `Obrázok nemá alternatívny text v ${locale}: popíšte ho v knižnici médií.`,
  }),
  weight: (bytes: number, budget: number, hero: boolean): AdminText => ({
    en: `${hero ? 'The hero image' : 'An image'} weighs ${kb(bytes)} KB, over its budget of ${kb(budget)} KB.`,
    sv: `${hero ? 'Toppbilden' : 'En bild'} väger ${kb(bytes)} kB, över sin budget på ${kb(budget)} kB.`,
    nb: `${hero ? 'Toppbildet' : 'Et bilde'} veier ${kb(bytes)} kB, over budsjettet på ${kb(budget)} kB.`,
    sk: `${hero ? 'Úvodný obrázok' : 'Obrázok'} má ${kb(bytes)} kB, nad rozpočet ${kb(budget)} kB.`,
  }),
  translation: (locale: string): AdminText => ({
    en: `The page is not written in ${languageIn('en', locale)}, one of this site's languages.`,
    sv: `Sidan är inte skriven på ${languageIn('sv', locale)}, ett av webbplatsens språk.`,
    nb: `Siden er ikke skrevet på ${languageIn('nb', locale)}, et av nettstedets språk.`,
    sk: `Stránka nie je napísaná v jazyku „${languageIn('sk', locale)}“, jednom z jazykov tohto webu.`,
  }),
  title: (length: number, locale: string): AdminText => ({
    en: `The title for search engines (${locale}) has ${length} characters; at most ${MAX_SEO_TITLE_LENGTH} show in results.`,
    sv: `Titeln för sökmotorer (${locale}) har ${length} tecken; högst ${MAX_SEO_TITLE_LENGTH} visas i resultaten.`,
    nb: `Tittelen for søkemotorer (${locale}) har ${length} tegn; høyst ${MAX_SEO_TITLE_LENGTH} vises i resultatene.`,
    sk: `Názov pre vyhľadávače (${locale}) má ${length} znakov; vo výsledkoch sa zobrazí najviac ${MAX_SEO_TITLE_LENGTH}.`,
  }),
  cars: (locale: string): AdminText => ({
    en: `The car query (${locale}) finds no car in this market now.`,
    sv: `Bilurvalet (${locale}) hittar ingen bil på marknaden just nu.`,
    nb: `Bilutvalget (${locale}) finner ingen bil i markedet nå.`,
    sk: `Dopyt na autá (${locale}) teraz nenájde na tomto trhu žiadne auto.`,
  }),
}

function translationFindings(view: PageView): Finding[] {
  return view.siteLocales
    .filter((locale) => !filled(view.titles[locale]?.title))
    .map((locale) => ({ rule: 'translation', path: 'title', locale, message: MESSAGES.translation(locale) }))
}

/** The title search engines show: the SEO title when set, else the page title (checked only where the page is written). */
function titleFindings(view: PageView): Finding[] {
  const out: Finding[] = []
  for (const locale of view.siteLocales) {
    const titles = view.titles[locale]
    const [path, text] = filled(titles?.metaTitle) ? ['metaTitle', titles.metaTitle] : ['title', titles?.title]
    const length = filled(text) ? [...text.trim()].length : 0
    if (length > MAX_SEO_TITLE_LENGTH)
      out.push({ rule: 'title-length', path, locale, message: MESSAGES.title(length, locale) })
  }
  return out
}

function imageFindings(images: readonly ImageView[]): Finding[] {
  const out: Finding[] = []
  for (const image of images) {
    if (!filled(image.alt))
      out.push({ rule: 'image-alt', path: image.path, locale: image.locale, message: MESSAGES.alt(image.locale) })
    const budget = image.hero ? HERO_IMAGE_BUDGET_BYTES : IMAGE_BUDGET_BYTES
    if (image.bytes !== null && image.bytes > budget)
      out.push({
        rule: 'image-weight',
        path: image.path,
        locale: image.locale,
        message: MESSAGES.weight(image.bytes, budget, image.hero),
        lighten: { media: image.media, maxBytes: budget },
      })
  }
  return out
}

/** Every finding of a page, in the order an editor reads the page: its languages and title, then its blocks. */
export function publishFindings(view: PageView): Finding[] {
  return [
    ...translationFindings(view),
    ...titleFindings(view),
    ...view.links
      .filter((link) => !link.resolves)
      .map((link): Finding => ({
        rule: 'internal-link',
        path: link.path,
        locale: link.locale,
        message: MESSAGES.link(link.href, link.locale),
      })),
    ...imageFindings(view.images),
    // A search that could not answer (null) says nothing about the market's cars, so only a count of 0 is a finding.
    ...view.carQueries
      .filter((query) => query.count === 0)
      .map((query): Finding => ({
        rule: 'car-query',
        path: query.path,
        locale: query.locale,
        message: MESSAGES.cars(query.locale),
      })),
  ]
}

/** A site path from an editor's href: its path part, decoded, without a trailing slash; null when not internal. */
export function internalHref(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const bare = href.split(/[?#]/)[0]
  let path: string
  try {
    path = decodeURI(bare)
  } catch {
    return bare
  }
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** The shortest reason a group admin gives for publishing over findings, and the longest kept. */
export const MIN_OVERRIDE_REASON = 10
export const MAX_OVERRIDE_REASON = 500

/** Whether a request to publish over findings may: a group admin, with a reason of 10 to 500 characters. */
export function overrideRefusal(reason: unknown, groupAdmin: boolean): AdminText | null {
  if (!groupAdmin)
    return {
      en: 'Only a group admin may publish over the checks.',
      sv: 'Endast en koncernadministratör får publicera trots kontrollerna.',
      nb: 'Bare en konsernadministrator kan publisere til tross for kontrollene.',
      sk: 'Napriek kontrolám môže publikovať iba administrátor skupiny.',
    }
  const length = typeof reason === 'string' ? reason.trim().length : 0
  if (length < MIN_OVERRIDE_REASON || length > MAX_OVERRIDE_REASON)
    return {
      en: `Give a reason of ${MIN_OVERRIDE_REASON} to ${MAX_OVERRIDE_REASON} characters for publishing over the checks.`,
      sv: `Ange ett skäl på ${MIN_OVERRIDE_REASON} till ${MAX_OVERRIDE_REASON} tecken för att publicera trots kontrollerna.`,
      nb: `Oppgi en begrunnelse på ${MIN_OVERRIDE_REASON} til ${MAX_OVERRIDE_REASON} tegn for å publisere til tross for kontrollene.`,
      sk: `Uveďte dôvod s ${MIN_OVERRIDE_REASON} až ${MAX_OVERRIDE_REASON} znakmi na publikovanie napriek kontrolám.`,
    }
  return null
}
