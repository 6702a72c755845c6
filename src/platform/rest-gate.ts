/**
 * Applies the REST bounds (./rest-guard.ts) to a request before Payload's REST handler sees it:
 * anonymous callers reach only sign-in and media files; sign-in attempts are throttled per client
 * address; every call's query is bounded (§1) and malformed ids and filters are 4xx (§7).
 */
import 'server-only'
import type { Payload } from 'payload'
import { PayloadTooLargeError } from '@/platform/errors'
import { readBody, readBodyBytes } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import {
  checkDocumentPath,
  checkRestQuery,
  checkVersionsPath,
  containsNul,
  isPublicRestCall,
  MAX_UPLOAD_BYTES,
  REST_BOUNDS,
  THROTTLED_AUTH,
  UPLOAD_COLLECTIONS,
  writeBodyKind,
  type RestRefusal,
} from '@/cms/rest-guard'

/** Payload's own error shape (`errors`, which the admin shows) with the platform's `error` beside it. */
const refuse = (status: number, error: string) =>
  Response.json({ error, errors: [{ message: error }] }, { status, headers: { 'cache-control': 'no-store' } })

const isOverrideGet = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET')

type OverrideBody = { text: string; params: URLSearchParams; json: Record<string, unknown> | null }

/**
 * The method-override body as Payload reads it (form parameters or JSON), read under a cap. The body
 * itself is read, not a clone: a cancelled branch of a teed stream settles only once the other branch
 * is cancelled too, so refusing after reading a clone would never answer.
 */
async function overrideBody(request: Request): Promise<OverrideBody | RestRefusal | 'too-large'> {
  let text: string
  try {
    text = await readBody(request, REST_BOUNDS.maxOverrideBodyBytes)
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return 'too-large'
    return { status: 400, error: 'the body must be UTF-8 text' }
  }
  const type = request.headers.get('content-type')
  if (type === 'application/x-www-form-urlencoded') return { text, params: new URLSearchParams(text), json: null }
  if (type === 'application/json') {
    try {
      const json: unknown = JSON.parse(text)
      if (json !== null && typeof json === 'object' && !Array.isArray(json))
        return { text, params: new URLSearchParams(), json: json as Record<string, unknown> }
    } catch {}
    return { status: 400, error: 'the body must be a JSON object' }
  }
  return { text, params: new URLSearchParams(), json: null }
}

/**
 * Payload's answer, except that a path it has no endpoint for (501 `Cannot DELETE <the whole URL>`:
 * a 5xx that repeats the request) is a 404 naming nothing.
 */
export function restAnswer(response: Response): Response {
  return response.status === 501 ? refuse(404, 'There is no such CMS API endpoint.') : response
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Payload decodes the path again to match its endpoints (`/media/file/%E0%A4%A` threw URIError): it must decode. */
function wellFormedPath(url: string, segments: readonly string[]): boolean {
  try {
    decodeURIComponent(new URL(url).pathname)
  } catch {
    return false
  }
  return !segments.some((segment) => LONE_SURROGATE.test(segment))
}

const versioned = new WeakMap<Payload, ReadonlySet<string>>()

/** The collections and globals (`globals/{slug}`) that keep versions, from the configuration. */
function versionedSlugs(payload: Payload): ReadonlySet<string> {
  let slugs = versioned.get(payload)
  if (!slugs) {
    const { collections, globals } = payload.config
    slugs = new Set([
      ...collections.filter((c) => c.versions).map((c) => c.slug),
      ...globals.filter((g) => g.versions).map((g) => `globals/${g.slug}`),
    ])
    versioned.set(payload, slugs)
  }
  return slugs
}

/** The response that refuses the call, or the request to hand to Payload (rebuilt when its body was read). */
export async function restGate(
  request: Request,
  segments: readonly string[],
  payload: Payload,
): Promise<Response | Request> {
  // Payload serves a method-override POST as the GET it names: `POST /users/login` with the header is
  // `GET /users/login`, a document read with 'login' as the id (a database error, 500). Judge the call it becomes.
  const override = isOverrideGet(request)
  const method = override ? 'GET' : request.method
  if (!wellFormedPath(request.url, segments))
    return refuse(400, 'The address has a malformed part; check its % escapes.')
  const path = checkDocumentPath(segments, method) ?? checkVersionsPath(segments, versionedSlugs(payload))
  if (path) return refuse(path.status, path.error)

  if (isPublicRestCall(method, segments)) {
    if (request.method === 'POST' && segments[0] === 'users' && THROTTLED_AUTH.has(segments[1])) {
      const limited = await limitRequest(request, 'login-ip')
      if (limited) return limited
    }
  } else {
    const { user } = await payload.auth({ headers: request.headers, canSetHeaders: false })
    if (!user) return refuse(401, 'The CMS API is for signed-in editors; sign in at /admin.')
  }

  const url = new URL(request.url)
  let params = url.searchParams
  let json: Record<string, unknown> | null = null
  let forward = request
  if (override) {
    const body = await overrideBody(request)
    if (body === 'too-large')
      return refuse(413, `A query body may be at most ${REST_BOUNDS.maxOverrideBodyBytes / 1024} KB.`)
    if ('status' in body) return refuse(body.status, body.error)
    params = new URLSearchParams([...url.searchParams, ...body.params])
    json = body.json
    forward = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: body.text,
      signal: request.signal,
    })
  }
  const query = checkRestQuery(params, json, request.method === 'GET' || override)
  if (query) return refuse(query.status, query.error)
  if (override) return forward
  const kind = writeBodyKind(request.method, segments, request.headers.get('content-type'))
  if (typeof kind === 'object') return refuse(kind.status, kind.error)
  return kind === 'none'
    ? forward
    : checkedBody(
        request,
        kind,
        UPLOAD_COLLECTIONS.has(segments[0]) && kind === 'multipart'
          ? MAX_UPLOAD_BYTES
          : REST_BOUNDS.maxDocumentBodyBytes,
      )
}

// PostgreSQL refuses NUL in text: a document with one in a field was a 500 when saved.
const NUL_IN_BODY = 'The document may not contain NUL characters (\\u0000).'

/** A NUL in a form's texts, file names or its `_payload` (the admin's document as JSON). */
function formContainsNul(form: FormData): boolean {
  for (const [name, value] of form) {
    const text = typeof value === 'string' ? value : value.name
    if (name.includes('\0') || text.includes('\0')) return true
    if (name === '_payload' && typeof value === 'string') {
      try {
        if (containsNul(JSON.parse(value))) return true
      } catch {}
    }
  }
  return false
}

/** A write's body read under its cap and parsed (a JSON object; a complete form), then handed on unchanged. */
async function checkedBody(
  request: Request,
  kind: 'json' | 'document' | 'multipart',
  limitBytes: number,
): Promise<Response | Request> {
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = await readBodyBytes(request, limitBytes)
  } catch (error) {
    if (error instanceof PayloadTooLargeError)
      return refuse(413, `This body may be at most ${limitBytes / 1024 / 1024} MB.`)
    return refuse(400, 'The body could not be read.')
  }
  if (kind !== 'multipart') {
    // Other calls (sign-in, log-out) may send an empty JSON body; a document needs its fields.
    let parsed: unknown = kind === 'json' ? {} : null
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      if (text.trim() !== '') parsed = JSON.parse(text)
    } catch {
      return refuse(400, 'The body must be JSON in UTF-8.')
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      return refuse(400, 'The body must be a JSON object of fields.')
    if (containsNul(parsed)) return refuse(400, NUL_IN_BODY)
  } else {
    let form: FormData
    try {
      form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
    } catch {
      return refuse(400, 'The body must be a complete multipart form.')
    }
    if (formContainsNul(form)) return refuse(400, NUL_IN_BODY)
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes,
    signal: request.signal,
  })
}
