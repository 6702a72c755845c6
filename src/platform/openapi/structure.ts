/**
 * The rules of an OpenAPI 3.1 document (spec.openapis.org/oas/v3.1.1) that the validators of ./problems.ts leave
 * unchecked. The official schema cannot state a rule that relates two places of the document, and leaves the
 * `media-range` format of `content`'s keys to the tool (hyperjump has no handler for it, so any key passes);
 * @readme/openapi-parser's own rules stop at path parameters, duplicate parameters and operation ids. So these stay
 * here: tags declared once, security requirements that name declared schemes, paths that differ in more than their
 * parameters' names, header parameters OpenAPI would ignore, media types, references that stay in the document,
 * and object schemas that require a property they forbid. Answers the problems found.
 */
type Json = Record<string, unknown>

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
/** Header parameters with these names are ignored by OpenAPI: the media types and security say them. */
const RESERVED_HEADERS = ['accept', 'content-type', 'authorization']
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+(;.*)?$/

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : [])
const entries = (value: unknown): [string, unknown][] => (isObject(value) ? Object.entries(value) : [])

export function structuralProblems(document: Json): string[] {
  const problems: string[] = []
  const problem = (where: string, text: string): void => void problems.push(`${where}: ${text}`)

  const schemes = isObject(document.components) ? (document.components.securitySchemes ?? {}) : {}
  const security = (where: string, requirements: unknown): void => {
    for (const requirement of objects(requirements))
      for (const name of Object.keys(requirement))
        if (!isObject(schemes) || !(name in schemes))
          problem(where, `security names "${name}", which components.securitySchemes lacks`)
  }
  const content = (where: string, value: unknown): void => {
    for (const [type] of entries(value)) if (!MEDIA_TYPE.test(type)) problem(where, `"${type}" is not a media type`)
  }

  // Tag names are unique (OpenAPI 3.1 §4.8.1.1); OpenAPI lets operations use undeclared ones, but here every tag
  // is declared with the description a reader of the document sees.
  const tags = new Set<string>()
  objects(document.tags).forEach((tag, i) => {
    if (tags.has(tag.name as string)) problem(`tags[${i}]`, `"${String(tag.name)}" is declared twice`)
    tags.add(tag.name as string)
  })
  security('document', document.security)

  const templates = new Map<string, string>()
  for (const [path, item] of entries(document.paths)) {
    // Paths that differ only in their parameters' names are the same path (OpenAPI 3.1 §4.8.8).
    const shape = path.replace(/\{[^}]+\}/g, '{}')
    if (templates.has(shape)) problem(path, `is the same template as ${templates.get(shape)}`)
    templates.set(shape, path)
    if (!isObject(item)) continue
    for (const method of METHODS) {
      const op = item[method]
      if (!isObject(op)) continue
      const where = `${method.toUpperCase()} ${path}`
      for (const tag of (op.tags ?? []) as string[]) if (!tags.has(tag)) problem(where, `tag "${tag}" is not declared`)
      objects(op.parameters).forEach((p, i) => {
        if (p.in === 'header' && RESERVED_HEADERS.includes(String(p.name).toLowerCase()))
          problem(
            `${where} parameters[${i}]`,
            `a header parameter named ${String(p.name)} is ignored; use the media types or security`,
          )
      })
      if (isObject(op.requestBody)) content(`${where} requestBody`, op.requestBody.content)
      for (const [status, answer] of entries(op.responses))
        if (isObject(answer)) content(`${where} ${status}`, answer.content)
      security(where, op.security)
    }
  }

  // The document is served alone: every $ref points into it. (The validator resolves the local ones; it is told
  // not to fetch others.) And no object schema requires a property it does not allow, which no value could meet.
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}[${i}]`))
    if (!isObject(value)) return
    if (typeof value.$ref === 'string' && !value.$ref.startsWith('#'))
      problem(where, `$ref ${value.$ref} points outside the document`)
    if (Array.isArray(value.required) && isObject(value.properties) && value.additionalProperties === false)
      for (const name of value.required)
        if (!(name in value.properties)) problem(where, `requires "${String(name)}", which it does not allow`)
    for (const [key, sub] of Object.entries(value))
      if (key !== 'example' && key !== 'examples') walk(sub, `${where}.${key}`)
  }
  walk(document, '#')
  return problems
}
