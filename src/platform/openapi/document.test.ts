import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { badRequest, errorAnswer } from './answers'
import { openApiDocument, wireSchema } from './document'
import type { ApiOperation } from './operation'
import { openApiProblems } from './problems'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const info = {
  title: 'T',
  version: '1',
  description: 'D',
  tags: [{ name: 'A', description: 'a' }],
  today: '2026-11-29',
}
const plate = z
  .string()
  .max(20)
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{2,7}$/))

const ops: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/cars/{site}/{plate}',
    tag: 'A',
    summary: 'path parameters from an object schema',
    params: z.strictObject({ site: z.enum(['se', 'uk']), plate }),
    query: z.union([
      z.strictObject({ q: z.string().max(60) }),
      z.strictObject({ lat: z.coerce.number(), lng: z.coerce.number() }),
    ]),
    site: true,
    example: { params: { site: 'se', plate: 'ABC 123' }, query: { q: 'x' } },
    responses: { 200: { description: 'ok', schema: z.object({ ok: z.boolean() }) }, 400: badRequest() },
  },
  {
    method: 'post',
    path: '/api/book/{plate}',
    tag: 'A',
    summary: 'one schema per path parameter, a header, a body built per day, a stream',
    params: { plate },
    headers: { 'Idempotency-Key': { schema: z.string().max(100), required: false, description: 'retries' } },
    query: z.strictObject({ locale: z.string().max(10).optional() }),
    body: (today) => z.strictObject({ day: z.string().refine((d) => d >= today), n: z.int().default(1) }),
    security: { id: 'link', scheme: { type: 'http', scheme: 'bearer', description: 'the link' } },
    example: { params: { plate: 'ABC123' }, headers: { 'Idempotency-Key': 'abcdefgh' }, body: { day: '2027-01-01' } },
    responses: {
      200: {
        description: 'events',
        contentType: 'text/event-stream',
        schema: z.string(),
        events: z.object({ id: z.int() }),
      },
      303: { description: 'elsewhere', contentType: null },
      404: { description: 'none', schema: errorAnswer },
    },
  },
]

describe('openApiDocument', () => {
  const doc = openApiDocument(info, ops) as Json

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(await openApiProblems(doc)).toEqual([])
    expect(doc.openapi).toMatch(/^3\.1\./)
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc)
  })

  it('describes the wire: the input side of transforms, coercions and defaults', () => {
    const [site, path] = doc.paths['/api/cars/{site}/{plate}'].get.parameters
    expect(site).toMatchObject({
      name: 'site',
      in: 'path',
      required: true,
      schema: { enum: ['se', 'uk'] },
      example: 'se',
    })
    // The plate as sent (spaces allowed, at most 20), not as the handler keeps it.
    expect(path.schema).toEqual({ type: 'string', maxLength: 20 })
    const body = doc.paths['/api/book/{plate}'].post.requestBody.content['application/json'].schema
    expect(body.required).toEqual(['day'])
    expect(body.properties.n.default).toBe(1)
  })

  it('gives the query parameters of every alternative of a union, none of them required', () => {
    const names = doc.paths['/api/cars/{site}/{plate}'].get.parameters
      .filter((p: Json) => p.in === 'query')
      .map((p: Json) => [p.name, p.required, p.schema.type])
    expect(names).toEqual([
      ['q', false, 'string'],
      ['lat', false, 'number'],
      ['lng', false, 'number'],
      ['locale', false, 'string'],
    ])
  })

  it('adds the site’s locale and its 404 to site-bound operations, unless the query has its own', () => {
    const get = doc.paths['/api/cars/{site}/{plate}'].get
    expect(get.parameters.find((p: Json) => p.name === 'locale').schema.enum).toContain('sv-SE')
    expect(get.responses[404].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' })
    const post = doc.paths['/api/book/{plate}'].post
    expect(post.parameters.filter((p: Json) => p.name === 'locale')).toHaveLength(1)
  })

  it('states headers, security, streams and answers without a body', () => {
    const post = doc.paths['/api/book/{plate}'].post
    expect(post.parameters.find((p: Json) => p.in === 'header')).toMatchObject({
      name: 'Idempotency-Key',
      required: false,
      example: 'abcdefgh',
    })
    expect(post.security).toEqual([{ link: [] }])
    expect(doc.components.securitySchemes.link).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(post.responses[200].content['text/event-stream']['x-event-data'].required).toEqual(['id'])
    expect(post.responses[303]).toEqual({ description: 'elsewhere' })
    expect(post.operationId).toBe('postBookPlate')
  })

  it('builds a per-day schema for the day the document is made', () => {
    const days: string[] = []
    openApiDocument(info, [{ ...ops[1], body: (today) => (days.push(today), z.object({})) }])
    expect(days).toEqual(['2026-11-29'])
  })

  it('refuses an operation described twice', () => {
    expect(() => openApiDocument(info, [ops[0], ops[0]])).toThrow('GET /api/cars/{site}/{plate} is described twice')
  })

  it('leaves the dialect line out of each schema', () => {
    expect(wireSchema(z.string())).toEqual({ type: 'string' })
  })
})
