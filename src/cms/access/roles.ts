/**
 * Who may edit what: visitors have no roles (spec 1 §6); editors do. A **group admin** may do
 * everything, users included; a **site editor** works on the sites they are assigned to (`sites`, the
 * multi-tenant plugin's array on the user) and nowhere else. Pure rules: the access functions that put them
 * into every database query are in ./scope.ts and src/cms/tenancy.ts.
 */

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

/** Where a user lists the sites they edit: users.sites[].site (the plugin's tenants array, renamed). */
export const USER_SITES_FIELD = 'sites'
export const USER_SITE_FIELD = 'site'

type Ref = number | string | { id: number | string } | null | undefined
export type UserLike = { collection?: string; role?: string | null; sites?: { site?: Ref }[] | null } | null | undefined

const refId = (ref: Ref): number | undefined => {
  const id = ref && typeof ref === 'object' ? ref.id : ref
  const n = typeof id === 'string' ? Number(id) : id
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined
}

/** A signed-in CMS user (the `users` collection: no other collection signs in to the admin). */
export function isCmsUser(user: unknown): user is NonNullable<UserLike> {
  return Boolean(user && typeof user === 'object' && (user as { collection?: string }).collection === 'users')
}

/** A group admin: everything, users included. Any other role, or none, is not. */
export function isGroupAdmin(user: unknown): boolean {
  return isCmsUser(user) && user.role === 'admin'
}

/** The ids of the sites a user is assigned to (a group admin's list is ignored: they have every site). */
export function assignedSiteIds(user: unknown): number[] {
  if (!isCmsUser(user)) return []
  const ids = (user.sites ?? []).map((row) => refId(row?.site)).filter((id): id is number => id !== undefined)
  return [...new Set(ids)]
}

/**
 * What a signed-in user may reach: `'all'` for a group admin, else the ids of their sites (possibly none:
 * a site editor without sites reaches no site's documents). `null` for anyone else (anonymous, or not a CMS
 * user): their access is the collection's public rule.
 */
export function siteReach(user: unknown): 'all' | number[] | null {
  if (!isCmsUser(user)) return null
  return isGroupAdmin(user) ? 'all' : assignedSiteIds(user)
}

/**
 * Copying a document from one site to another (a page to another market): the user must reach both sites, the
 * source to read what is copied and the target to create there. A group admin reaches every site.
 */
export function mayCopyBetweenSites(user: unknown, sourceSiteId: number, targetSiteId: number): boolean {
  const reach = siteReach(user)
  if (reach === null) return false
  return reach === 'all' || (reach.includes(sourceSiteId) && reach.includes(targetSiteId))
}
