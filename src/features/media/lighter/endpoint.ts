/**
 * `POST /api/cms/media/{id}/lighter` (./contract.ts): the media collection's own endpoint, behind the CMS API's gate
 * (signed-in editors only, bounded bodies: src/platform/rest-gate.ts), with the editor on Payload's request. It
 * validates and calls makeLighterCopy; who may replace the file is the collection's access rule.
 * Free of `server-only`: the Payload config, which holds it, is loaded by the seed in plain Node too.
 */
import { Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import {
  documentIdParam,
  endpointAnswer as answer,
  endpointBadRequest as badRequest,
  endpointRefusal as refuse,
  readJsonBody,
} from '@/platform/cms-endpoint'
import { ForbiddenError, NotFoundError, UnprocessableError } from '@/platform/errors'
import { zodIssues } from '@/platform/zod-issues'
import { LIGHTER_BODY_BYTES, lighterCopySchema } from './contract'
import { makeLighterCopy } from './lighter-copy'

async function lighterCopy(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refuse(401, 'Sign in at /admin to change media files.')
  const id = documentIdParam(req)
  if (id === null) return refuse(404, 'There is no such image.')
  const read = await readJsonBody(req, LIGHTER_BODY_BYTES)
  if ('response' in read) return read.response
  const { body } = read
  const parsed = lighterCopySchema.safeParse(body)
  if (!parsed.success) return badRequest(zodIssues(parsed.error, body))
  try {
    return answer(200, await makeLighterCopy(req.payload, { mediaId: id, ...parsed.data }, req))
  } catch (error) {
    if (error instanceof UnprocessableError) return refuse(422, error.message, error.field)
    if (error instanceof ForbiddenError || error instanceof Forbidden) return refuse(403, error.message)
    if (error instanceof NotFoundError || error instanceof NotFound)
      return refuse(404, 'There is no such image among the files you may replace.')
    req.payload.logger.error({ err: error }, 'making a lighter copy of an image failed')
    return refuse(503, 'The lighter copy could not be made right now; the image is unchanged. Try again in a moment.')
  }
}

export const lighterCopyEndpoint: Endpoint = { path: '/:id/lighter', method: 'post', handler: lighterCopy }
