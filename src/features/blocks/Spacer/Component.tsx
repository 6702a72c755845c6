import type { BlockProps } from '../types'
import styles from './Spacer.module.css'

/** Spacer (spec 2 §9): empty room of the chosen height, invisible to assistive technology. */
export function SpacerComponent({ block }: BlockProps<'spacer'>) {
  const size = block.size ?? 'medium'
  return <div className={`${styles.spacer} ${styles[size]}`} data-size={size} aria-hidden="true" data-testid="spacer" />
}
