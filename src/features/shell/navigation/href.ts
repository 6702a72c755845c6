type NavItemLike = { page?: unknown; path?: string | null; externalLink?: string | null }

/** The href of a navigation item: external link, else the linked page's path, else the typed path. */
export function navItemHref(item: NavItemLike): string | null {
  if (item.externalLink) return item.externalLink
  if (item.page && typeof item.page === 'object' && 'path' in item.page)
    return (item.page as { path?: string | null }).path ?? null
  return item.path ?? null
}
