/**
 * Everything wrong with an OpenAPI 3.1 document, for the tests: two validators from npm and the rules neither checks.
 *
 * - hyperjump validates the document against the official schema with the OpenAPI JSON Schema dialect
 *   (`https://spec.openapis.org/oas/3.1/schema-base`): every object's fixed fields, and every Schema Object against
 *   the 2020-12 meta-schemas (a `type` that is no type, a `minLength` that is no number). Formats are asserted, so
 *   a `pattern` that is no ECMA-262 regular expression fails its `format: regex`.
 * - @readme/openapi-parser resolves every `$ref` and checks what the schema cannot: path templates and their
 *   parameters, duplicate parameters, unique operation ids (it checks the official schema too, without the dialect).
 * - ./structure.ts has the rest.
 *
 * A keyword the dialect does not know (`maxLenght`) is legal JSON Schema 2020-12, an annotation, so none of these
 * reports it.
 */
import { validate as readmeValidate } from '@readme/openapi-parser'
import { validate, setShouldValidateFormat } from '@hyperjump/json-schema/openapi-3-1'
import { BASIC } from '@hyperjump/json-schema/experimental'
import '@hyperjump/json-schema/formats'
import { structuralProblems } from './structure'

type Json = Record<string, unknown>

const SCHEMA_BASE = 'https://spec.openapis.org/oas/3.1/schema-base'

setShouldValidateFormat(true)

/** The document as a client reads it: its JSON text parsed, a copy the validators may change. */
const wire = (document: Json) => JSON.parse(JSON.stringify(document))

async function schemaProblems(document: Json): Promise<string[]> {
  const output = await validate(SCHEMA_BASE, wire(document), BASIC)
  if (output.valid) return []
  return (output.errors ?? []).map(
    (error) => `${decodeURIComponent(error.instanceLocation)}: breaks ${error.absoluteKeywordLocation}`,
  )
}

async function parserProblems(document: Json): Promise<string[]> {
  // It dereferences the copy in place; references elsewhere are not fetched (./structure.ts refuses them).
  const result = await readmeValidate(wire(document), { resolve: { external: false } })
  return result.valid ? [] : result.errors.map((error) => error.message)
}

/** The problems of a document: none when it is a valid OpenAPI 3.1 document by every check above. */
export async function openApiProblems(document: Json): Promise<string[]> {
  const [schema, parser] = await Promise.all([schemaProblems(document), parserProblems(document)])
  return [...schema, ...parser, ...structuralProblems(document)]
}
