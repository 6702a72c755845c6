'use client'

import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import Image from 'next/image'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react'
import type { MenuItem } from './model'
import { throttleWithFinal, visibleItemCount } from './overflow'
import { CLOSE_DELAY_FROM_BAR_MS, CLOSE_DELAY_FROM_PANEL_MS } from './timing'
import styles from './DesktopNav.module.css'

type Labels = { mainNavigation: string; moreMenu: string; expandItem: string }
const MORE = 'more'
/** Header.module.css hides the bar below this width. */
const SHOWN = '(min-width: 1280px)'

function ItemLink({ item, className }: { item: MenuItem; className?: string }) {
  if (!item.href) return <span className={className}>{item.label}</span>
  return (
    <NavigationMenu.Link asChild>
      {item.external ? (
        <a className={className} href={item.href} rel="noopener" target="_blank">
          {item.label}
        </a>
      ) : (
        <Link className={className} href={item.href}>
          {item.label}
        </Link>
      )}
    </NavigationMenu.Link>
  )
}

/** The dropdown of one first-level item: its children (with images) and their children. */
function Panel({ item }: { item: MenuItem }) {
  return (
    <div className={styles.panel} data-nav-panel="">
      {item.href ? <ItemLink item={item} className={styles.panelHeading} /> : null}
      <ul className={`${styles.panelList} ${item.imagesOnlyWide ? styles.imagesWideOnly : ''}`}>
        {item.children.map((child) => (
          <li key={child.id} data-order={child.orderInDropdown}>
            {child.image ? (
              <Image
                className={styles.panelImage}
                src={child.image.url}
                alt=""
                width={240}
                height={135}
                sizes="240px"
              />
            ) : null}
            <ItemLink item={child} className={styles.panelLink} />
            <SubLinks items={child.children} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The links one level down, under an item of a dropdown panel. */
function SubLinks({ items }: { items: MenuItem[] }) {
  if (!items.length) return null
  return (
    <ul className={styles.grandchildren}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemLink item={item} />
        </li>
      ))}
    </ul>
  )
}

/** The "more" dropdown: the first-level items that did not fit, each with its children. */
function MorePanel({ items }: { items: MenuItem[] }) {
  return (
    <div className={`${styles.panel} ${styles.morePanel}`} data-nav-panel="">
      <ul className={styles.moreList}>
        {items.map((item) => (
          <li key={item.id}>
            {item.href ? (
              <ItemLink item={item} className={styles.panelLink} />
            ) : (
              <span className={styles.panelLink}>{item.label}</span>
            )}
            <SubLinks items={item.children} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function TopItem({ item, labels }: { item: MenuItem; labels: Labels }) {
  if (!item.hasChildren) {
    return (
      <NavigationMenu.Item className={styles.item} data-pos={item.posInMenu}>
        <ItemLink item={item} className={styles.topLink} />
      </NavigationMenu.Item>
    )
  }
  return (
    <NavigationMenu.Item className={styles.item} value={item.id} data-pos={item.posInMenu}>
      {item.href ? (
        // shouldBeNavigableInMenuWhenItHasChildren: the parent is a link, the chevron opens the dropdown.
        <>
          <ItemLink item={item} className={styles.topLink} />
          <NavigationMenu.Trigger className={styles.chevronTrigger} aria-label={`${labels.expandItem}: ${item.label}`}>
            <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
          </NavigationMenu.Trigger>
        </>
      ) : (
        <NavigationMenu.Trigger className={styles.trigger}>
          {item.label}
          <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
        </NavigationMenu.Trigger>
      )}
      <NavigationMenu.Content className={styles.content}>
        <Panel item={item} />
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  )
}

/**
 * Desktop navigation (1280 px and wider, spec 1 §2): dropdowns, and a "more" menu that takes the
 * items that do not fit, measured on resize (throttled 50 ms, final update 250 ms). Radix gives the
 * keyboard handling and ARIA; the close delays of spec 1 §4 sit on top of its controlled value.
 */
export function DesktopNav({ items, labels }: { items: MenuItem[]; labels: Labels }) {
  const [value, setValue] = useState('')
  const [visible, setVisible] = useState(items.length)
  const barRef = useRef<HTMLDivElement>(null)
  const measureRef = useRef<HTMLUListElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const leftFrom = useRef<'bar' | 'panel' | null>(null)
  const pathname = usePathname()

  const measure = useCallback(() => {
    const bar = barRef.current
    const row = measureRef.current
    // A hidden bar has nothing to measure, and reading its boxes in the hydration's layout effect would make the
    // browser lay the whole page out there and then (a phone's longest task on a list page).
    if (!bar || !row || !window.matchMedia(SHOWN).matches) return
    const cells = Array.from(row.children) as HTMLElement[]
    const widths = cells.slice(0, -1).map((cell) => cell.getBoundingClientRect().width)
    const moreWidth = cells[cells.length - 1]?.getBoundingClientRect().width ?? 0
    const gap = parseFloat(getComputedStyle(row).columnGap) || 0
    setVisible(visibleItemCount(widths, bar.clientWidth, moreWidth, gap))
  }, [])

  useLayoutEffect(() => {
    measure()
    const onResize = throttleWithFinal(measure)
    window.addEventListener('resize', onResize)
    // Widths change once the web fonts arrive.
    document.fonts?.ready.then(measure).catch(() => {})
    return () => {
      window.removeEventListener('resize', onResize)
      onResize.cancel()
    }
  }, [measure, items])

  // spec 1 §4: the menu closes and resets on route change.
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setValue('')
  }
  useEffect(() => clearTimeout(closeTimer.current), [pathname])

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const onValueChange = (next: string) => {
    clearTimeout(closeTimer.current)
    if (next || !leftFrom.current) {
      setValue(next)
      return
    }
    const delay = leftFrom.current === 'panel' ? CLOSE_DELAY_FROM_PANEL_MS : CLOSE_DELAY_FROM_BAR_MS
    closeTimer.current = setTimeout(() => setValue(''), delay)
  }

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    leftFrom.current = (event.target as Element).closest('[data-nav-panel]') ? 'panel' : 'bar'
  }
  const onPointerEnter = () => {
    leftFrom.current = null
    clearTimeout(closeTimer.current)
  }

  const shown = items.slice(0, visible)
  const overflow = items.slice(visible)
  return (
    <div className={styles.bar} ref={barRef}>
      <NavigationMenu.Root
        className={styles.root}
        aria-label={labels.mainNavigation}
        value={value}
        onValueChange={onValueChange}
        onPointerLeave={onPointerLeave}
        onPointerEnter={onPointerEnter}
        onKeyDown={() => (leftFrom.current = null)}
      >
        <NavigationMenu.List className={styles.list}>
          {shown.map((item) => (
            <TopItem key={item.id} item={item} labels={labels} />
          ))}
          {overflow.length ? (
            <NavigationMenu.Item className={styles.item} value={MORE}>
              <NavigationMenu.Trigger className={styles.trigger}>
                {labels.moreMenu}
                <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={`${styles.content} ${styles.contentEnd}`}>
                <MorePanel items={overflow} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : null}
        </NavigationMenu.List>
      </NavigationMenu.Root>
      {/* An invisible copy of the first level, for measuring how many items fit. */}
      <ul className={`${styles.list} ${styles.measure}`} ref={measureRef} aria-hidden="true">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.hasChildren && !item.href ? (
              <span className={styles.trigger}>
                {item.label}
                <ChevronDown size={16} className={styles.chevron} />
              </span>
            ) : (
              <span className={styles.topLink}>{item.label}</span>
            )}
            {item.hasChildren && item.href ? (
              <span className={styles.chevronTrigger}>
                <ChevronDown size={16} className={styles.chevron} />
              </span>
            ) : null}
          </li>
        ))}
        <li className={styles.item}>
          <span className={styles.trigger}>
            {labels.moreMenu}
            <ChevronDown size={16} className={styles.chevron} />
          </span>
        </li>
      </ul>
    </div>
  )
}
