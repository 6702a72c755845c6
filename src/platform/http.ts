/**
 * The HTTP edges every route handler shares: the body read under a byte cap before parsing, text no field
 * takes (a NUL, an unpaired surrogate) refused in every string, zod validation whose 400 names each field, domain errors to 4xx, and JSON answers that are never
 * cached and never carry a stack trace or a path (docs/api.md "Errors").
 */
import 'server-only'
import { NextResponse } from 'next/server'
import type { z } from 'zod'
import { readBody } from './body-limit'
import {
  ConflictError,
  ForbiddenError,
  InputError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnprocessableError,
} from './errors'
import { isInternalCall } from './internal-call'
import { heldBackMessage, holdBackIfOverBudget, noteAnswer } from './refusal-gate'
import { unsafeTextField } from './unsafe-text'
import { zodIssues, type FieldIssue } from './zod-issues'
import { log } from './log/logger'

/** The capped body readers live in ./body-limit.ts (free of Next.js); route handlers get them here too. */
export { DEFAULT_BODY_LIMIT, readBody, readBodyBytes } from './body-limit'
/** The field issues of a zod error live in ./zod-issues.ts (free of Next.js, for Payload's endpoints too). */
export { zodIssues, type FieldIssue } from './zod-issues'

const NO_STORE = { 'cache-control': 'no-store' }

/** A JSON answer that no cache keeps. */
export function json(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}): NextResponse {
  return NextResponse.json(data, { status: init.status ?? 200, headers: { ...NO_STORE, ...init.headers } })
}

/** `{ error }` with a status: the shape of every 4xx/5xx this app answers. */
export function errorResponse(status: number, error: string, headers?: Record<string, string>): NextResponse {
  return json({ error }, { status, headers })
}

/** 400 `{ error: "field: message; …", issues: [{ field, message }] }`. */
export function badRequest(issues: FieldIssue[]): NextResponse {
  const error = issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; ')
  return json({ error, issues }, { status: 400 })
}

/** 429 with `Retry-After` in whole seconds (at least 1) and `retryAfter` in the body for scripts. */
export function tooManyRequests(retryAfterSeconds: number, message?: string): NextResponse {
  const limited = new TooManyRequestsError(retryAfterSeconds, message)
  return json(
    { error: limited.message, retryAfter: limited.retryAfterSeconds },
    { status: 429, headers: { 'retry-after': String(limited.retryAfterSeconds) } },
  )
}

export type Parsed<T> = { data: T } | { response: NextResponse }

/** The 400 for input with a NUL or an unpaired surrogate in a string (./unsafe-text.ts), or null when it has none. */
function unsafeText(input: unknown): NextResponse | null {
  const field = unsafeTextField(input)
  return field === null
    ? null
    : badRequest([{ field, message: 'contains a NUL character or an unpaired surrogate, which no field takes' }])
}

/** The JSON body parsed by `schema`, or the 4xx response to send (400 naming the fields, 413 over the cap). */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { limitBytes?: number } = {},
): Promise<Parsed<z.infer<S>>> {
  let body: unknown
  try {
    const text = await readBody(request, options.limitBytes)
    body = JSON.parse(text)
  } catch (error) {
    if (error instanceof PayloadTooLargeError || error instanceof InputError)
      return { response: errorToResponse(error) }
    return { response: badRequest([{ field: '', message: 'the body must be JSON' }]) }
  }
  const unsafe = unsafeText(body)
  if (unsafe) return { response: unsafe }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { response: badRequest(zodIssues(parsed.error, body)) }
  return { data: parsed.data }
}

/** The query string as an object for a zod schema: a repeated key becomes an array, a single one a string. */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    query[key] = values.length === 1 ? values[0] : values
  }
  return query
}

/** The query string parsed by `schema` (use z.coerce for numbers, e.g. `?lat=59.3&lng=18.1`), or the 400 to send. */
export function parseQuery<S extends z.ZodType>(request: Request | URL, schema: S): Parsed<z.infer<S>> {
  const query = queryObject((request instanceof URL ? request : new URL(request.url)).searchParams)
  const unsafe = unsafeText(query)
  if (unsafe) return { response: unsafe }
  const parsed = schema.safeParse(query)
  if (!parsed.success) return { response: badRequest(zodIssues(parsed.error, query)) }
  return { data: parsed.data }
}

export type Failure = {
  /** Names the route in the server log. */
  label?: string
  /** Status and text for an unexpected error; by default 500 with a generic text. */
  status?: number
  message?: string
}

/** A thrown error as its answer: domain errors as their 4xx; anything else logged and answered without details. */
export function errorToResponse(error: unknown, failure: Failure = {}): NextResponse {
  if (error instanceof InputError) return badRequest([{ field: error.field, message: error.message }])
  if (error instanceof ForbiddenError) return errorResponse(403, error.message)
  if (error instanceof NotFoundError) return errorResponse(404, error.message)
  if (error instanceof ConflictError) return errorResponse(409, error.message)
  if (error instanceof PayloadTooLargeError) return errorResponse(413, error.message)
  if (error instanceof UnprocessableError) return json({ error: error.message, field: error.field }, { status: 422 })
  if (error instanceof TooManyRequestsError) return tooManyRequests(error.retryAfterSeconds, error.message)
  log.error({ err: error }, `${failure.label ?? 'request'} failed`)
  return errorResponse(
    failure.status ?? 500,
    failure.message ?? 'The request could not be handled now; please try again later.',
  )
}

/**
 * Runs the route's one domain call and answers its result as JSON, or its error as errorToResponse does;
 * `headers` go on the success only (a route whose answer may be cached says so there; errors stay uncached).
 */
export async function answer<T>(
  compute: () => T | Promise<T>,
  failure?: Failure,
  headers?: Record<string, string>,
): Promise<NextResponse> {
  try {
    return json(await compute(), { headers })
  } catch (error) {
    return errorToResponse(error, failure)
  }
}

/**
 * A route handler behind the refusal budget (src/platform/refusal-gate.ts): a caller whose address keeps being
 * refused is held back and answered 429 without the handler running; each refusal the handler answers counts.
 */
export function guarded<A extends unknown[]>(handler: (request: Request, ...rest: A) => Response | Promise<Response>) {
  return async (request: Request, ...rest: A): Promise<Response> => {
    const wait = await holdBackIfOverBudget(request.headers, request.signal)
    if (wait !== null) return tooManyRequests(wait, heldBackMessage(wait))
    const response = await handler(request, ...rest)
    noteAnswer(request.headers, response.status)
    return response
  }
}

/**
 * A route handler only the app's own proxy may call (./internal-call.ts): anyone else is answered 404, as
 * for an address that does not exist, before the handler reads anything.
 */
export function internalOnly<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Response | Promise<Response>,
) {
  return async (request: Request, ...rest: A): Promise<Response> =>
    isInternalCall(request.headers) ? handler(request, ...rest) : errorResponse(404, 'Not found.')
}
