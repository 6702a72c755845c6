import Image from 'next/image'
import Link from 'next/link'
import { loadStrings } from '@/i18n/dictionary/load'
import { mediaOf } from '@/features/media/url'
import { siteByKey } from '@/sites/resolve'
import { contentBlockStrings } from '../shared/content-strings'
import type { BlockProps } from '../types'
import styles from './CarModelCard.module.css'

/** The car model card (spec 1 §3): picture, title, text, a campaign flag and up to four label/value figures. */
export async function CarModelCardComponent({ block, ctx }: BlockProps<'carModelCard'>) {
  const image = mediaOf(block.image)
  // Like the image card: a card whose required image was deleted is broken content, shown as the section error.
  if (!image) throw new Error(`Car model card "${block.title}": its image is missing (deleted from the media library?)`)
  const site = await siteByKey(ctx.siteKey)
  const messages = await loadStrings(contentBlockStrings, site?.id ?? null, ctx.locale)
  const Heading = block.titleTag ?? 'h2'
  const href = block.link?.href
  const facts = (block.facts ?? []).slice(0, 4)
  return (
    <article
      className={`${styles.card} ${block.hasMarginTop === false ? '' : styles.marginTop}`}
      data-testid="car-model-card"
    >
      <div className={styles.media}>
        <Image
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width ?? 1280}
          height={image.height ?? 853}
          sizes="(min-width: 1024px) 40vw, 100vw"
          {...(image.blurDataUrl ? { placeholder: 'blur' as const, blurDataURL: image.blurDataUrl } : {})}
        />
        {block.isCampaign ? (
          <span className={styles.flag} data-testid="car-model-campaign">
            {block.campaign || messages.campaign}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {href ? (
            <Link
              href={href}
              className={styles.titleLink}
              target={block.link?.newTab ? '_blank' : undefined}
              rel={block.link?.newTab ? 'noopener' : undefined}
            >
              {block.title}
            </Link>
          ) : (
            block.title
          )}
        </Heading>
        {block.text ? <p className={styles.text}>{block.text}</p> : null}
        {facts.length ? (
          <dl className={styles.facts}>
            {facts.map((f) => (
              <div key={f.id ?? f.label} className={styles.fact}>
                <dt>{f.label}</dt>
                <dd>{f.labelValue}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {href && block.link?.label ? (
          <span className={styles.more} aria-hidden="true">
            {block.link.label}
          </span>
        ) : null}
      </div>
    </article>
  )
}
