import type { CSSProperties } from 'react'
import styles from './Skeleton.module.css'

type Props = {
  /** CSS lengths; default: the full width and one line. */
  width?: string
  height?: string
  /** Several lines of text, the last one shorter. */
  lines?: number
}

/**
 * A loading placeholder that keeps the space of what is coming (no layout shift). Hidden from
 * assistive technology: the loading region itself says `aria-busy`.
 */
export function Skeleton({ width, height, lines }: Props) {
  const style = { '--skeleton-width': width, '--skeleton-height': height } as CSSProperties
  if (!lines || lines <= 1) return <span className={styles.skeleton} style={style} aria-hidden="true" />
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span
          key={i}
          className={styles.skeleton}
          style={i === lines - 1 ? ({ ...style, '--skeleton-width': '60%' } as CSSProperties) : style}
        />
      ))}
    </span>
  )
}
