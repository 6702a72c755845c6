/**
 * One HTTP operation as the API description (docs/api.md, GET /api/openapi.json) knows it: the zod schemas its route
 * handler validates with — the very objects, imported from the feature's contract, so the document is generated from
 * what the handler checks and a test can see that the two are the same — an example request, and its answers.
 */
import type { z } from 'zod'

export type HttpMethod = 'get' | 'post'

/**
 * A schema the handler builds per request from the site's date (a rule compares a field with today). JSON Schema
 * cannot state such a rule, so every day's schema has the same description; the document takes the day it is made.
 */
export type DaySchema = (today: string) => z.ZodType

/** How a caller proves who it is; `token` is the schema the handler checks the credential with, when it has one. */
export type ApiSecurity = {
  /** The scheme's name in `components.securitySchemes`. */
  id: string
  scheme:
    | { type: 'http'; scheme: 'bearer'; bearerFormat?: string; description: string }
    | { type: 'apiKey'; in: 'cookie' | 'header' | 'query'; name: string; description: string }
  token?: z.ZodType
}

export type ApiResponse = {
  description: string
  /** `application/json` unless said otherwise; `null`: an answer without a body (a redirect). */
  contentType?: string | null
  /**
   * The answer's shape: for answers the browser parses, the browser's own schema (its input side is what travels);
   * none where the answer is a TypeScript type only, or not JSON.
   */
  schema?: z.ZodType
  example?: unknown
  /** A stream's (`text/event-stream`) messages: the schema of each `data:` JSON, as the extension `x-event-data`. */
  events?: z.ZodType
  headers?: Record<string, { description: string; schema: { type: 'string' | 'integer' } }>
}

export type ApiOperation = {
  method: HttpMethod
  /** The address in OpenAPI's form, `{name}` for a path parameter: the route file's folder with `[name]` so written. */
  path: `/api/${string}`
  /** The feature, as the document's tag. */
  tag: string
  summary: string
  description?: string
  /**
   * Answered for the site of the request's Host (src/sites/request-site.ts): `?locale=` picks one of its languages
   * (any other value falls back to its default).
   */
  site?: boolean
  /** Path parameters: an object schema the handler parses them with, or one schema per parameter. */
  params?: z.ZodObject | Record<string, z.ZodType>
  /** The query string as `parseQuery` hands it over: each value a string, a repeated key a list. */
  query?: z.ZodType
  /** Request headers the handler validates (not Authorization: that is `security`). */
  headers?: Record<string, { schema: z.ZodType; required: boolean; description: string }>
  body?: z.ZodType | DaySchema
  /** `application/json` unless said otherwise (HTML forms send `application/x-www-form-urlencoded`). */
  bodyType?: string
  security?: ApiSecurity
  /** A request that shows the operation; each part passes its schema. */
  example: {
    params?: Record<string, string>
    query?: Record<string, string | string[]>
    headers?: Record<string, string>
    body?: unknown
  }
  responses: Record<number, ApiResponse>
}
