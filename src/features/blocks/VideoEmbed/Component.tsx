import Image from 'next/image'
import { loadStrings } from '@/i18n/dictionary/load'
import { mediaOf } from '@/features/media/url'
import { siteByKey } from '@/sites/resolve'
import { translator } from '@/i18n/catalogue'
import { blockStrings } from '../strings'
import { frame, sectionClass } from '../frame'
import type { BlockProps } from '../types'
import { VideoPlayer } from './lazy'
import { youtubeId } from './youtube'
import styles from './VideoEmbed.module.css'

/** Video embed (spec 2 §2.6): YouTube only after consent, behind a click-to-load poster. */
export async function VideoEmbedComponent({ block, ctx }: BlockProps<'videoEmbed'>) {
  const id = youtubeId(block.youtubeID)
  if (!id) throw new Error(`Video "${block.title}": "${block.youtubeID.slice(0, 40)}" is not a YouTube video`)
  const site = await siteByKey(ctx.siteKey)
  const messages = await loadStrings(blockStrings, site?.id ?? null, ctx.locale)
  const Heading = block.titleTag ?? 'h2'
  const image = mediaOf(block.poster)
  const poster = image ? (
    <Image
      className={styles.poster}
      src={image.url}
      alt=""
      width={image.width ?? 1280}
      height={image.height ?? 720}
      sizes="(min-width: 1280px) 1200px, 100vw"
      placeholder={image.blurDataUrl ? 'blur' : 'empty'}
      blurDataURL={image.blurDataUrl ?? undefined}
    />
  ) : (
    <div className={styles.blank} aria-hidden="true" />
  )
  return (
    <section className={sectionClass(block.hasMarginTop)} data-testid="video-embed">
      <Heading className={frame.title}>{block.title}</Heading>
      <figure className={styles.figure}>
        <VideoPlayer
          id={id}
          title={block.title}
          poster={poster}
          labels={{
            play: translator(messages)('videoPlay', { title: block.title }),
            consent: messages.videoConsent,
            settings: messages.videoSettings,
          }}
        />
        {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
      </figure>
    </section>
  )
}
