import Image from 'next/image'
import Link from 'next/link'
import { mediaOf } from '@/features/media/url'
import { frame, sectionClass } from '../frame'
import type { BlockProps } from '../types'
import { configuredColumns } from './columns'
import { StageGrid } from './lazy'
import styles from './StageRow.module.css'

const below = { h2: 'h3', h3: 'h4', h4: 'h5' } as const

/** Stage row (spec 2 §2.6, §9): tiles in columns (3 by default), fewer on narrow screens. */
export function StageRowComponent({ block }: BlockProps<'stageRow'>) {
  const Heading = block.titleTag ?? 'h2'
  const ItemHeading = block.title ? below[Heading] : Heading
  const items = block.items ?? []
  const columns = configuredColumns(block.columns)
  return (
    <section className={sectionClass(block.hasMarginTop)} data-testid="stage-row">
      {block.title ? <Heading className={frame.title}>{block.title}</Heading> : null}
      <StageGrid configured={columns} count={items.length}>
        {items.map((item, i) => {
          const image = mediaOf(item.image)
          return (
            <li key={item.id ?? i} className={styles.tile}>
              {image ? (
                <Image
                  className={styles.image}
                  src={image.url}
                  alt={image.alt ?? ''}
                  width={image.width ?? 1280}
                  height={image.height ?? 853}
                  sizes={`(min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 768px) 50vw, 100vw`}
                  placeholder={image.blurDataUrl ? 'blur' : 'empty'}
                  blurDataURL={image.blurDataUrl ?? undefined}
                />
              ) : null}
              <ItemHeading className={styles.title}>{item.title}</ItemHeading>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
              {item.link?.href ? (
                <Link
                  className={styles.link}
                  href={item.link.href}
                  target={item.link.newTab ? '_blank' : undefined}
                  rel={item.link.newTab ? 'noopener' : undefined}
                >
                  {item.link.label || item.link.href}
                </Link>
              ) : null}
            </li>
          )
        })}
      </StageGrid>
    </section>
  )
}
