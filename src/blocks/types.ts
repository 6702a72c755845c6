import type { Page } from '@/payload-types'
import type { Locale } from '@/cms/locales'
import type { Route } from '@/routing/kinds'

export type PageBlock = NonNullable<Page['layout']>[number]
export type BlockType = PageBlock['blockType']

/** What every block component gets besides its own data; `route` is the URL's route kind (a list block reads its filters). */
export type BlockContext = { locale: Locale; siteKey: string; route?: Route }

export type BlockProps<T extends BlockType> = { block: Extract<PageBlock, { blockType: T }>; ctx: BlockContext }
