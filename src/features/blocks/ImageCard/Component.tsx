import Image from 'next/image'
import Link from 'next/link'
import type { BlockProps } from '../types'
import { mediaOf } from '@/features/media/url'
import styles from './ImageCard.module.css'

export function ImageCardComponent({ block }: BlockProps<'imageCard'>) {
  const Heading = block.titleTag ?? 'h2'
  const image = mediaOf(block.image)
  // The image is required: a card whose image was deleted from the media library is broken content.
  // It fails loudly (logged, and the section error box in its place) rather than render half a card.
  if (!image) throw new Error(`Image card "${block.title}": its image is missing (deleted from the media library?)`)
  const href = block.link?.href
  return (
    <section
      className={`${styles.card} ${block.reverse ? styles.reverse : ''} ${block.hasMarginTop ? styles.marginTop : ''}`}
    >
      <div className={styles.media}>
        <Image
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width ?? 1280}
          height={image.height ?? 853}
          sizes="(min-width: 1024px) 50vw, 100vw"
          placeholder={image.blurDataUrl ? 'blur' : 'empty'}
          blurDataURL={image.blurDataUrl ?? undefined}
        />
      </div>
      <div className={styles.text}>
        <Heading className={styles.title}>{block.title}</Heading>
        {block.text ? <p className={styles.body}>{block.text}</p> : null}
        {href ? (
          <Link
            className={styles.link}
            href={href}
            target={block.link?.newTab ? '_blank' : undefined}
            rel={block.link?.newTab ? 'noopener' : undefined}
          >
            {block.link?.label || href}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
