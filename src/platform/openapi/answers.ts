/**
 * The platform's refusals (src/platform/http.ts, docs/api.md "Errors") as the API description states them: one schema
 * per shape, and the answers the operations share. answers.test.ts parses what http.ts answers with these schemas.
 */
import { z } from 'zod'
import { PayloadTooLargeError } from '../errors'
import type { ApiResponse } from './operation'

export const errorAnswer = z.object({ error: z.string().max(1000) })

export const badRequestAnswer = z.object({
  error: z.string(),
  issues: z.array(
    z.object({
      /** Dot/bracket form (`VehicleRequests[0].Parameters.Term`); `""` for the body as a whole. */
      field: z.string(),
      message: z.string(),
    }),
  ),
})

export const tooManyAnswer = z.object({ error: z.string(), retryAfter: z.int().positive() })

export const unprocessableAnswer = z.object({ error: z.string(), field: z.string() })

/** Shared answers by status; an operation adds its own wording in `description` where it says more. */
export const badRequest = (description = 'A field fails the schema; `issues` names each field.'): ApiResponse => ({
  description,
  schema: badRequestAnswer,
  example: {
    error: 'price: Too small: expected number to be >0',
    issues: [{ field: 'price', message: 'Too small: expected number to be >0' }],
  },
})

export const notFound = (description: string, example?: unknown): ApiResponse => ({
  description,
  schema: errorAnswer,
  ...(example === undefined ? {} : { example }),
})

export const conflict = (description: string, schema: z.ZodType = errorAnswer, example?: unknown): ApiResponse => ({
  description,
  schema,
  ...(example === undefined ? {} : { example }),
})

export const tooLarge = (kb: number): ApiResponse => {
  const { message } = new PayloadTooLargeError(kb * 1024)
  return { description: message, schema: errorAnswer, example: { error: message } }
}

export const unprocessable = (description: string): ApiResponse => ({ description, schema: unprocessableAnswer })

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' as const } },
}

/**
 * Every guarded route: the refusal budget holds back an address refused too often (`RATE_LIMIT_REFUSAL_IP`); `limit`
 * says when the route's own limits refuse, e.g. "Past the `api-ip` limit".
 */
export const tooMany = (limit?: string): ApiResponse => ({
  description:
    (limit ? `${limit}; or when` : 'When') +
    ' the client address was refused too often in a minute (`RATE_LIMIT_REFUSAL_IP`).',
  schema: tooManyAnswer,
  headers: RETRY_AFTER,
  example: { error: 'Too many requests; please try again in 42 seconds.', retryAfter: 42 },
})

export const unavailable = (description: string): ApiResponse => ({ description, schema: errorAnswer })

export const internalError = (description: string): ApiResponse => ({ description, schema: errorAnswer })

/** A site-bound route on a host that no site answers for (src/sites/site-selection.ts). */
export const noSite = (): ApiResponse => ({
  description: 'No site is configured for the request’s host.',
  schema: errorAnswer,
  example: { error: 'No site is configured for this address.' },
})
