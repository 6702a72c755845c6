import type { Locale } from '@/cms/locales'
import type { SiteKey } from '@/demo/seed/site-definitions'
import type { CarBody, CarView } from '@/demo/seed/media-types'
import type { Footer, Navigation, Page } from '@/payload-types'
import type { ShellKey } from '@/features/shell/strings'
import type { RichInput } from './richtext'
import type { BlockSort, PresetField } from '@/features/cars/list/facets'
import type { SeedWindow } from './dated'

/**
 * The shape of the demo content of one site (the data files `data/<site>.ts` fill it in).
 * `L` is the union of the site's locales, so that a missing translation is a compile error.
 */
export type ByLocale<L extends Locale, T> = { [K in L]: T }

/**
 * A link target in seed data:
 * - `page:<key>`: a page of this site (the path of that page in the current locale),
 * - `/path`: a content path of this site (prefixed with the locale on non-default locales),
 * - `site:<key>` or `site:<key>/path`: another site of the group (its public URL),
 * - anything else (https:, mailto:, tel:, #) is used as written.
 */
export type Href = string

/** An image the media library generates; `seed` defaults to a stable hash of where it is used. */
export type ImageSeed =
  | { hero: string; seed?: number } // accent colour
  | { story: true; seed?: number }
  | { car: CarBody; color: string; view?: CarView }
  | { dealer: string; seed?: number } // name on the sign

export type RichTextBlockSeed = {
  title?: string
  titleTag?: 'h2' | 'h3'
  text: RichInput[]
}

/** An image card linking to another page; title, text and image default to the target page's. */
export type ImageCardBlockSeed = {
  card: string // key of the target page
  title?: string
  text?: string
  label?: string
  image?: ImageSeed
  reverse?: boolean
  titleTag?: 'h2' | 'h3' | 'h4'
}

/** The car list with the editor's presets; `{ carList: {} }` lists every car of the market. */
export type CarListBlockSeed = { carList: CarListSeed }
export type CarListSeed = { title?: string; presets?: { field: PresetField; value: string }[]; sort?: BlockSort }

/** The hero search bar leading to a car list page (a content path, without the locale prefix). */
export type CarSearchBlockSeed = { carSearch: { searchPath: string; title?: string } }

export type BlockSeed = RichTextBlockSeed | ImageCardBlockSeed | CarListBlockSeed | CarSearchBlockSeed

export type PageCopy = {
  /** One URL segment; empty on the home page. */
  slug: string
  title: string
  navTitle?: string
  /** Defaults to the title. */
  metaTitle?: string
  /** Meta description; also the og description unless `ogDescription` is set. */
  description: string
  ogDescription?: string
  blocks: BlockSeed[]
}

export type PageSeed<L extends Locale> = {
  /** Stable key within the site, used by links, cards and navigation. */
  key: string
  /** Key of the parent page (must come earlier in the list). */
  parent?: string
  /** The og image, also shown on image cards that link to this page. */
  image: ImageSeed
  /** UK brand theme of the page. */
  brandDesign?: NonNullable<Page['brandDesign']>
  copy: ByLocale<L, PageCopy>
}

export type TagSeed<L extends Locale> = { key: string; value: ByLocale<L, string> }

export type StoryCopy = { title: string; premble: string; body: RichInput[] }

export type StorySeed<L extends Locale> = {
  slug: string
  /** ISO date (yyyy-mm-dd). */
  date: string
  author: string
  tags: string[] // tag keys
  copy: ByLocale<L, StoryCopy>
}

export type NavItemSeed = {
  name: string
  navTitle?: string
  /** Key of a seeded page (the menu shows that page's path). */
  page?: string
  /** Content path when there is no seeded page. */
  path?: string
  externalLink?: string
  hide?: boolean
  /** A parent with children is itself a link. */
  navigable?: boolean
  image?: ImageSeed
  children?: NavItemSeed[]
}

export type ExtraItemSeed = { title: string; href: string; icon: 'phone' | 'map-pin' | 'calendar'; newTab?: boolean }

export type NavigationSeed<L extends Locale> = {
  items: ByLocale<L, NavItemSeed[]>
  extraItems: ByLocale<L, ExtraItemSeed[]>
  appearance?: Pick<Navigation, 'isSticky' | 'slimNav' | 'hasDarkTheme' | 'showSeparator' | 'logoWidth' | 'logoHeight'>
  message?: {
    type: NonNullable<Navigation['messageType']>
    icon: NonNullable<Navigation['messageIcon']>
    belowNavigation?: boolean
    /** When it shows, from the seed day; the text may name its last day as `{last}` (./dated.ts). */
    window: SeedWindow
    copy: ByLocale<L, { title: string; text: string }>
  }
}

export type FooterLinkSeed = {
  label: string
  href: Href
  newTab?: boolean
  flag?: NonNullable<NonNullable<NonNullable<Footer['columns']>[number]['items']>[number]['flag']>
}

export type FooterColumnSeed = { title: string; description?: string; items: FooterLinkSeed[] }

export type FooterSeed<L extends Locale> = {
  brands: string[]
  social: { name: NonNullable<Footer['socialLinks']>[number]['name']; url: string }[]
  copy: ByLocale<
    L,
    {
      brandsHeading: string
      columns: FooterColumnSeed[]
      highlightedLink: { label: string; href: Href; newTab?: boolean }
      info1: { heading: string; text: string }
      info2?: { heading: string; text: string }
    }
  >
}

export type DictionarySeed<L extends Locale> = { key: ShellKey; value: ByLocale<L, string> }

export type SiteContent<L extends Locale> = {
  key: SiteKey
  locales: readonly L[]
  defaultLocale: L
  /** Default link label of image cards per locale. */
  readMore: ByLocale<L, string>
  pages: PageSeed<L>[]
  /** Key of the page the stories belong under. */
  storiesIndex: string
  tags: TagSeed<L>[]
  stories: StorySeed<L>[]
  navigation: NavigationSeed<L>
  footer: FooterSeed<L>
  dictionary: DictionarySeed<L>[]
}
