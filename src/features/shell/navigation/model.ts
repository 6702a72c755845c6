import type { Navigation } from '@/payload-types'
import { mediaOf, type ResolvedMedia } from '@/features/media/url'
import { navItemHref } from '@/features/shell/navigation/href'

type RawItem = NonNullable<Navigation['items']>[number]
type RawChild = NonNullable<RawItem['children']>[number]
type RawGrandChild = NonNullable<RawChild['grandchildren']>[number]
type AnyRawItem = RawItem | RawChild | RawGrandChild

/** One menu entry as the shell renders it, with the derived fields of spec 1 §3 "Navigation item". */
export type MenuItem = {
  id: string
  label: string
  /** Public href (locale prefix added) or null when the entry only opens its children. */
  href: string | null
  external: boolean
  image: ResolvedMedia | null
  /** 1-based position on the first level. */
  posInMenu: number
  /** 1-based position among its siblings inside a dropdown (0 on the first level). */
  orderInDropdown: number
  hasChildren: boolean
  /** spec 1 §2: a list with more than 4 children shows its images only on screens over 1500 px. */
  imagesOnlyWide: boolean
  children: MenuItem[]
}

/** Menu lists with more than 4 children show their images only on screens over 1500 px (spec 1 §2). */
const IMAGES_ONLY_WIDE_ABOVE = 4

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')

function childrenOf(item: AnyRawItem): AnyRawItem[] {
  if ('children' in item && item.children) return item.children
  if ('grandchildren' in item && item.grandchildren) return item.grandchildren
  return []
}

/**
 * The visible menu tree: items with hideInNavigation are dropped (with their children); a parent with
 * children is a link only when shouldBeNavigableInMenuWhenItHasChildren is set (spec 1 §3).
 * `localize` turns a content path into the public path of the current locale.
 */
export function buildMenu(items: RawItem[] | null | undefined, localize: (path: string) => string): MenuItem[] {
  const walk = (list: AnyRawItem[], level: number, parentPos: number): MenuItem[] =>
    list
      .filter((item) => !item.hideInNavigation)
      .map((item, index) => {
        const posInMenu = level === 0 ? index + 1 : parentPos
        const children = level < 2 ? walk(childrenOf(item), level + 1, posInMenu) : []
        const target = navItemHref(item)
        const external = Boolean(target && isExternal(target))
        const linkable = children.length === 0 || Boolean(item.shouldBeNavigableInMenuWhenItHasChildren)
        return {
          id: item.id ?? `${level}-${index}-${item.name}`,
          label: item.navTitle || item.name,
          href: target && linkable ? (external ? target : localize(target)) : null,
          external,
          image: mediaOf(item.image),
          posInMenu,
          orderInDropdown: level === 0 ? 0 : index + 1,
          hasChildren: children.length > 0,
          imagesOnlyWide: children.length > IMAGES_ONLY_WIDE_ABOVE,
          children,
        }
      })
  return walk(items ?? [], 0, 0)
}

export type ExtraItem = { id: string; title: string; href: string; target: '_self' | '_blank'; icon: string | null }

/** Extra links with icons; an extra item without a non-empty Title is not shown (spec 1 §2). */
export function extraItems(items: Navigation['extraItems'], localize: (path: string) => string): ExtraItem[] {
  return (items ?? [])
    .filter((item) => item.title?.trim() && item.href)
    .map((item, i) => ({
      id: item.id ?? String(i),
      title: item.title.trim(),
      href: item.href.startsWith('/') ? localize(item.href) : item.href,
      target: item.target === '_blank' ? '_blank' : '_self',
      icon: item.icon ?? null,
    }))
}
