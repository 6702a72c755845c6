import type { Page } from '@/payload-types'
import type { Locale } from '@/cms/locales'

export type PageBlock = NonNullable<Page['layout']>[number]
export type BlockType = PageBlock['blockType']

/**
 * What every block component gets besides its own data; `filters` are the path segments after a car list
 * page's path (brand, model: spec 1 §2), empty elsewhere.
 */
export type BlockContext = { locale: Locale; siteKey: string; filters?: string[]; /** The path of the page holding the block (a dealer list links its sites under it). */ path?: string }

export type BlockProps<T extends BlockType> = { block: Extract<PageBlock, { blockType: T }>; ctx: BlockContext }
