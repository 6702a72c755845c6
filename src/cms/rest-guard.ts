/**
 * The bounds of Payload's REST API (/api/cms), issue 18 §1: the public site never uses it, so an
 * anonymous caller reaches only what signing in and media files need; a signed-in editor's reads are
 * capped in page size, depth, page number and filter size, and malformed ids and filters are 4xx
 * rather than a database error. Pure rules; src/cms-gate/rest-gate.ts applies them to a request.
 */

export const REST_BOUNDS = {
  /** Largest page the admin's list view offers. */
  maxLimit: 100,
  /** Relationship depth; also Payload's `maxDepth` (src/cms/payload.config.ts). */
  maxDepth: 3,
  maxPage: 10_000,
  /** Conditions in one `where` (the admin's filter builder and list search stay far below). */
  maxWhereConditions: 50,
  /** A method-override body (the admin's long relationship queries) is a query string, not an upload. */
  maxOverrideBodyBytes: 16 * 1024,
} as const

export type RestRefusal = { status: 400 | 401 | 404; error: string }

/** The auth endpoints the admin's sign-in page calls before anyone is signed in. */
const PUBLIC_AUTH: Record<string, readonly string[]> = {
  POST: ['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'first-register'],
  GET: ['me', 'init'],
}
/** Auth endpoints that try a credential or send a mail: throttled per client address. */
export const THROTTLED_AUTH = new Set(['login', 'forgot-password', 'reset-password', 'first-register'])

/** Whether an anonymous caller may make this call: sign-in for the `users` collection and media files. */
export function isPublicRestCall(method: string, segments: readonly string[]): boolean {
  if (method === 'OPTIONS') return true
  const [collection, action] = segments
  if (collection === 'media' && action === 'file' && segments.length >= 3 && (method === 'GET' || method === 'HEAD')) return true
  return collection === 'users' && segments.length === 2 && (PUBLIC_AUTH[method]?.includes(action) ?? false)
}

/** Second path segments that are operations, not document ids (payload/dist/{collections,auth,uploads}/endpoints). */
const OPERATIONS = new Set(['count', 'access', 'versions', 'init', 'login', 'logout', 'me', 'refresh-token', 'first-register', 'reset-password', 'forgot-password', 'unlock', 'verify', 'paste-url', 'file'])
const ID = /^\d{1,15}$/

/**
 * Document ids are serial integers: `/cars/abc` was a database error (500); it is a 404. Payload's own
 * collections (payload-preferences are addressed by key) and globals keep their paths.
 */
export function checkDocumentPath(segments: readonly string[]): RestRefusal | null {
  const [collection, second, third] = segments
  if (!collection || collection.startsWith('payload-') || collection === 'globals' || second === undefined) return null
  const id = OPERATIONS.has(second) ? (second === 'versions' || second === 'access' ? third : undefined) : second
  return id === undefined || ID.test(id) ? null : { status: 404, error: 'No such document: ids are whole numbers.' }
}

/** Conditions in a `where` object: each operator of each field, through `and`/`or` lists. */
export function countWhereConditions(where: unknown): number {
  if (Array.isArray(where)) return where.reduce((sum: number, part) => sum + countWhereConditions(part), 0)
  if (where === null || typeof where !== 'object') return 1
  let count = 0
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') count += countWhereConditions(value)
    else count += value !== null && typeof value === 'object' && !Array.isArray(value) ? Math.max(1, Object.keys(value).length) : 1
  }
  return count
}

/**
 * Conditions in a bracket-notation query (`where[or][0][title][like]=x`): one per distinct key, the list
 * indices of an `in`/`not_in`/`all` value (`where[id][in][0]=1`) counting as one.
 */
function countBracketConditions(keys: readonly string[]): number {
  return new Set(keys.filter((k) => k.startsWith('where[')).map((k) => k.replace(/(\[\d+\])+$/, ''))).size
}

const intIn = (value: unknown, min: number, max: number) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= min && n <= max
}

/**
 * A call's query (URL parameters, plus a method-override body as parameters or JSON) within the bounds:
 * `read` calls must page; `depth` and the `where` size are bounded for every call.
 */
export function checkRestQuery(params: URLSearchParams, body: Record<string, unknown> | null, read: boolean): RestRefusal | null {
  const value = (name: string): unknown => body?.[name] ?? params.get(name) ?? undefined
  const bad = (error: string): RestRefusal => ({ status: 400, error })
  const { maxLimit, maxDepth, maxPage, maxWhereConditions } = REST_BOUNDS

  const depth = value('depth')
  if (depth !== undefined && !intIn(depth, 0, maxDepth)) return bad(`depth: must be a whole number from 0 to ${maxDepth}`)
  if (read) {
    const limit = value('limit')
    if (limit !== undefined && !intIn(limit, 1, maxLimit)) return bad(`limit: must be a whole number from 1 to ${maxLimit}; read further pages with page`)
    const pagination = value('pagination')
    if (pagination !== undefined && String(pagination) !== 'true') return bad(`pagination: lists are read page by page, at most ${maxLimit} documents each`)
    const page = value('page')
    if (page !== undefined && !intIn(page, 1, maxPage)) return bad(`page: must be a whole number from 1 to ${maxPage}`)
  }

  let conditions = countBracketConditions([...params.keys()])
  for (const where of [params.get('where'), body?.where]) {
    if (where === null || where === undefined) continue
    let parsed: unknown = where
    if (typeof where === 'string') {
      try {
        parsed = JSON.parse(where)
      } catch {
        return bad('where: must be a JSON object or where[field][operator]=value parameters')
      }
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return bad('where: must be an object of fields and operators')
    conditions += countWhereConditions(parsed)
  }
  if (conditions > maxWhereConditions) return bad(`where: at most ${maxWhereConditions} conditions in one query`)
  return null
}
