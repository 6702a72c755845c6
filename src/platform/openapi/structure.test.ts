import { describe, expect, it } from 'vitest'
import { structuralProblems } from './structure'

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const valid = (): Json => ({
  openapi: '3.1.1',
  info: { title: 'T', version: '1' },
  tags: [{ name: 'A' }],
  paths: {
    '/api/car/{plate}': {
      get: {
        tags: ['A'],
        parameters: [{ name: 'plate', in: 'path', required: true, schema: { type: 'string' } }],
        security: [{ link: [] }],
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { a: { type: 'integer' } },
                  required: ['a'],
                  additionalProperties: false,
                },
                example: { required: ['b'], properties: {}, additionalProperties: false },
              },
            },
          },
          404: {
            description: 'none',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: { Error: { type: 'object' } },
    securitySchemes: { link: { type: 'http', scheme: 'bearer' } },
  },
})

/** The problems of the valid document after `change`. */
const after = (change: (doc: Json) => void) => {
  const doc = valid()
  change(doc)
  return structuralProblems(doc)
}
const get = (d: Json) => d.paths['/api/car/{plate}'].get

describe('structuralProblems', () => {
  it('finds none in a valid document, whatever its examples hold', () => {
    expect(structuralProblems(valid())).toEqual([])
  })

  it('finds tags declared twice or not at all', () => {
    expect(after((d) => d.tags.push({ name: 'A' }))).toEqual(['tags[1]: "A" is declared twice'])
    expect(after((d) => (get(d).tags = ['B']))).toEqual(['GET /api/car/{plate}: tag "B" is not declared'])
  })

  it('finds security that names no declared scheme, in an operation or for the document', () => {
    expect(after((d) => delete d.components.securitySchemes.link)).toEqual([
      'GET /api/car/{plate}: security names "link", which components.securitySchemes lacks',
    ])
    expect(after((d) => (d.security = [{ key: [] }]))).toEqual([
      'document: security names "key", which components.securitySchemes lacks',
    ])
  })

  it('finds paths that differ only in their parameters’ names', () => {
    expect(after((d) => (d.paths['/api/car/{regNo}'] = {}))).toEqual([
      '/api/car/{regNo}: is the same template as /api/car/{plate}',
    ])
  })

  it('finds header parameters OpenAPI ignores', () => {
    expect(after((d) => get(d).parameters.push({ name: 'Authorization', in: 'header', schema: {} }))).toEqual([
      'GET /api/car/{plate} parameters[1]: a header parameter named Authorization is ignored; use the media types or security',
    ])
  })

  it('finds content keyed by what is not a media type', () => {
    expect(after((d) => (get(d).responses[404].content = { json: {} }))).toEqual([
      'GET /api/car/{plate} 404: "json" is not a media type',
    ])
    expect(after((d) => (get(d).requestBody = { content: { 'text plain': {} } }))).toEqual([
      'GET /api/car/{plate} requestBody: "text plain" is not a media type',
    ])
  })

  it('finds references outside the document and schemas that require what they forbid', () => {
    expect(
      after((d) => (get(d).responses[404].content['application/json'].schema.$ref = 'errors.json#/Error')),
    ).toEqual([
      '#.paths./api/car/{plate}.get.responses.404.content.application/json.schema: $ref errors.json#/Error points outside the document',
    ])
    expect(after((d) => get(d).responses[200].content['application/json'].schema.required.push('b'))).toEqual([
      '#.paths./api/car/{plate}.get.responses.200.content.application/json.schema: requires "b", which it does not allow',
    ])
  })
})
