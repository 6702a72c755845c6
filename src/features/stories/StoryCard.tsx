import Image from 'next/image'
import Link from 'next/link'
import type { Locale } from '@/cms/locales'
import { formatDate } from '@/i18n/date'
import type { StoryCard } from './list'
import styles from './Stories.module.css'

/** One story in a list or teaser: image, optional date, title linking to the article, intro. */
export function StoryTeaserCard({
  story,
  showDates,
  locale,
  highlighted,
  latestLabel,
}: {
  story: StoryCard
  showDates: boolean
  locale: Locale
  highlighted?: boolean
  latestLabel?: string
}) {
  return (
    <article className={[styles.card, highlighted ? styles.highlighted : ''].join(' ')} data-testid="story-card">
      <div className={styles.media}>
        {story.image ? (
          <Image
            src={story.image.url}
            alt={story.image.alt ?? ''}
            fill
            sizes={highlighted ? '(min-width: 1024px) 64rem, 100vw' : '(min-width: 768px) 32rem, 100vw'}
            placeholder={story.image.blurDataUrl ? 'blur' : 'empty'}
            blurDataURL={story.image.blurDataUrl ?? undefined}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {highlighted && latestLabel ? <span className={styles.badge}>{latestLabel}</span> : null}
        {showDates ? (
          <time className={styles.date} dateTime={story.date}>
            {formatDate(story.date, locale)}
          </time>
        ) : null}
        <h3 className={styles.cardTitle}>
          <Link href={story.href} className={styles.cardLink}>
            {story.title}
          </Link>
        </h3>
        {story.premble ? <p className={styles.premble}>{story.premble}</p> : null}
      </div>
    </article>
  )
}
