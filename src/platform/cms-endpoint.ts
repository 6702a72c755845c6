/**
 * The answers of the CMS's own endpoints (Payload `Endpoint`s on a collection, behind the CMS API's gate): JSON that
 * no cache keeps, a refusal that may name its field, a 400 that names every field, the document id of the path
 * bounded to the database's integer (a larger one was a 5xx from the database), and the body read within its bound.
 * Free of `server-only` and Next: the Payload config that holds the endpoints is loaded by the seed in plain Node too.
 */
import type { PayloadRequest } from 'payload'
import { readBody } from './body-limit'
import { PayloadTooLargeError } from './errors'
import type { FieldIssue } from './zod-issues'

export const endpointAnswer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

export const endpointRefusal = (status: number, error: string, field?: string) =>
  endpointAnswer(status, field ? { error: `${field}: ${error}`, issues: [{ field, message: error }] } : { error })

export const endpointBadRequest = (issues: FieldIssue[]) =>
  endpointAnswer(400, {
    error: issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; '),
    issues,
  })

const MAX_ID = 2 ** 31 - 1

/** The path's `:id` as a document id, or null when it cannot be one (not digits, or past the database's integer). */
export function documentIdParam(req: PayloadRequest): number | null {
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d{1,10}$/.test(id)) return null
  const value = Number(id)
  return value >= 1 && value <= MAX_ID ? value : null
}

/** The body as JSON within `limitBytes`, or the refusal to answer (413 over the bound, 400 for what is not JSON). */
export async function readJsonBody(
  req: PayloadRequest,
  limitBytes: number,
): Promise<{ body: unknown } | { response: Response }> {
  try {
    return { body: JSON.parse(await readBody(req as unknown as Request, limitBytes)) }
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return { response: endpointRefusal(413, error.message) }
    return { response: endpointBadRequest([{ field: '', message: 'the body must be a JSON object' }]) }
  }
}
