import Link from 'next/link'
import { loadStrings } from '@/i18n/dictionary/load'
import { localizedPath } from '@/sites/host-table'
import { siteByKey, toSiteRoute } from '@/sites/resolve'
import { StoryTeaserCard } from '@/features/stories/StoryCard'
import { firstStoriesPage, storyIndexPath } from '@/features/stories/queries'
import { STORIES_TEASER_SIZE } from '@/features/stories/rules'
import { storyStrings } from '@/features/stories/strings'
import styles from '@/features/stories/Stories.module.css'
import type { BlockProps } from '../types'

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : null

/** The stories teaser (spec 1 §2, §9): title, the index's 3 newest stories, optional dates, show-more link to the index. */
export async function StoriesTeaserComponent({ block, ctx }: BlockProps<'storiesTeaser'>) {
  const site = await siteByKey(ctx.siteKey)
  const indexId = idOf(block.indexPage)
  if (!site || !indexId) return null
  const [page, indexPath, messages] = await Promise.all([
    firstStoriesPage({
      siteId: site.id,
      locale: ctx.locale,
      indexPage: indexId,
      limit: STORIES_TEASER_SIZE,
      localize: (path) => localizedPath(toSiteRoute(site), ctx.locale, path),
    }),
    storyIndexPath(site.id, ctx.locale, indexId),
    loadStrings(storyStrings, site.id, ctx.locale),
  ])
  if (page.stories.length === 0) return null
  const Heading = block.titleTag === 'h3' ? 'h3' : 'h2'
  return (
    <section
      className={styles.teaser}
      data-testid="stories-teaser"
      style={block.hasMarginTop === false ? { marginTop: 0 } : undefined}
    >
      {block.title ? <Heading className={styles.heading}>{block.title}</Heading> : null}
      <ul className={styles.grid} data-layout="teaser">
        {page.stories.map((story) => (
          <li key={story.id}>
            <StoryTeaserCard story={story} showDates={block.showDates ?? true} locale={ctx.locale} />
          </li>
        ))}
      </ul>
      {indexPath ? (
        <Link href={localizedPath(toSiteRoute(site), ctx.locale, indexPath)} className={styles.showMore}>
          {block.linkLabel || messages.showMore}
        </Link>
      ) : null}
    </section>
  )
}
