import Image from 'next/image'
import Link from 'next/link'
import { headers } from 'next/headers'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { loadStrings } from '@/i18n/dictionary/load'
import { mediaOf } from '@/features/media/url'
import type { Story } from '@/payload-types'
import type { SiteContext } from '@/sites/context'
import { siteOrigin } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { translator } from '@/i18n/catalogue'
import { formatDate } from '@/i18n/date'
import styles from '@/ui/DetailView.module.css'
import own from './Stories.module.css'
import { storyNeighbours } from './queries'
import { articleBackPath, articleJsonLd } from './rules'
import { storyStrings } from './strings'

/**
 * A story's article (spec 1 §2 "Article page"): a floating back button to the parent path two levels up, the
 * publish-info strip (author and date, GetPublishInfo), previous and next article buttons (getPrev/getNext)
 * and Article structured data. `path` is the article's content path (without the locale prefix).
 */
export async function StoryArticle({ story, ctx, path }: { story: Story; ctx: SiteContext; path: string }) {
  const localize = (p: string) => localizedPath(ctx.route, ctx.locale, p)
  const [messages, around, requestHeaders] = await Promise.all([
    loadStrings(storyStrings, ctx.site.id, ctx.locale),
    storyNeighbours(story, ctx.locale, localize),
    headers(),
  ])
  const t = translator(messages)
  const image = mediaOf(story.image)
  const origin = siteOrigin(ctx.route, requestHeaders)
  const jsonLd = articleJsonLd({
    title: story.title,
    description: story.premble,
    date: story.date,
    updatedAt: story.updatedAt,
    author: story.author,
    image: image ? origin + image.url : null,
    url: origin + localize(path),
    publisher: ctx.site.name,
  })
  return (
    <article className={styles.view} data-testid="story-article">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <h1 className={styles.title}>{story.title}</h1>
      <p className={own.publishInfo} data-testid="publish-info">
        {story.author ? <span>{t('publishedBy', { author: story.author })}</span> : null}
        <span>
          <time dateTime={story.date}>{t('published', { date: formatDate(story.date, ctx.locale) })}</time>
        </span>
      </p>
      {story.premble ? <p className={styles.intro}>{story.premble}</p> : null}
      {image ? (
        <div className={styles.media}>
          <Image
            src={image.url}
            alt={image.alt ?? ''}
            fill
            priority
            sizes="(min-width: 1024px) 48rem, 100vw"
            placeholder={image.blurDataUrl ? 'blur' : 'empty'}
            blurDataURL={image.blurDataUrl ?? undefined}
          />
        </div>
      ) : null}
      {story.body ? <RichText data={story.body} /> : null}
      {around.prev || around.next ? (
        <nav aria-label={messages.articleNav} className={own.pager}>
          {around.prev ? (
            <Link href={around.prev.href} rel="prev" data-testid="story-prev">
              ← {messages.previous}: {around.prev.title}
            </Link>
          ) : (
            <span />
          )}
          {around.next ? (
            <Link href={around.next.href} rel="next" data-testid="story-next">
              {messages.next}: {around.next.title} →
            </Link>
          ) : null}
        </nav>
      ) : null}
      {/* Last, and sticky rather than fixed: it floats at the screen's foot while the article scrolls by and comes
          to rest in its own room at the article's end, so it never covers the footer. */}
      <div className={own.backBar}>
        <Link href={localize(articleBackPath(path))} className={own.back} data-testid="story-back">
          {messages.back}
        </Link>
      </div>
    </article>
  )
}
