import type { Locale } from '@/cms/locales'
import type { Page } from '@/payload-types'
import type { SiteEnv } from './context'

type Layout = NonNullable<Page['layout']>

/**
 * Each site's stories index shows its stories through the Stories list block, placed after the
 * index's intro text in every locale. Idempotent: a locale whose layout already holds one is left alone.
 * The bb site shows the list-style layout (Variant 2); the others the two-column grid with the latest
 * story highlighted.
 */
export async function seedStoriesListBlocks<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, content } = env
  const indexPage = env.pageIds.get(content.storiesIndex)
  if (!indexPage) throw new Error(`content[${content.key}]: stories index page ${content.storiesIndex} was not written`)
  const listStyle = content.key === 'bb'
  for (const locale of content.locales) {
    const page = await payload.findByID({ collection: 'pages', id: indexPage, locale, depth: 0, draft: false })
    const layout: Layout = page.layout ?? []
    env.count('stories list blocks', !layout.some((b) => b.blockType === 'storiesList'))
    if (layout.some((b) => b.blockType === 'storiesList')) continue
    const block: Layout[number] = {
      blockType: 'storiesList',
      indexPage,
      layout: listStyle ? 'Variant2' : 'Variant1',
      showDates: true,
      highlightLatestStory: !listStyle,
    }
    const at = layout[0]?.blockType === 'richText' ? 1 : 0
    const next = [...layout.slice(0, at), block, ...layout.slice(at)]
    await payload.update({
      collection: 'pages',
      id: indexPage,
      locale,
      depth: 0,
      data: { layout: next, _status: 'published' },
    })
  }
}
