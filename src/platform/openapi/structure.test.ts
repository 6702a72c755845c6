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
        operationId: 'getCar',
        tags: ['A'],
        parameters: [
          { name: 'plate', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Z]+$' } },
          { name: 'locale', in: 'query', required: false, style: 'form', schema: { type: 'string' } },
        ],
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

describe('structuralProblems', () => {
  it('finds none in a valid document', () => {
    expect(structuralProblems(valid())).toEqual([])
  })

  it('finds the version, the info and fields that are not OpenAPI’s', () => {
    expect(after((d) => (d.openapi = '3.0.3'))).toEqual(['openapi: is 3.1.x'])
    expect(after((d) => delete d.info.version)).toEqual(['info: has a version'])
    expect(after((d) => (d.paths['/api/car/{plate}'].get.summery = 'x'))).toEqual([
      'GET /api/car/{plate}: has "summery", not a field of this object',
    ])
    expect(after((d) => (d.paths['/api/car/{plate}'].get['x-note'] = 'x'))).toEqual([])
  })

  it('finds path templates and parameters that do not match', () => {
    expect(after((d) => d.paths['/api/car/{plate}'].get.parameters.shift())).toEqual([
      'GET /api/car/{plate}: {plate} has no path parameter',
    ])
    expect(after((d) => (d.paths['/api/car/{plate}'].get.parameters[0].required = false))).toEqual([
      'GET /api/car/{plate} parameters[0]: a path parameter is required: true',
    ])
    expect(after((d) => (d.paths['/api/car/{regNo}'] = { get: { responses: { 200: { description: 'x' } } } }))).toEqual(
      [
        '/api/car/{regNo}: is the same template as /api/car/{plate}',
        'GET /api/car/{regNo}: {regNo} has no path parameter',
      ],
    )
    expect(
      after((d) =>
        d.paths['/api/car/{plate}'].get.parameters.push({ name: 'Authorization', in: 'header', schema: {} }),
      ),
    ).toEqual([
      'GET /api/car/{plate} parameters[2]: a header parameter named Authorization is ignored; use the media types or security',
    ])
  })

  it('finds answers without a description, unknown statuses and references that do not resolve', () => {
    expect(after((d) => delete d.paths['/api/car/{plate}'].get.responses[200].description)).toEqual([
      'GET /api/car/{plate} 200: has a description',
    ])
    expect(after((d) => (d.paths['/api/car/{plate}'].get.responses['2000'] = { description: 'x' }))).toEqual([
      'GET /api/car/{plate} 2000: is not a status code',
    ])
    expect(after((d) => delete d.components.schemas.Error)).toEqual([
      '#.paths./api/car/{plate}.get.responses.404.content.application/json.schema: $ref #/components/schemas/Error does not resolve',
    ])
  })

  it('finds schemas that are not JSON Schema and security that is not declared', () => {
    const schema = (d: Json) => d.paths['/api/car/{plate}'].get.responses[200].content['application/json'].schema
    expect(after((d) => (schema(d).properties.a.type = 'int'))).toEqual([
      'GET /api/car/{plate} 200 content.application/json.schema.properties.a: "int" is not a JSON Schema type',
    ])
    expect(after((d) => schema(d).required.push('b'))).toEqual([
      'GET /api/car/{plate} 200 content.application/json.schema: requires "b", which it does not allow',
    ])
    expect(after((d) => (d.paths['/api/car/{plate}'].get.parameters[0].schema.pattern = '(['))).toEqual([
      'GET /api/car/{plate} parameters[0].schema: pattern is not an ECMA-262 regular expression',
    ])
    expect(after((d) => delete d.components.securitySchemes.link)).toEqual([
      'GET /api/car/{plate}: security names "link", which components.securitySchemes lacks',
    ])
    expect(after((d) => (d.paths['/api/car/{plate}'].get.tags = ['B']))).toEqual([
      'GET /api/car/{plate}: tag "B" is not declared',
    ])
  })
})
