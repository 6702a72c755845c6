'use client'
import { ArrowLeft } from 'lucide-react'
import type { MouseEvent } from 'react'
import { canGoBack } from './rules'
import styles from './CarDetail.module.css'

/**
 * spec 1 §2: "back button (history back if possible, else link to car list)". A link to the list that,
 * when the visitor came from this site, goes back in history instead (keeping the list's filters and scroll).
 */
export function BackButton({ listHref, label }: { listHref: string; label: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    const navigation = (window as Window & { navigation?: { canGoBack?: boolean } }).navigation
    if (
      !canGoBack({
        navigationCanGoBack: navigation?.canGoBack,
        referrer: document.referrer,
        origin: window.location.origin,
        length: window.history.length,
      })
    )
      return
    event.preventDefault()
    window.history.back()
  }
  return (
    <a href={listHref} onClick={onClick} className={styles.back} data-testid="car-back">
      <ArrowLeft aria-hidden="true" size={18} />
      {label}
    </a>
  )
}
