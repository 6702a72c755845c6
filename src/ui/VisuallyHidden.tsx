import type { ComponentProps } from 'react'
import styles from './VisuallyHidden.module.css'

/** Text for screen readers only (a label's context, a live region's announcement). */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span className={styles.visuallyHidden} {...props} />
}

/** A block read by screen readers only: figures a chart shows, as a table. */
export function VisuallyHiddenBlock(props: ComponentProps<'div'>) {
  return <div className={styles.visuallyHidden} {...props} />
}
