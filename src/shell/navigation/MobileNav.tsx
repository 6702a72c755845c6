'use client'

import { Menu, Minus, Plus } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useId, useState, type ReactNode } from 'react'
import { Drawer } from '@/ui/Dialog'
import { IconButton } from '@/ui/IconButton'
import type { MenuItem } from './model'
import styles from './MobileNav.module.css'

type Labels = { menu: string; closeMenu: string; mainNavigation: string; expandItem: string; collapseItem: string }

function ItemLink({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  if (!item.href) return <span className={styles.label}>{item.label}</span>
  return item.external ? (
    <a className={styles.link} href={item.href} rel="noopener" target="_blank">
      {item.label}
    </a>
  ) : (
    <Link className={styles.link} href={item.href} onClick={onNavigate}>
      {item.label}
    </Link>
  )
}

/** One entry with an expandable list of its children, toggled with +/- (spec 1 §4). */
function Entry({
  item,
  level,
  expanded,
  toggle,
  labels,
  onNavigate,
}: {
  item: MenuItem
  level: number
  expanded: Set<string>
  toggle: (id: string) => void
  labels: Labels
  onNavigate: () => void
}) {
  const listId = useId()
  const open = expanded.has(item.id)
  return (
    <li className={styles.entry} data-level={level}>
      <div className={styles.row}>
        {item.hasChildren && !item.href ? (
          <button type="button" className={styles.toggleLabel} aria-expanded={open} aria-controls={listId} onClick={() => toggle(item.id)}>
            <span>{item.label}</span>
            {open ? <Minus aria-hidden="true" size={20} /> : <Plus aria-hidden="true" size={20} />}
          </button>
        ) : (
          <>
            <ItemLink item={item} onNavigate={onNavigate} />
            {item.hasChildren ? (
              <IconButton
                aria-expanded={open}
                aria-controls={listId}
                label={`${open ? labels.collapseItem : labels.expandItem}: ${item.label}`}
                onClick={() => toggle(item.id)}
              >
                {open ? <Minus aria-hidden="true" size={20} /> : <Plus aria-hidden="true" size={20} />}
              </IconButton>
            ) : null}
          </>
        )}
      </div>
      {item.hasChildren ? (
        <ul id={listId} className={styles.children} hidden={!open}>
          {item.children.map((child) => (
            <Entry key={child.id} item={child} level={level + 1} expanded={expanded} toggle={toggle} labels={labels} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/**
 * The hamburger menu below 1280 px; below 1024 px it opens as the full-screen mega menu (spec 1 §2).
 * The UI kit's drawer (Radix Dialog) gives focus trapping, Escape and the ARIA of a modal.
 */
export function MobileNav({ items, labels, footer }: { items: MenuItem[]; labels: Labels; footer?: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
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
    <Drawer
      open={open}
      onOpenChange={setOpen}
      fullScreenOnSmall
      title={labels.menu}
      closeLabel={labels.closeMenu}
      data-mobile-menu=""
      trigger={
        <button type="button" className={styles.hamburger} aria-label={labels.menu}>
          <Menu aria-hidden="true" size={24} />
          <span className={styles.hamburgerText}>{labels.menu}</span>
        </button>
      }
    >
      <nav aria-label={labels.mainNavigation}>
        <ul className={styles.list}>
          {items.map((item) => (
            <Entry key={item.id} item={item} level={0} expanded={expanded} toggle={toggle} labels={labels} onNavigate={() => setOpen(false)} />
          ))}
        </ul>
      </nav>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Drawer>
  )
}
