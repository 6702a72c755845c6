import Link from 'next/link'
import type { ButtonType } from './fields'
import styles from './CtaLink.module.css'

type LinkValue = { label?: string | null; href?: string | null; newTab?: boolean | null } | null | undefined

/** An editor's link as a button of the chosen type (spec 1 §3 ButtonType); nothing without an href. */
export function CtaLink({
  link,
  type,
  testId,
}: {
  link: LinkValue
  type: ButtonType | null | undefined
  testId?: string
}) {
  const href = link?.href
  if (!href) return null
  return (
    <Link
      href={href}
      className={`${styles.cta} ${styles[type ?? 'Primary']}`}
      target={link?.newTab ? '_blank' : undefined}
      rel={link?.newTab ? 'noopener' : undefined}
      data-testid={testId}
    >
      {link?.label || href}
    </Link>
  )
}
