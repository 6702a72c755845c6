'use client'

import { ArrowUp } from 'lucide-react'
import { useScrolledPast } from './use-scrolled-past'
import styles from './ScrollToTop.module.css'

/** spec 1 §2, §9: a scroll-to-top button appears after 528 px of scroll. */
export const SCROLL_TO_TOP_AFTER_PX = 528

export function ScrollToTop({ label }: { label: string }) {
  const shown = useScrolledPast(SCROLL_TO_TOP_AFTER_PX)
  if (!shown) return null
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
  }
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={toTop} data-scroll-to-top="">
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  )
}
