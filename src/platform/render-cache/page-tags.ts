import { renderTags } from './tags'

type PageLike =
  | {
      id?: number | string
      path?: unknown
      title?: unknown
      navTitle?: unknown
      slug?: unknown
      parent?: unknown
      _status?: unknown
    }
  | null
  | undefined

/** What of a page other pages show: its address, its names (menus, breadcrumbs, switcher) and whether it is live. */
const SHELL_FIELDS = ['path', 'slug', 'parent', 'title', 'navTitle', '_status'] as const

/**
 * The rendered pages a change to a content page reaches: the page itself always; its site's
 * pages too (navigation, breadcrumbs, routing, language switcher) when it was deleted or when a field
 * other pages show changed (publishing and unpublishing change `_status`).
 */
export function pageRenderTags(
  doc: PageLike,
  previous: PageLike,
  deleted: boolean,
): { tags: string[]; reachesShell: boolean } {
  const id = doc?.id ?? previous?.id
  const tags = id === undefined ? [] : [renderTags.page(id)]
  if (deleted || !previous) return { tags, reachesShell: true }
  const changed = SHELL_FIELDS.some(
    (field) => JSON.stringify(doc?.[field] ?? null) !== JSON.stringify(previous[field] ?? null),
  )
  return { tags, reachesShell: changed }
}
