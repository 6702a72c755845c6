import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { openApiDocument } from '@/platform/openapi/document'
import { openApiProblems } from '@/platform/openapi/problems'
import { API_OPERATIONS, API_TAGS } from './operations'
import { GET } from './route'

const TODAY = '2026-11-29'
const document = openApiDocument(
  { title: 'T', version: '1', description: 'D', tags: API_TAGS, today: TODAY },
  API_OPERATIONS,
)
const where = (op: (typeof API_OPERATIONS)[number]) => `${op.method.toUpperCase()} ${op.path}`

describe('the API description of every public route', () => {
  it('is a valid OpenAPI 3.1 document: the official schema with its JSON Schema dialect, and the rules beyond it', async () => {
    expect(await openApiProblems(document)).toEqual([])
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

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

/** The problems of a copy of the document after `change`: each check proven able to fail on this document. */
const broken = async (change: (copy: Json) => void) => {
  const copy = structuredClone(document) as Json
  change(copy)
  return openApiProblems(copy)
}
const car = (d: Json) => d.paths['/api/mechmate/car/{registrationNumber}'].get
const manage = (d: Json) => d.paths['/api/bookings/manage'].get
const plate = '#/paths/~1api~1mechmate~1car~1{registrationNumber}/get/parameters/0/schema'

describe('a copy of the document with one mistake', () => {
  it('fails on a Schema Object keyword of the wrong kind (the 2020-12 meta-schemas)', async () => {
    expect(await broken((d) => (car(d).parameters[0].schema.type = 'int'))).toContain(
      `${plate}/type: breaks https://json-schema.org/draft/2020-12/meta/validation#/properties/type/anyOf`,
    )
    expect(await broken((d) => (car(d).parameters[0].schema.minLength = '3'))).toContain(
      `${plate}/minLength: breaks https://json-schema.org/draft/2020-12/meta/validation#/$defs/nonNegativeInteger/type`,
    )
  })

  it('fails on a pattern that is no ECMA-262 regular expression, with the u flag JSON Schema uses', async () => {
    const format = `${plate}/pattern: breaks https://json-schema.org/draft/2020-12/meta/validation#/properties/pattern/format`
    expect(await broken((d) => (car(d).parameters[0].schema.pattern = '(['))).toEqual([format])
    // Valid without the flag, not with it.
    expect(await broken((d) => (car(d).parameters[0].schema.pattern = '^\\-$'))).toEqual([format])
  })

  it('fails on a field that is not OpenAPI’s', async () => {
    expect(await broken((d) => (car(d).summery = 'x'))).toContain(
      '#/paths/~1api~1mechmate~1car~1{registrationNumber}/get/summery: breaks https://spec.openapis.org/oas/3.1/schema#/$defs/operation/unevaluatedProperties',
    )
  })

  it('fails on a $ref that does not resolve, in an answer or inside a schema', async () => {
    expect(
      await broken(
        (d) => (car(d).responses[404].content['application/json'].schema.$ref = '#/components/schemas/Nope'),
      ),
    ).toEqual(['Missing $ref pointer "#/components/schemas/Nope". Token "Nope" does not exist.'])
    expect(
      await broken((d) => (car(d).responses[200].content['application/json'].schema.items = { $ref: '#/$defs/none' })),
    ).toEqual(['Missing $ref pointer "#/$defs/none". Token "$defs" does not exist.'])
  })

  it('fails on a path parameter the operation does not declare, or declares without the path naming it', async () => {
    expect(await broken((d) => car(d).parameters.shift())).toEqual([
      '`/paths/api/mechmate/car/{registrationNumber}/get` is missing path parameter(s) for `{registrationNumber}`.',
    ])
    expect(
      await broken((d) =>
        car(d).parameters.push({ name: 'x', in: 'path', required: true, schema: { type: 'string' } }),
      ),
    ).toEqual([
      '`/paths/api/mechmate/car/{registrationNumber}/get` has a path parameter named `x`, but there is no corresponding `{x}` in the path string.',
    ])
  })

  it('fails on an operationId used twice', async () => {
    expect(await broken((d) => (manage(d).operationId = car(d).operationId))).toEqual([
      'The operationId `getMechmateCarRegistrationNumber` is duplicated and must be made unique.',
    ])
  })

  it('fails on a malformed security requirement or scheme, and on one naming no scheme', async () => {
    expect(await broken((d) => (manage(d).security = [{ manageLink: 'x' }]))).toContain(
      '#/paths/~1api~1bookings~1manage/get/security/0/manageLink: breaks https://spec.openapis.org/oas/3.1/schema#/$defs/security-requirement/additionalProperties/type',
    )
    expect(await broken((d) => delete d.components.securitySchemes.manageLink.scheme)).toContain(
      '`/components/securitySchemes/manageLink` (`type: http`) is missing required property `scheme`.',
    )
    expect(await broken((d) => (manage(d).security = [{ manageLinks: [] }]))).toEqual([
      'GET /api/bookings/manage: security names "manageLinks", which components.securitySchemes lacks',
    ])
  })
})
