/**
 * `POST /api/cms/pages/{id}/copy-to-site` (./contract.ts): the pages collection's own endpoint, so it sits behind
 * the CMS API's gate (signed-in editors only, bounded bodies: src/platform/rest-gate.ts) and gets Payload's
 * request with the editor on it. It validates and calls copyPageToSite; who may copy is that function's rule.
 * Free of `server-only`: the Payload config, which holds it, is loaded by the seed in plain Node too.
 */
import type { Endpoint, PayloadRequest } from 'payload'
import {
  documentIdParam,
  endpointAnswer as answer,
  endpointBadRequest as badRequest,
  endpointRefusal as refuse,
  readJsonBody,
} from '@/platform/cms-endpoint'
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '@/platform/errors'
import { zodIssues } from '@/platform/zod-issues'
import { COPY_BODY_BYTES, copyToSiteSchema } from './contract'
import { copyPageToSite } from './copy-to-site'

async function copyToSite(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(401, 'Sign in at /admin to copy pages.')
  const id = documentIdParam(req)
  if (id === null) return refuse(404, 'There is no such page.')
  const read = await readJsonBody(req, COPY_BODY_BYTES)
  if ('response' in read) return read.response
  const { body } = read
  const parsed = copyToSiteSchema.safeParse(body)
  if (!parsed.success) return badRequest(zodIssues(parsed.error, body))
  try {
    return answer(201, await copyPageToSite(req.payload, { pageId: id, ...parsed.data }, req))
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
