import type { Page } from '@/payload-types'
import type { Locale } from '@/cms/locales'

export type PageBlock = NonNullable<Page['layout']>[number]
export type BlockType = PageBlock['blockType']

/** What every block component gets besides its own data. */
export type BlockContext = { locale: Locale; siteKey: string }

export type BlockProps<T extends BlockType> = { block: Extract<PageBlock, { blockType: T }>; ctx: BlockContext }
