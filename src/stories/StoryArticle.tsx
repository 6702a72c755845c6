import Image from 'next/image'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Locale } from '@/cms/locales'
import { mediaOf } from '@/media/url'
import type { Story } from '@/payload-types'
import styles from '@/shell/KindView.module.css'
import { formatDate } from '@/strings/date'

/** A story's article (spec 1 §2 "Article page"; issue 14 adds the back, previous and next buttons). */
export function StoryArticle({ story, locale }: { story: Story; locale: Locale }) {
  const image = mediaOf(story.image)
  return (
    <div className={styles.view}>
      <h1 className={styles.title}>{story.title}</h1>
      <p className={styles.facts}>
        {[story.author, formatDate(story.date, locale)].filter(Boolean).join(' · ')}
      </p>
      {story.premble ? <p className={styles.intro}>{story.premble}</p> : null}
      {image ? (
        <div className={styles.media}>
          <Image src={image.url} alt={image.alt ?? ''} fill priority sizes="(min-width: 1024px) 48rem, 100vw" placeholder={image.blurDataUrl ? 'blur' : 'empty'} blurDataURL={image.blurDataUrl ?? undefined} />
        </div>
      ) : null}
      {story.body ? <RichText data={story.body} /> : null}
    </div>
  )
}
