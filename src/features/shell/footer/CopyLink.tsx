'use client'

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import styles from './Footer.module.css'

/** spec 1 §9: the "Copied" tooltip shows for 1000 ms. */
export const COPIED_TOOLTIP_MS = 1000

/**
 * A mailto: or tel: link that copies its address or number to the clipboard on click and confirms
 * with a "Copied" tooltip for 1 s (spec 1 §2). Without clipboard access the link works as usual.
 * The tooltip only ever shows above its own link, so it is placed by CSS: a positioning library in
 * every page's footer cost the shell about 20 KB gzip of script.
 */
export function CopyLink({
  href,
  value,
  copiedLabel,
  children,
}: {
  href: string
  value: string
  copiedLabel: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const tooltipId = useId()
  useEffect(() => () => clearTimeout(timer.current), [])

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard) return
    event.preventDefault()
    try {
      await navigator.clipboard.writeText(value)
    } catch {
      window.location.href = href
      return
    }
    setOpen(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(false), COPIED_TOOLTIP_MS)
  }

  return (
    <span className={styles.copyLink}>
      <a href={href} onClick={onClick} aria-describedby={open ? tooltipId : undefined}>
        {children}
      </a>
      {open ? (
        <span id={tooltipId} role="tooltip" className={styles.tooltip}>
          {copiedLabel}
        </span>
      ) : null}
      {/* Screen readers hear the confirmation from a live region that exists before it changes. */}
      <VisuallyHidden aria-live="polite">{open ? copiedLabel : ''}</VisuallyHidden>
    </span>
  )
}
