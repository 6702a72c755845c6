/**
 * Site scoping for collections the multi-tenant plugin does not cover (src/cms/tenancy.ts says why each is
 * not): documents that belong to a site through another field than `site` — a dealer site's `website`, a
 * car's market `index`, a finance product's `dealer`, a booking's `department`, a tyre station's `site`
 * (optional), and so on. For a site editor every access function below adds `{ <field>: { in: ids } }` to the
 * collection's own rule, so the database query itself returns only their sites' documents (REST, the admin
 * and the local API with `overrideAccess: false` alike), and a write that would put a document into another
 * site is refused. Group admins, anonymous visitors and server code keep the collection's own rule.
 */
import type { Access, AccessArgs, AccessResult, BaseFilter, CollectionConfig, PayloadRequest, Where } from 'payload'
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { siteReach } from './roles'

type Id = number | string

/** How a collection's documents belong to sites: the field holding the link, and the values of that field that belong to `siteIds`. */
export type SiteScope = {
  /** A stable name, for the per-request memo. */
  name: string
  field: string
  values: (siteIds: number[], req: PayloadRequest) => Promise<Id[]>
}

const memo = new WeakMap<object, Map<string, Promise<Id[]>>>()

/** The values of the scope field a request's site editor may reach, computed once per request. */
export function scopeValues(scope: SiteScope, siteIds: number[], req: PayloadRequest): Promise<Id[]> {
  let byScope = memo.get(req)
  if (!byScope) memo.set(req, (byScope = new Map()))
  const key = `${scope.name}:${siteIds.join(',')}`
  let values = byScope.get(key)
  if (!values) {
    values = siteIds.length ? scope.values(siteIds, req) : Promise.resolve([])
    byScope.set(key, values)
  }
  return values
}

const idOf = (value: unknown): Id | null | undefined => {
  if (value === null) return null
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: Id }).id
  return value as Id | undefined
}

/** Whether a value written to the scope field stays inside the reachable values (an emptied field does not). */
export function valueAllowed(value: unknown, allowed: readonly Id[]): boolean {
  const id = idOf(value)
  if (id === null || id === undefined || id === '') return false
  return allowed.some((a) => String(a) === String(id))
}

function and(base: AccessResult, where: Where): AccessResult {
  return base === true ? where : { and: [base as Where, where] }
}

type AccessKey = 'create' | 'read' | 'update' | 'delete' | 'readVersions' | 'unlock'

/** One access function: the collection's own rule, narrowed to the editor's sites. */
export function scopedAccess(scope: SiteScope, key: AccessKey, base: Access): Access {
  return async (args: AccessArgs) => {
    const own = await base(args)
    if (!own) return false
    const reach = siteReach(args.req.user)
    if (reach === null || reach === 'all') return own
    const values = await scopeValues(scope, reach, args.req)
    if (!values.length) return false
    const data = args.data as Record<string, unknown> | undefined
    if (
      (key === 'create' || key === 'update') &&
      data &&
      Object.hasOwn(data, scope.field) &&
      !valueAllowed(data[scope.field], values)
    )
      return false
    // An admin page asks whether creating is allowed at all (no data): it is, within the editor's sites.
    if (key === 'create') return own
    const field = key === 'readVersions' ? `version.${scope.field}` : scope.field
    return and(own, { [field]: { in: values } })
  }
}

/**
 * The collection's access with every operation scoped (its missing rules are Payload's default: signed-in
 * users), and its admin lists and pickers narrowed to the site selected in the admin, as the plugin does
 * for its collections.
 */
export function scopeCollection(collection: CollectionConfig, scope: SiteScope): CollectionConfig {
  const signedIn: Access = ({ req }) => Boolean(req.user)
  const access = { ...collection.access }
  for (const key of ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const) {
    access[key] = scopedAccess(scope, key, (collection.access?.[key] as Access | undefined) ?? signedIn)
  }
  const own = collection.admin?.baseFilter
  const baseFilter: BaseFilter = async (args) => {
    const base = own ? await own(args) : null
    const selected = getTenantFromCookie(args.req.headers, 'number')
    if (typeof selected !== 'number') return base
    const bySite: Where = { [scope.field]: { in: await scopeValues(scope, [selected], args.req) } }
    return base ? { and: [base, bySite] } : bySite
  }
  return { ...collection, access, admin: { ...collection.admin, baseFilter } }
}
