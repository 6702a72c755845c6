/**
 * The render cache's tags: every cached page names the data it was rendered from, and an
 * editor's change invalidates exactly those names. React- and Payload-free, shared by the proxy (which
 * stores pages), the readers (which declare tags, src/platform/render-cache/declare.ts) and the change hooks
 * (which publish them, src/platform/invalidation.ts `publishTags`).
 */

/** Everything: a change to the sites table (hosts, locales, theme, settings) reaches every page. */
export const ALL_TAG = 'all'

export const renderTags = {
  /** The shell of one site: navigation, footer, dictionary, site messages, routing of that site. */
  site: (siteId: number | string) => `site:${siteId}`,
  /** One content page (its blocks, SEO, translations). */
  page: (pageId: number | string) => `page:${pageId}`,
  /** One car's detail page. */
  car: (carId: string) => `car:${carId}`,
  /** Every page that lists cars (car lists, car blocks): any car change. */
  cars: 'cars',
  /** Every car detail page: a full reload of the car index. */
  carDetails: 'car-details',
  /** Every page that shows dealers. */
  dealers: 'dealers',
  /** One marketing form (its fields and texts), shown by the marketing form block. */
  form: (formId: number | string) => `form:${formId}`,
  /** The stories of one site: their lists, teasers and articles, with their tags. */
  stories: (siteId: number | string) => `stories:${siteId}`,
} as const

/**
 * Not a dependency but a deadline: a render that shows something only until a moment (a dated site
 * message) declares `until:<epoch ms>`, and the store keeps the page no later than the earliest one.
 */
const UNTIL = 'until:'
export const untilTag = (at: number): string => `${UNTIL}${Math.floor(at)}`

/** A render's declared tags, without the deadlines, and the earliest deadline (null: none). */
export function splitDeadline(tags: readonly string[]): { tags: string[]; until: number | null } {
  let until: number | null = null
  const rest: string[] = []
  for (const tag of tags) {
    if (!tag.startsWith(UNTIL)) {
      rest.push(tag)
      continue
    }
    const at = Number(tag.slice(UNTIL.length))
    if (Number.isFinite(at)) until = until === null ? at : Math.min(until, at)
  }
  return { tags: rest, until }
}

/** Tag names travel in the invalidation feed and in headers: short, printable, no separators. */
const TAG = /^[a-z][a-z-]*(:[A-Za-z0-9_.-]{1,100})?$/

export function validTag(tag: string): boolean {
  return tag.length <= 120 && TAG.test(tag)
}

/** Proxy → proxy: this request fills the render cache (`<process secret>:<fill id>`); stripped from clients' requests. */
export const FILL_HEADER = 'x-render-fill'
/** Proxy → app: the fill id the layout binds the render's tags to (set only by the proxy). */
export const FILL_ID_HEADER = 'x-render-fill-id'
