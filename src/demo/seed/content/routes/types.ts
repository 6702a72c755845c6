import type { Locale } from '@/cms/locales'
import type { CarListSeed } from '../types'

/**
 * A page that exists so that the routes of spec 2 §2.7 (the pages the redirect tables lead to) are real
 * pages of the demo site: a title and an introduction in the site's default locale. Its parent is the
 * page at the path one segment up, which must be a seeded page or an earlier route page.
 */
export type RoutePage = {
  path: string
  title: string
  intro: string
  /** A car list under the introduction, with the presets of the list the page is. */
  carList?: CarListSeed
  /** The sell-car / trade-in form under the introduction, with its heading and text. */
  sellCarForm?: { title: string; text: string }
  /** The Norwegian service form (spec 2 §2.4) under the introduction: the car variant, the site's workshops. */
  serviceFormNo?: true
  /** The page in the site's other locales (its parent must have them too), e.g. no's list under /en/buy-car. */
  translations?: Partial<Record<Locale, { slug: string; title: string; intro: string }>>
}
