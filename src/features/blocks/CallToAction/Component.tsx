import Link from 'next/link'
import { frame, sectionClass } from '../frame'
import type { BlockProps } from '../types'
import styles from './CallToAction.module.css'

type LinkValue = { label?: string | null; href?: string | null; newTab?: boolean | null } | null | undefined

function CtaLink({ link, className }: { link: LinkValue; className: string }) {
  if (!link?.href) return null
  return (
    <Link
      className={className}
      href={link.href}
      target={link.newTab ? '_blank' : undefined}
      rel={link.newTab ? 'noopener' : undefined}
    >
      {link.label || link.href}
    </Link>
  )
}

const BACKGROUNDS = {
  BackgroundColor1: styles.bg1,
  BackgroundColor2: styles.bg2,
  BackgroundColor3: styles.bg3,
  None: styles.none,
} as const

/** Call-to-action banner (spec 2 §2.6): a coloured band with a heading, a text and one or two buttons. */
export function CallToActionComponent({ block }: BlockProps<'callToAction'>) {
  const Heading = block.titleTag ?? 'h2'
  const background = BACKGROUNDS[block.backgroundColor ?? 'BackgroundColor1']
  return (
    <section className={sectionClass(block.hasMarginTop)} data-testid="call-to-action">
      <div className={`${styles.banner} ${background}`}>
        <div>
          <Heading className={`${frame.title} ${styles.title}`}>{block.title}</Heading>
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
        </div>
        <div className={styles.actions}>
          <CtaLink link={block.link} className={styles.primary} />
          <CtaLink link={block.secondaryLink} className={styles.secondary} />
        </div>
      </div>
    </section>
  )
}
