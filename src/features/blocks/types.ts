import type { Page } from '@/payload-types'
import type { Locale } from '@/cms/locales'

export type PageBlock = NonNullable<Page['layout']>[number]
export type BlockType = PageBlock['blockType']

/**
 * What every block component gets besides its own data; `filters` are the path segments after a car list
 * page's path (brand, model: spec 1 §2), empty elsewhere. A route page's blocks also get the page's public
 * path (without the segments) and the query string (the car list's state lives there: spec 1 §2).
 */
export type BlockContext = {
  locale: Locale
  siteKey: string
  filters?: string[]
  /** The public path of the page holding the block (a list links its items under it, a form posts to it). */
  path?: string
  query?: URLSearchParams
  /** The block opens the page: its picture is likely the largest paint (loaded eagerly, first). */
  first?: boolean
}

export type BlockProps<T extends BlockType> = { block: Extract<PageBlock, { blockType: T }>; ctx: BlockContext }
