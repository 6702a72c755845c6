'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import styles from './Footer.module.css'

/** spec 1 §9: the "Copied" tooltip shows for 1000 ms. */
export const COPIED_TOOLTIP_MS = 1000

/**
 * A mailto: or tel: link that copies its address or number to the clipboard on click and confirms
 * with a "Copied" tooltip for 1 s (spec 1 §2). Without clipboard access the link works as usual.
 */
export function CopyLink({ href, value, copiedLabel, children }: { href: string; value: string; copiedLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
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
    <Tooltip.Provider>
      <Tooltip.Root open={open}>
        <Tooltip.Trigger asChild>
          <a href={href} onClick={onClick}>
            {children}
          </a>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.tooltip} side="top" sideOffset={6}>
            {copiedLabel}
            <Tooltip.Arrow className={styles.tooltipArrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
