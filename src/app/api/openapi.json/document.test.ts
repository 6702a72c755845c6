import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openApiDocument } from '@/platform/openapi/document'
import { structuralProblems } from '@/platform/openapi/structure'
import { API_OPERATIONS, API_TAGS } from './operations'
import { GET } from './route'

const TODAY = '2026-11-29'
const document = openApiDocument(
  { title: 'T', version: '1', description: 'D', tags: API_TAGS, today: TODAY },
  API_OPERATIONS,
)
const where = (op: (typeof API_OPERATIONS)[number]) => `${op.method.toUpperCase()} ${op.path}`

describe('the API description of every public route', () => {
  it('breaks none of the OpenAPI 3.1 rules structuralProblems checks', () => {
    expect(structuralProblems(document)).toEqual([])
  })

  it('has examples that pass the schemas they illustrate', () => {
    const failures: string[] = []
    const check = (at: string, schema: z.ZodType | undefined, value: unknown) => {
      if (schema && value !== undefined && !schema.safeParse(value).success) failures.push(at)
    }
    for (const op of API_OPERATIONS) {
      const { params, query, headers, body } = op.example
      if (op.params instanceof z.ZodObject) check(`${where(op)} params`, op.params, params)
      else
        for (const [name, schema] of Object.entries(op.params ?? {}))
          check(`${where(op)} {${name}}`, schema, params?.[name])
      check(`${where(op)} query`, op.query, query ?? {})
      for (const [name, header] of Object.entries(op.headers ?? {}))
        check(`${where(op)} ${name}`, header.schema, headers?.[name])
      check(`${where(op)} body`, typeof op.body === 'function' ? op.body(TODAY) : op.body, body)
      const bearer = /^Bearer (.+)$/.exec(headers?.Authorization ?? '')
      if (op.security?.token) check(`${where(op)} credential`, op.security.token, bearer?.[1])
      for (const [status, answer] of Object.entries(op.responses))
        check(`${where(op)} ${status}`, answer.schema, answer.example)
    }
    expect(failures).toEqual([])
  })

  it('gives every operation an example of what it takes and a success', () => {
    for (const op of API_OPERATIONS) {
      if (op.body) expect(op.example.body, where(op)).toBeDefined()
      expect(
        Object.keys(op.responses).some((s) => /^[23]/.test(s)),
        where(op),
      ).toBe(true)
    }
  })

  it('is served once per process, cacheable, and as 304 to a client that has it', async () => {
    const first = await GET(new Request('http://se.localhost/api/openapi.json'))
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    const served = (await first.json()) as { paths: Record<string, unknown>; info: { version: string } }
    expect(Object.keys(served.paths)).toEqual(Object.keys(document.paths as object))
    const etag = first.headers.get('etag')!
    const again = await GET(new Request('http://se.localhost/api/openapi.json'))
    expect(again.headers.get('etag')).toBe(etag)
    const cached = await GET(
      new Request('http://se.localhost/api/openapi.json', { headers: { 'if-none-match': etag } }),
    )
    expect(cached.status).toBe(304)
  })
})
