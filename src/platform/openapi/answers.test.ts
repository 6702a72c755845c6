import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { NotFoundError, PayloadTooLargeError, UnprocessableError } from '../errors'
import { badRequest, errorResponse, errorToResponse, parseBody, tooManyRequests } from '../http'
import { badRequestAnswer, errorAnswer, tooLarge, tooManyAnswer, unprocessableAnswer } from './answers'

/** The schema with no field beside its own: the document must name every field the answer has. */
const exactly = (schema: z.ZodObject, body: unknown) => schema.strict().safeParse(body).success

describe('the refusals the document states are the ones src/platform/http.ts answers', () => {
  it('400: error and issues', async () => {
    expect(exactly(badRequestAnswer, await badRequest([{ field: 'price', message: 'is too small' }]).json())).toBe(true)
    const parsed = await parseBody(
      new Request('http://se.localhost/api/x', { method: 'POST', body: '{"a":1}' }),
      z.strictObject({ b: z.int() }),
    )
    expect('response' in parsed && exactly(badRequestAnswer, await parsed.response.json())).toBe(true)
  })

  it('404 and 413: error', async () => {
    expect(exactly(errorAnswer, await errorResponse(404, 'Not found.').json())).toBe(true)
    expect(exactly(errorAnswer, await errorToResponse(new NotFoundError('No such quote.')).json())).toBe(true)
    const tooBig = await errorToResponse(new PayloadTooLargeError(16 * 1024)).json()
    expect(tooBig).toEqual(tooLarge(16).example)
  })

  it('422: error and field', async () => {
    const body = await errorToResponse(new UnprocessableError('formSubmissionId', 'used with other values')).json()
    expect(exactly(unprocessableAnswer, body)).toBe(true)
  })

  it('429: error and retryAfter', async () => {
    expect(exactly(tooManyAnswer, await tooManyRequests(42).json())).toBe(true)
  })
})
