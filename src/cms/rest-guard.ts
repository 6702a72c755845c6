/**
 * The bounds of Payload's REST API (/api/cms): the public site never uses it, so an
 * anonymous caller reaches only what signing in and media files need; a signed-in editor's reads are
 * capped in page size, depth, page number and filter size, and malformed ids and filters are 4xx
 * rather than a database error. Pure rules; src/platform/rest-gate.ts applies them to a request.
 */

export const REST_BOUNDS = {
  /** Largest page the admin's list view offers. */
  maxLimit: 100,
  /**
   * The admin's list cells read the documents a relationship column names with `limit=250` and
   * `where[id][in]=<the ids>` (@payloadcms/ui RelationshipProvider): the ids bound the answer.
   */
  maxLimitById: 250,
  /** Relationship depth; also Payload's `maxDepth` (src/cms/payload.config.ts). */
  maxDepth: 3,
  maxPage: 10_000,
  /** Conditions in one `where` (the admin's filter builder and list search stay far below). */
  maxWhereConditions: 50,
  /**
   * `and`/`or` lists inside one another in a `where` (the admin's filter builder sends or → and, two). Payload
   * parses the query string with qs to 10 bracket levels, which four levels with a field and an operator fill.
   */
  maxWhereDepth: 4,
  /** A method-override body (the admin's long relationship queries) is a query string, not an upload. */
  maxOverrideBodyBytes: 16 * 1024,
  /** A document written as JSON (a page with its whole layout stays far below). */
  maxDocumentBodyBytes: 2 * 1024 * 1024,
} as const

/** Collections that take files; their multipart bodies may be this large. */
export const UPLOAD_COLLECTIONS = new Set(['media'])
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

/**
 * How a write's body is checked before Payload parses it: Payload read a JSON array, string or number
 * as the document's data and failed inside its field hooks, and a cut-off multipart body inside its
 * upload parser (both 500). `json` and `multipart` bodies are read under a cap (documents 2 MB, media
 * uploads 50 MB) and parsed first; the admin sends documents as multipart (`_payload`) too.
 */
export function writeBodyKind(
  method: string,
  segments: readonly string[],
  contentType: string | null,
): 'json' | 'document' | 'multipart' | 'none' | RestRefusal {
  if (method !== 'POST' && method !== 'PATCH' && method !== 'PUT') return 'none'
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  if (type === 'multipart/form-data') return 'multipart'
  // A document's data (`POST /cars`, `PATCH /cars/1`, `POST /globals/x`): without a JSON or form body
  // Payload had no data and failed in its field hooks (500).
  const [collection, second] = segments
  const isDocument =
    collection === 'globals'
      ? segments.length === 2
      : segments.length === 1 || (segments.length === 2 && !Object.hasOwn(OPERATIONS, second))
  if (isDocument)
    return type === 'application/json'
      ? 'document'
      : { status: 415, error: 'Send a document as application/json (or a multipart form).' }
  return type === 'application/json' ? 'json' : 'none'
}

export type RestRefusal = { status: 400 | 401 | 404 | 405 | 413 | 415; error: string }

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
  if (collection === 'media' && action === 'file' && segments.length >= 3 && (method === 'GET' || method === 'HEAD'))
    return true
  return collection === 'users' && segments.length === 2 && (PUBLIC_AUTH[method]?.includes(action) ?? false)
}

/**
 * Second path segments that are operations, not document ids, with the methods Payload serves them
 * for (payload/dist/{collections,auth,uploads}/endpoints).
 */
const OPERATIONS: Record<string, readonly string[]> = {
  count: ['GET'],
  access: ['GET', 'POST'],
  versions: ['GET', 'POST'],
  init: ['GET'],
  me: ['GET'],
  'paste-url': ['GET'],
  file: ['GET', 'HEAD'],
  // The multi-tenant plugin's site selector options (endpoint of the `sites` collection).
  'populate-tenant-options': ['GET'],
  login: ['POST'],
  logout: ['POST'],
  'refresh-token': ['POST'],
  'first-register': ['POST'],
  'reset-password': ['POST'],
  'forgot-password': ['POST'],
  unlock: ['POST'],
  verify: ['POST'],
}
const ID = /^\d{1,15}$/

/**
 * Document ids are serial integers: `/cars/abc` was a database error (500); it is a 404. An operation
 * asked for with a method it does not take (`GET /users/forgot-password`) fell through to the
 * document route with the operation's name as the id, also a 500; it is a 405. Payload's own
 * collections (payload-preferences are addressed by key) and globals keep their paths.
 */
export function checkDocumentPath(segments: readonly string[], method?: string): RestRefusal | null {
  const [collection, second, third] = segments
  // Payload looks the first segment up in a plain object: `constructor` found a function there (500).
  if (collection && collection in Object.prototype) return { status: 404, error: 'No such collection.' }
  if (!collection || collection.startsWith('payload-') || collection === 'globals' || second === undefined) return null
  const operation = Object.hasOwn(OPERATIONS, second) ? OPERATIONS[second] : null
  if (operation && method && method !== 'OPTIONS' && !operation.includes(method))
    return { status: 405, error: `This CMS operation takes ${operation.join(' or ')} requests.` }
  const id = operation ? (second === 'versions' || second === 'access' ? third : undefined) : second
  return id === undefined || ID.test(id) ? null : { status: 404, error: 'No such document: ids are whole numbers.' }
}

/**
 * `/{collection}/versions…` and `/globals/{slug}/versions…` for something that keeps no versions: Payload
 * read a versions table that does not exist (a 500). `versioned` holds the collections' slugs and the
 * globals' as `globals/{slug}`.
 */
export function checkVersionsPath(segments: readonly string[], versioned: ReadonlySet<string>): RestRefusal | null {
  const [first, second, third] = segments
  const owner =
    first === 'globals' ? (third === 'versions' ? `globals/${second}` : null) : second === 'versions' ? first : null
  return owner === null || versioned.has(owner)
    ? null
    : { status: 404, error: 'There are no versions here: this collection keeps no versions.' }
}

/**
 * A `where` object's conditions (each operator of each field, through `and`/`or` lists) and how deeply its
 * `and`/`or` lists nest. Walked with a list instead of recursion: a `where` nested 1,500 levels deep
 * overflowed the stack of the recursive count (a 500).
 */
export function whereShape(where: unknown): { conditions: number; depth: number } {
  let conditions = 0
  let depth = 0
  const pending: [unknown, number][] = [[where, 0]]
  while (pending.length) {
    const [node, level] = pending.pop()!
    if (Array.isArray(node)) {
      for (const part of node) pending.push([part, level])
    } else if (node === null || typeof node !== 'object') {
      conditions += 1
    } else {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'and' || key === 'or') {
          depth = Math.max(depth, level + 1)
          pending.push([value, level + 1])
        } else
          conditions +=
            value !== null && typeof value === 'object' && !Array.isArray(value)
              ? Math.max(1, Object.keys(value).length)
              : 1
      }
    }
  }
  return { conditions, depth }
}

/** Whether a NUL character is in any key or string of a parsed value (PostgreSQL refuses it in text: a 500). Walked with a list, as whereShape. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length) {
    const node = pending.pop()
    if (typeof node === 'string') {
      if (node.includes('\0')) return true
    } else if (node !== null && typeof node === 'object') {
      for (const [key, part] of Object.entries(node)) {
        if (key.includes('\0')) return true
        pending.push(part)
      }
    }
  }
  return false
}

/**
 * Conditions in a bracket-notation query (`where[or][0][title][like]=x`): one per distinct key, the list
 * indices of an `in`/`not_in`/`all` value (`where[id][in][0]=1`) counting as one.
 */
function countBracketConditions(keys: readonly string[]): number {
  return new Set(keys.filter((k) => k.startsWith('where[')).map((k) => k.replace(/(\[\d+\])+$/, ''))).size
}

/** The deepest `and`/`or` nesting among bracket-notation keys (`where[or][0][and][0][title][like]`: 2). */
function bracketDepth(keys: readonly string[]): number {
  return Math.max(0, ...keys.filter((k) => k.startsWith('where[')).map((k) => k.match(/\[(and|or)\]/g)?.length ?? 0))
}

const intIn = (value: unknown, min: number, max: number) => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN
  return Number.isInteger(n) && n >= min && n <= max
}

const NUL_REFUSAL = 'the query may not contain NUL characters (%00)'

/** Query parameters that hold one value. */
const SCALAR_PARAMS = ['depth', 'limit', 'page', 'pagination', 'locale', 'fallbackLocale', 'draft'] as const

/**
 * A call's query (URL parameters, plus a method-override body as parameters or JSON) within the bounds:
 * `read` calls must page; `depth` and the `where` size are bounded for every call.
 */
export function checkRestQuery(
  params: URLSearchParams,
  body: Record<string, unknown> | null,
  read: boolean,
): RestRefusal | null {
  const value = (name: string): unknown => body?.[name] ?? params.get(name) ?? undefined
  const bad = (error: string): RestRefusal => ({ status: 400, error })
  const { maxLimit, maxDepth, maxPage, maxWhereConditions, maxWhereDepth } = REST_BOUNDS

  // A NUL reached PostgreSQL inside a filter value (`where[title][equals]=%00`), which refuses it in text: a 500.
  for (const [key, text] of params) if (key.includes('\0') || text.includes('\0')) return bad(NUL_REFUSAL)
  if (body && containsNul(body)) return bad(NUL_REFUSAL)

  // Payload parses the query with qs: `depth=0&depth=1` or `depth[x]=1` reach it as a list or an object (a 500).
  const keys = [...params.keys()]
  for (const name of SCALAR_PARAMS) {
    if (
      keys.filter((k) => k === name || k.startsWith(`${name}[`)).length > 1 ||
      keys.some((k) => k.startsWith(`${name}[`))
    )
      return bad(`${name}: give it once, as a plain value`)
  }

  const depth = value('depth')
  if (depth !== undefined && !intIn(depth, 0, maxDepth))
    return bad(`depth: must be a whole number from 0 to ${maxDepth}`)
  if (read) {
    const limit = value('limit')
    const byIds = params.get('where[id][in]')
    const cap =
      byIds !== null && byIds.split(',').length <= REST_BOUNDS.maxLimitById ? REST_BOUNDS.maxLimitById : maxLimit
    if (limit !== undefined && !intIn(limit, 1, cap))
      return bad(`limit: must be a whole number from 1 to ${maxLimit}; read further pages with page`)
    const pagination = value('pagination')
    if (pagination !== undefined && String(pagination) !== 'true')
      return bad(`pagination: lists are read page by page, at most ${maxLimit} documents each`)
    const page = value('page')
    if (page !== undefined && !intIn(page, 1, maxPage)) return bad(`page: must be a whole number from 1 to ${maxPage}`)
  }

  let conditions = countBracketConditions(keys)
  let nesting = bracketDepth(keys)
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
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      return bad('where: must be an object of fields and operators')
    if (containsNul(parsed)) return bad(NUL_REFUSAL)
    const shape = whereShape(parsed)
    conditions += shape.conditions
    nesting = Math.max(nesting, shape.depth)
  }
  if (nesting > maxWhereDepth) return bad(`where: at most ${maxWhereDepth} levels of and/or inside one another`)
  if (conditions > maxWhereConditions) return bad(`where: at most ${maxWhereConditions} conditions in one query`)
  return null
}
