'use client'

import { Minus, Plus } from 'lucide-react'
import Link from 'next/link'
import { useId, type ReactNode, type RefObject } from 'react'
import { Drawer } from '@/ui/Dialog'
import { IconButton } from '@/ui/IconButton'
import type { MenuItem } from './model'
import styles from './MobileNav.module.css'

export type MobileNavLabels = {
  menu: string
  closeMenu: string
  mainNavigation: string
  expandItem: string
  collapseItem: string
}

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
  labels: MobileNavLabels
  onNavigate: () => void
}) {
  const listId = useId()
  const open = expanded.has(item.id)
  return (
    <li className={styles.entry} data-level={level}>
      <div className={styles.row}>
        {item.hasChildren && !item.href ? (
          <button
            type="button"
            className={styles.toggleLabel}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => toggle(item.id)}
          >
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
            <Entry
              key={child.id}
              item={child}
              level={level + 1}
              expanded={expanded}
              toggle={toggle}
              labels={labels}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  items: MenuItem[]
  labels: MobileNavLabels
  footer?: ReactNode
  expanded: Set<string>
  toggle: (id: string) => void
  returnFocus: RefObject<HTMLButtonElement | null>
}

/**
 * The open menu (spec 1 §2): the UI kit's drawer (Radix Dialog) gives focus trapping, Escape and the ARIA of a
 * modal. Loaded on the first open only (MobileNav.tsx), so the dialog code is not in every page's first load.
 */
export function MobileNavDrawer({ open, onOpenChange, items, labels, footer, expanded, toggle, returnFocus }: Props) {
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      fullScreenOnSmall
      title={labels.menu}
      closeLabel={labels.closeMenu}
      returnFocus={returnFocus}
      data-mobile-menu=""
    >
      <nav aria-label={labels.mainNavigation}>
        <ul className={styles.list}>
          {items.map((item) => (
            <Entry
              key={item.id}
              item={item}
              level={0}
              expanded={expanded}
              toggle={toggle}
              labels={labels}
              onNavigate={() => onOpenChange(false)}
            />
          ))}
        </ul>
      </nav>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Drawer>
  )
}
