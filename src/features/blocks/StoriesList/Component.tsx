import { loadStrings } from '@/i18n/dictionary/load'
import { localizedPath } from '@/sites/host-table'
import { siteByKey, toSiteRoute } from '@/sites/resolve'
import { StoriesList } from '@/features/stories/lazy'
import { firstStoriesPage, storyTags } from '@/features/stories/queries'
import { STORIES_PAGE_SIZE } from '@/features/stories/rules'
import { storyStrings } from '@/features/stories/strings'
import styles from '@/features/stories/Stories.module.css'
import type { BlockProps } from '../types'

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : null

/** The stories list (spec 1 §2, §4): the first page and the tags render on the server; chips and load-more in the browser. */
export async function StoriesListComponent({ block, ctx }: BlockProps<'storiesList'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const indexPage = idOf(block.indexPage)
  const [initial, tags, messages] = await Promise.all([
    firstStoriesPage({
      siteId: site.id,
      locale: ctx.locale,
      indexPage,
      limit: STORIES_PAGE_SIZE,
      localize: (path) => localizedPath(toSiteRoute(site), ctx.locale, path),
    }),
    storyTags(site.id, ctx.locale),
    loadStrings(storyStrings, site.id, ctx.locale),
  ])
  return (
    <section className={styles.list}>
      {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
      <StoriesList
        initial={initial}
        tags={tags}
        indexPage={indexPage}
        site={site.key}
        locale={ctx.locale}
        showDates={block.showDates ?? true}
        layout={block.layout === 'Variant2' ? 'list' : 'grid'}
        highlightLatest={block.highlightLatestStory ?? false}
        messages={messages}
      />
    </section>
  )
}
