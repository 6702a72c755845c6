/**
 * `POST /api/cms/pages/{id}/copy-to-site` (./contract.ts): the pages collection's own endpoint, so it sits behind
 * the CMS API's gate (signed-in editors only, bounded bodies: src/platform/rest-gate.ts) and gets Payload's
 * request with the editor on it. It validates and calls copyPageToSite; who may copy is that function's rule.
 * Free of `server-only`: the Payload config, which holds it, is loaded by the seed in plain Node too.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import { readBody } from '@/platform/body-limit'
import { ConflictError, ForbiddenError, InputError, NotFoundError, PayloadTooLargeError } from '@/platform/errors'
import { zodIssues, type FieldIssue } from '@/platform/zod-issues'
import { COPY_BODY_BYTES, copyToSiteSchema } from './contract'
import { copyPageToSite } from './copy-to-site'

const answer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const refuse = (status: number, error: string) => answer(status, { error })
const badRequest = (issues: FieldIssue[]) =>
  answer(400, { error: issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; '), issues })

const PAGE_ID = /^\d{1,10}$/

async function copyToSite(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(401, 'Sign in at /admin to copy pages.')
  const id = String(req.routeParams?.id ?? '')
  if (!PAGE_ID.test(id)) return refuse(404, 'There is no such page.')
  let body: unknown
  try {
    body = JSON.parse(await readBody(req as unknown as Request, COPY_BODY_BYTES))
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return refuse(413, error.message)
    return badRequest([{ field: '', message: 'the body must be a JSON object' }])
  }
  const parsed = copyToSiteSchema.safeParse(body)
  if (!parsed.success) return badRequest(zodIssues(parsed.error, body))
  try {
    return answer(201, await copyPageToSite(req.payload, { pageId: Number(id), ...parsed.data }, req))
  } catch (error) {
    if (error instanceof InputError) return badRequest([{ field: error.field, message: error.message }])
    if (error instanceof ForbiddenError) return refuse(403, error.message)
    if (error instanceof NotFoundError) return refuse(404, error.message)
    if (error instanceof ConflictError) return refuse(409, error.message)
    req.payload.logger.error({ err: error }, 'copying a page to another site failed')
    return refuse(503, 'The page could not be copied right now; nothing was saved. Please try again in a moment.')
  }
}

export const copyToSiteEndpoint: Endpoint = { path: '/:id/copy-to-site', method: 'post', handler: copyToSite }
