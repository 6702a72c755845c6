'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useRef, useState, type ReactNode } from 'react'
import type { MenuItem } from './model'
import type { MobileNavLabels } from './MobileNavDrawer'
import styles from './MobileNav.module.css'

// The drawer and its dialog code load when the visitor reaches for the button, not with the page.
const loadDrawer = () => import('./MobileNavDrawer')
const MobileNavDrawer = dynamic(() => loadDrawer().then((m) => m.MobileNavDrawer), { ssr: false })

/** The hamburger menu below 1280 px; below 1024 px it opens as the full-screen mega menu (spec 1 §2). */
export function MobileNav({
  items,
  labels,
  footer,
}: {
  items: MenuItem[]
  labels: MobileNavLabels
  footer?: ReactNode
}) {
  const [open, setOpen] = useState(false)
  // Mounted from the first open on, so that closing plays the drawer's exit instead of unmounting it.
  const [opened, setOpened] = useState(false)
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  // spec 1 §4: the menu closes and resets on route change.
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
    setExpanded(new Set())
  }

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.hamburger}
        aria-label={labels.menu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => (setOpened(true), setOpen(true))}
      >
        <Menu aria-hidden="true" size={24} />
        <span className={styles.hamburgerText}>{labels.menu}</span>
      </button>
      {opened ? (
        <MobileNavDrawer
          open={open}
          onOpenChange={setOpen}
          items={items}
          labels={labels}
          footer={footer}
          expanded={expanded}
          toggle={toggle}
          returnFocus={button}
        />
      ) : null}
    </>
  )
}
