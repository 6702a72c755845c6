/**
 * The OpenAPI 3.1 document of a list of operations (./operation.ts), with zod 4's own JSON Schema conversion
 * (`z.toJSONSchema`, draft 2020-12, which OpenAPI 3.1's Schema Object is).
 *
 * Every schema is converted on its input side (`io: 'input'`): the document describes what travels on the wire. For a
 * request that is what the handler's schema takes in before its transforms (a plate with spaces, a number as text in a
 * query, a default left out); for an answer, what the browser's schema takes in. Refinements (a residual no larger
 * than the amount financed, a date not before today) have no JSON Schema form and are left out: the descriptions and
 * docs/api.md state them, and the 400 names the field that breaks one.
 */
import { z } from 'zod'
import { LOCALES } from '@/cms/locales'
import { errorAnswer, noSite } from './answers'
import type { ApiOperation, ApiResponse } from './operation'

type Json = Record<string, unknown>

export type DocumentInfo = {
  title: string
  version: string
  description: string
  /** The tags in the order a reader meets them, with what each covers. */
  tags: { name: string; description: string }[]
  /** The date (YYYY-MM-DD) the document is made, for schemas built per day. */
  today: string
}

/** A zod schema as a Schema Object: its wire (input) side, without the dialect line the document already states. */
export function wireSchema(schema: z.ZodType): Json {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as Json
  return json
}

const operationId = (op: ApiOperation) =>
  op.method +
  op.path
    .replace(/^\/api/, '')
    .split(/[/.{}-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')

/** An object schema's properties as parameters; a union of objects (either these or those) as all of them, optional. */
function parametersOf(where: 'path' | 'query', schema: Json, describe?: string): Json[] {
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  if (options) {
    const seen = new Set<string>()
    return options.flatMap((option) =>
      parametersOf(where, option, describe)
        .filter((p) => !seen.has(p.name as string) && seen.add(p.name as string))
        .map((p) => ({ ...p, required: where === 'path' })),
    )
  }
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(describe ? { description: describe } : {}),
    schema: property,
    // A list in the query is the key repeated (`?a=1&a=2`), as parseQuery reads it.
    ...(where === 'query' ? { style: 'form', explode: true } : {}),
  }))
}

function pathParameters(op: ApiOperation): Json[] {
  if (!op.params) return []
  if (op.params instanceof z.ZodObject) return parametersOf('path', wireSchema(op.params))
  return Object.entries(op.params).map(([name, schema]) => ({
    name,
    in: 'path',
    required: true,
    schema: wireSchema(schema),
  }))
}

const LOCALE_PARAMETER = {
  name: 'locale',
  in: 'query',
  required: false,
  description:
    'One of the site’s languages, for the texts of the answer; any other value (or none) gives the site’s default.',
  schema: wireSchema(z.enum(LOCALES)),
}

function parameters(op: ApiOperation): Json[] {
  const querySchema = op.query ? wireSchema(op.query) : null
  const query = querySchema
    ? parametersOf('query', querySchema, querySchema.anyOf ? 'Give the parameters of one alternative.' : undefined)
    : []
  const site = op.site && !query.some((p) => p.name === 'locale') ? [LOCALE_PARAMETER] : []
  const headers = Object.entries(op.headers ?? {}).map(([name, header]) => ({
    name,
    in: 'header',
    required: header.required,
    description: header.description,
    schema: wireSchema(header.schema),
  }))
  const all = [...pathParameters(op), ...query, ...site, ...headers]
  return all.map((parameter) => {
    const example = exampleOf(op, parameter.in as string, parameter.name as string)
    return example === undefined ? parameter : { ...parameter, example: typed(parameter.schema as Json, example) }
  })
}

/** An example as the schema's type states it: the text of a number in an address is, to the schema, the number. */
function typed(schema: Json, example: string | string[]): unknown {
  const numeric = schema.type === 'integer' || schema.type === 'number'
  return numeric && typeof example === 'string' && example.trim() !== '' && Number.isFinite(Number(example))
    ? Number(example)
    : example
}

function exampleOf(op: ApiOperation, where: string, name: string): string | string[] | undefined {
  if (where === 'path') return op.example.params?.[name]
  if (where === 'query') return op.example.query?.[name]
  if (where === 'header') return op.example.headers?.[name]
  return undefined
}

function response(answer: ApiResponse): Json {
  const type = answer.contentType === undefined ? 'application/json' : answer.contentType
  const media: Json = {}
  if (answer.schema)
    media.schema = answer.schema === errorAnswer ? { $ref: '#/components/schemas/Error' } : wireSchema(answer.schema)
  if (answer.events) media['x-event-data'] = wireSchema(answer.events)
  if (answer.example !== undefined) media.example = answer.example
  return {
    description: answer.description,
    ...(answer.headers ? { headers: answer.headers } : {}),
    ...(type === null ? {} : { content: { [type]: media } }),
  }
}

function operation(op: ApiOperation, today: string): Json {
  const params = parameters(op)
  const body = typeof op.body === 'function' ? op.body(today) : op.body
  const responses: Record<string, Json> = {}
  for (const [status, answer] of Object.entries(op.responses)) responses[status] = response(answer)
  if (op.site && !responses[404]) responses[404] = response(noSite())
  return {
    operationId: operationId(op),
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              [op.bodyType ?? 'application/json']: {
                schema: wireSchema(body),
                ...(op.example.body === undefined ? {} : { example: op.example.body }),
              },
            },
          },
        }
      : {}),
    ...(op.security ? { security: [{ [op.security.id]: [] }] } : {}),
    responses,
  }
}

/** The document: paths in the order given, one path item per address with its methods. */
export function openApiDocument(info: DocumentInfo, operations: readonly ApiOperation[]): Json {
  const paths: Record<string, Record<string, Json>> = {}
  const securitySchemes: Record<string, Json> = {}
  for (const op of operations) {
    const item = (paths[op.path] ??= {})
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is described twice`)
    item[op.method] = operation(op, info.today)
    if (op.security) securitySchemes[op.security.id] = op.security.scheme
  }
  return {
    openapi: '3.1.1',
    info: { title: info.title, version: info.version, description: info.description },
    tags: info.tags,
    paths,
    components: {
      schemas: { Error: wireSchema(errorAnswer) },
      ...(Object.keys(securitySchemes).length ? { securitySchemes } : {}),
    },
  }
}
