import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ConflictError, InputError, NotFoundError, TooManyRequestsError, UnprocessableError } from './errors'
import {
  answer,
  DEFAULT_BODY_LIMIT,
  errorToResponse,
  parseBody,
  parseQuery,
  queryObject,
  readBody,
  tooManyRequests,
  zodIssues,
} from './http'
import { log as logger } from '@/platform/log/logger'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://se.localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

/** A body that arrives in chunks without a Content-Length, counting how many chunks were pulled. */
function chunked(chunk: string, count: number) {
  const pulled = { n: 0 }
  const bytes = new TextEncoder().encode(chunk)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.n === count) return controller.close()
      pulled.n += 1
      controller.enqueue(bytes)
    },
  })
  return { request: post(stream), pulled }
}

const Schema = z.strictObject({ name: z.string().max(5), size: z.enum(['S', 'M']), count: z.int().min(1) })

afterEach(() => vi.restoreAllMocks())

describe('readBody', () => {
  it('reads a body under the cap', async () => {
    expect(await readBody(post('{"a":1}'))).toBe('{"a":1}')
  })

  it('refuses a declared Content-Length over the cap without reading', async () => {
    const request = post('x', { 'content-length': String(DEFAULT_BODY_LIMIT + 1) })
    await expect(readBody(request)).rejects.toMatchObject({
      name: 'PayloadTooLargeError',
      limitBytes: DEFAULT_BODY_LIMIT,
    })
    expect(request.bodyUsed).toBe(false)
  })

  it('stops reading a stream without Content-Length once it passes the cap', async () => {
    const { request, pulled } = chunked('x'.repeat(1024), 1000)
    await expect(readBody(request, 4096)).rejects.toMatchObject({ name: 'PayloadTooLargeError' })
    expect(pulled.n).toBeLessThan(10)
  })

  it('accepts exactly the cap', async () => {
    const { request } = chunked('x'.repeat(1024), 4)
    expect(await readBody(request, 4096)).toHaveLength(4096)
  })

  it('refuses bytes that are not UTF-8', async () => {
    await expect(readBody(post(new Uint8Array([0x7b, 0xff, 0x7d])))).rejects.toBeInstanceOf(InputError)
  })
})

describe('parseBody', () => {
  it('parses a valid body', async () => {
    const parsed = await parseBody(post(JSON.stringify({ name: 'a', size: 'S', count: 2 })), Schema)
    expect(parsed).toEqual({ data: { name: 'a', size: 'S', count: 2 } })
  })

  it('answers 413 with the cap in words', async () => {
    const parsed = await parseBody(post(JSON.stringify({ name: 'x'.repeat(200) })), Schema, { limitBytes: 100 })
    if (!('response' in parsed)) throw new Error('expected a response')
    expect(parsed.response.status).toBe(413)
    expect((await parsed.response.json()).error).toBe(
      'The request body is larger than the 100 bytes this address accepts.',
    )
  })

  it('answers 400 for a body that is not JSON', async () => {
    const parsed = await parseBody(post('{"name": '), Schema)
    if (!('response' in parsed)) throw new Error('expected a response')
    expect(parsed.response.status).toBe(400)
    expect(await parsed.response.json()).toEqual({
      error: 'the body must be JSON',
      issues: [{ field: '', message: 'the body must be JSON' }],
    })
  })

  it('answers 400 naming every bad field, never repeating the values sent, not cached', async () => {
    const parsed = await parseBody(
      post(JSON.stringify({ name: 'SECRET-NAME', size: 'SECRET-SIZE', count: 0.5, extra_key: 1 })),
      Schema,
    )
    if (!('response' in parsed)) throw new Error('expected a response')
    expect(parsed.response.status).toBe(400)
    expect(parsed.response.headers.get('cache-control')).toBe('no-store')
    const body = await parsed.response.json()
    expect(body.issues.map((i: { field: string }) => i.field).sort()).toEqual(['count', 'extra_key', 'name', 'size'])
    expect(JSON.stringify(body)).not.toContain('SECRET')
    expect(body.error).toContain('size: Invalid option: expected one of "S"|"M"')
  })

  it('answers 400 naming the field for a NUL or an unpaired surrogate in any string, before the schema', async () => {
    const Loose = z.object({ customer: z.object({ name: z.string() }), note: z.string().optional() })
    for (const [text, field] of [
      ['{"customer":{"name":"Anna\\u0000"}}', 'customer.name'],
      ['{"customer":{"name":"A"},"note":"\\ud800"}', 'note'],
      ['{"customer":{"name":"A"},"x\\u0000":1}', ''],
    ] as const) {
      const parsed = await parseBody(post(text), Loose)
      if (!('response' in parsed)) throw new Error(`expected a response for ${text}`)
      expect(parsed.response.status).toBe(400)
      expect((await parsed.response.json()).issues).toEqual([
        { field, message: 'contains a NUL character or an unpaired surrogate, which no field takes' },
      ])
    }
    expect(await parseBody(post('{"customer":{"name":"Anna 😀"}}'), Loose)).toEqual({
      data: { customer: { name: 'Anna 😀' } },
    })
  })
})

describe('zodIssues', () => {
  it('replaces a custom message that repeats the input by a generic one for its code', () => {
    const schema = z.object({
      plate: z.string().refine((v) => v.length < 3, { error: (issue) => `plate ${String(issue.input)} is too long` }),
    })
    const input = { plate: 'ABC123' }
    const result = schema.safeParse(input)
    if (result.success) throw new Error('expected a failure')
    expect(zodIssues(result.error, input)).toEqual([{ field: 'plate', message: 'is not valid' }])
  })

  it('names nested fields and array positions', () => {
    const schema = z.object({ items: z.array(z.object({ qty: z.number() })) })
    const input = { items: [{ qty: 1 }, { qty: 'two' }] }
    const result = schema.safeParse(input)
    if (result.success) throw new Error('expected a failure')
    expect(zodIssues(result.error, input)).toEqual([
      { field: 'items[1].qty', message: 'Invalid input: expected number, received string' },
    ])
  })

  it('names each unknown key as its own field', () => {
    const result = z.strictObject({ a: z.strictObject({}) }).safeParse({ a: { page: 1, sort: 2 } })
    if (result.success) throw new Error('expected a failure')
    expect(zodIssues(result.error)).toEqual([
      { field: 'a.page', message: 'is not a known field' },
      { field: 'a.sort', message: 'is not a known field' },
    ])
  })

  it('does not repeat an unknown key that does not look like a field name', () => {
    const result = z.strictObject({}).safeParse({ '<script>alert(1)</script>': 1 })
    if (result.success) throw new Error('expected a failure')
    expect(zodIssues(result.error)).toEqual([{ field: '', message: 'has fields that are not known' }])
  })
})

describe('parseQuery', () => {
  const Near = z.strictObject({
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
    brand: z.array(z.string()).optional(),
  })

  it('parses numbers and repeated keys', () => {
    const parsed = parseQuery(new Request('http://x/api/mechmate/near?lat=59.3&lng=18.07&brand=Kia&brand=Volvo'), Near)
    expect(parsed).toEqual({ data: { lat: 59.3, lng: 18.07, brand: ['Kia', 'Volvo'] } })
  })

  it('answers 400 naming the field', async () => {
    const parsed = parseQuery(new URL('http://x/?lat=123&lng=18'), Near)
    if (!('response' in parsed)) throw new Error('expected a response')
    expect(parsed.response.status).toBe(400)
    expect((await parsed.response.json()).issues).toEqual([
      { field: 'lat', message: 'Too big: expected number to be <=90' },
    ])
  })

  it('answers 400 for a NUL in a query value or key', async () => {
    for (const url of [
      'http://x/?lat=59%00&lng=18',
      'http://x/?lat=59&lng=18&brand=%00',
      'http://x/?lat=59&lng=18&%00=1',
    ]) {
      const parsed = parseQuery(new URL(url), Near)
      if (!('response' in parsed)) throw new Error(`expected a response for ${url}`)
      expect(parsed.response.status).toBe(400)
      expect((await parsed.response.json()).error).toMatch(/NUL/)
    }
  })

  it('keeps a single value a string', () => {
    expect(queryObject(new URLSearchParams('a=1&b=2&b=3'))).toEqual({ a: '1', b: ['2', '3'] })
  })
})

describe('errorToResponse and answer', () => {
  it.each([
    [
      new InputError('deposit', 'must be lower'),
      400,
      { error: 'deposit: must be lower', issues: [{ field: 'deposit', message: 'must be lower' }] },
    ],
    [new NotFoundError('no such quotation'), 404, { error: 'no such quotation' }],
    [new ConflictError('the slot is taken'), 409, { error: 'the slot is taken' }],
    [
      new UnprocessableError('formSubmissionId', 'was sent with other values'),
      422,
      { error: 'was sent with other values', field: 'formSubmissionId' },
    ],
  ])('answers %s with its status', async (error, status, body) => {
    const response = errorToResponse(error)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual(body)
  })

  it('answers 429 with Retry-After in whole seconds', async () => {
    const response = errorToResponse(new TooManyRequestsError(2.2, 'Slow down.'))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('3')
    expect(await response.json()).toEqual({ error: 'Slow down.', retryAfter: 3 })
    expect(tooManyRequests(0).headers.get('retry-after')).toBe('1')
  })

  it('logs an unknown error and answers 500 without stack or paths', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const response = await answer(() => {
      throw new Error('ENOENT: /srv/app/secret.json at Object.<anonymous> (/srv/app/x.ts:1:1)')
    })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toMatch(/ENOENT|\/srv|\.ts/)
    expect(JSON.parse(text)).toEqual({ error: 'The request could not be handled now; please try again later.' })
    expect(log).toHaveBeenCalledOnce()
  })

  it('lets a route choose status and text for the unexpected', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {})
    const response = await answer(() => Promise.reject(new Error('down')), {
      status: 503,
      message: 'Search is unavailable right now.',
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'Search is unavailable right now.' })
  })

  it('answers a result as JSON that no cache keeps', async () => {
    const response = await answer(() => ({ ok: true }))
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ ok: true })
  })
})
