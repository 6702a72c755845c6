import { RichText } from '@payloadcms/richtext-lexical/react'
import Image from 'next/image'
import Link from 'next/link'
import { loadStrings } from '@/i18n/dictionary/load'
import { mediaOf, videoOf } from '@/features/media/url'
import { siteByKey } from '@/sites/resolve'
import { contentBlockStrings } from '../shared/content-strings'
import { BackgroundVideo, YouTubePoster } from '../shared/lazy'
import type { BlockProps } from '../types'
import { blurbIsEmpty, blurbMedia, youtubeEmbedUrl } from './rules'
import styles from './Blurb.module.css'
import { log } from '@/platform/log/logger'

const SIZES = '(min-width: 1024px) 50vw, 100vw'

/**
 * The blurb (spec 1 §2, §3): text card and media side by side (50/50) or the card overlapping the media
 * (offset). Animations are CSS only and run only for visitors who did not ask for reduced motion.
 */
export async function BlurbComponent({ block, ctx }: BlockProps<'blurb'>) {
  const image = mediaOf(block.image)
  const video = videoOf(block.video)
  const hasText = Boolean(block.richText?.root?.children?.length)
  const fields = {
    title: block.title,
    hasText,
    media: block.media,
    hasImage: Boolean(image),
    hasVideo: Boolean(video),
    youtubeId: block.youtubeId,
  }
  // Spec 1 §8: "Blurb without fields: logs and renders nothing."
  if (blurbIsEmpty(fields)) {
    log.error(`Blurb ${block.id ?? ''} has no title, text or media: nothing rendered`)
    return null
  }
  const kind = blurbMedia(fields)
  const site = await siteByKey(ctx.siteKey)
  const messages = await loadStrings(contentBlockStrings, site?.id ?? null, ctx.locale)
  const Heading = block.titleTag ?? 'h2'
  const controls = block.hasControlBar ?? true
  const poster = image ? (
    <Image
      src={image.url}
      alt={image.alt ?? ''}
      width={image.width ?? 1280}
      height={image.height ?? 720}
      sizes={SIZES}
      className={styles.image}
      {...(image.blurDataUrl ? { placeholder: 'blur' as const, blurDataURL: image.blurDataUrl } : {})}
    />
  ) : null
  return (
    <section
      className={`${styles.blurb} ${block.hasMarginTop === false ? '' : styles.marginTop}`}
      data-testid="blurb"
      data-layout={block.layout === 'Offset' ? 'offset' : 'half'}
      data-reverse={block.reverse ? 'true' : undefined}
      data-background={block.backgroundColor && block.backgroundColor !== 'None' ? block.backgroundColor : undefined}
      data-text-animation={block.useTextAnimations ? 'true' : undefined}
      data-media-animation={block.useMediaAnimations ? 'true' : undefined}
      data-media={kind}
    >
      {kind === 'none' ? null : (
        <div className={styles.media}>
          {kind === 'image' ? poster : null}
          {kind === 'video' && controls ? (
            <video
              className={styles.player}
              controls
              playsInline
              preload="metadata"
              poster={image?.url}
              aria-label={block.title ?? messages.youtubeTitle}
            >
              <source src={video!.url} type={video!.type} />
            </video>
          ) : null}
          {kind === 'video' && !controls ? (
            <div className={styles.backdrop}>
              <BackgroundVideo
                sources={[{ src: video!.url, type: video!.type }]}
                poster={image?.url}
                labels={messages}
                buttons
              />
            </div>
          ) : null}
          {kind === 'youtube' ? (
            <YouTubePoster
              embedUrl={youtubeEmbedUrl(block.youtubeId!, controls)}
              poster={poster}
              labels={{
                play: messages.youtubePlay,
                consent: messages.youtubeConsent,
                settings: messages.cookieSettings,
                title: block.title || messages.youtubeTitle,
              }}
            />
          ) : null}
        </div>
      )}
      <div className={styles.card}>
        {block.title ? <Heading className={styles.title}>{block.title}</Heading> : null}
        {hasText ? <RichText className={styles.body} data={block.richText!} /> : null}
        {block.link?.href ? (
          <Link
            className={styles.link}
            href={block.link.href}
            target={block.link.newTab ? '_blank' : undefined}
            rel={block.link.newTab ? 'noopener' : undefined}
          >
            {block.link.label || block.link.href}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
