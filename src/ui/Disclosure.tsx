'use client'

import * as Collapsible from '@radix-ui/react-collapsible'
import { ChevronDown } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import styles from './collapse.module.css'

type Props = {
  /** The always visible button text ("Show terms"). */
  summary: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  /** Called on every toggle, e.g. to load the content on first opening. */
  onOpenChange?: (open: boolean) => void
  className?: string
}

/** A button that shows and hides a section below it (Radix Collapsible: aria-expanded, aria-controls). */
export function Disclosure({ summary, children, defaultOpen = false, onOpenChange, className }: Props) {
  const [open, setOpen] = useState(defaultOpen)
  const toggle = (next: boolean) => {
    setOpen(next)
    onOpenChange?.(next)
  }
  return (
    <Collapsible.Root open={open} onOpenChange={toggle} className={className}>
      <Collapsible.Trigger className={styles.trigger}>
        {summary}
        <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
      </Collapsible.Trigger>
      <div className={styles.collapse} data-collapsed={open ? undefined : ''}>
        <Collapsible.Content forceMount className={styles.clip} inert={!open}>
          {children}
        </Collapsible.Content>
      </div>
    </Collapsible.Root>
  )
}
