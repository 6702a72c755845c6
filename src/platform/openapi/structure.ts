/**
 * The rules of OpenAPI 3.1 (spec.openapis.org/oas/v3.1.1) that a document can break by its structure, checked
 * without a validator package (none is installed; see docs/api.md "The API described for machines"): fixed fields
 * only (or `x-` extensions), path templates and their parameters, unique operation ids and parameters, responses
 * with descriptions, references that resolve, security schemes declared, and Schema Objects that are JSON Schema
 * 2020-12 in the keywords zod emits (types, required names, patterns that compile). Answers the problems found.
 */
type Json = Record<string, unknown>

const FIELDS = {
  document: [
    'openapi',
    'info',
    'jsonSchemaDialect',
    'servers',
    'paths',
    'webhooks',
    'components',
    'security',
    'tags',
    'externalDocs',
  ],
  info: ['title', 'summary', 'description', 'termsOfService', 'contact', 'license', 'version'],
  pathItem: [
    '$ref',
    'summary',
    'description',
    'get',
    'put',
    'post',
    'delete',
    'options',
    'head',
    'patch',
    'trace',
    'servers',
    'parameters',
  ],
  operation: [
    'tags',
    'summary',
    'description',
    'externalDocs',
    'operationId',
    'parameters',
    'requestBody',
    'responses',
    'callbacks',
    'deprecated',
    'security',
    'servers',
  ],
  parameter: [
    'name',
    'in',
    'description',
    'required',
    'deprecated',
    'allowEmptyValue',
    'style',
    'explode',
    'allowReserved',
    'schema',
    'example',
    'examples',
    'content',
  ],
  requestBody: ['description', 'content', 'required'],
  mediaType: ['schema', 'example', 'examples', 'encoding'],
  response: ['description', 'headers', 'content', 'links'],
  header: ['description', 'required', 'deprecated', 'style', 'explode', 'schema', 'example', 'examples', 'content'],
  components: [
    'schemas',
    'responses',
    'parameters',
    'examples',
    'requestBodies',
    'headers',
    'securitySchemes',
    'links',
    'callbacks',
    'pathItems',
  ],
  tag: ['name', 'description', 'externalDocs'],
} as const

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
const LOCATIONS = ['query', 'header', 'path', 'cookie']
/** Header parameters with these names are ignored by OpenAPI: the media types and security say them. */
const RESERVED_HEADERS = ['accept', 'content-type', 'authorization']
const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string', 'integer']
const STATUS = /^([1-5]\d\d|[1-5]XX|default)$/
const QUERY_STYLES = ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject']

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

export function structuralProblems(document: unknown): string[] {
  const problems: string[] = []
  const problem = (where: string, text: string): void => void problems.push(`${where}: ${text}`)

  function fields(where: string, value: unknown, allowed: readonly string[]): value is Json {
    if (!isObject(value)) {
      problem(where, 'is not an object')
      return false
    }
    for (const key of Object.keys(value))
      if (!allowed.includes(key) && !key.startsWith('x-')) problem(where, `has "${key}", not a field of this object`)
    return true
  }

  function schema(where: string, value: unknown): void {
    if (typeof value === 'boolean') return
    if (!isObject(value)) return problem(where, 'a schema is an object or a boolean')
    const types = value.type === undefined ? [] : [value.type].flat()
    for (const type of types)
      if (!TYPES.includes(type as string)) problem(where, `"${String(type)}" is not a JSON Schema type`)
    if (value.required !== undefined) {
      if (!Array.isArray(value.required) || value.required.some((r) => typeof r !== 'string'))
        problem(where, 'required is a list of names')
      else if (isObject(value.properties) && value.additionalProperties === false)
        for (const name of value.required)
          if (!(name in value.properties)) problem(where, `requires "${name}", which it does not allow`)
    }
    if (value.pattern !== undefined) {
      try {
        new RegExp(value.pattern as string, 'u')
      } catch {
        problem(where, 'pattern is not an ECMA-262 regular expression')
      }
    }
    for (const key of [
      'minimum',
      'maximum',
      'exclusiveMinimum',
      'exclusiveMaximum',
      'minLength',
      'maxLength',
      'minItems',
      'maxItems',
    ])
      if (value[key] !== undefined && typeof value[key] !== 'number') problem(where, `${key} is a number`)
    if (value.enum !== undefined && (!Array.isArray(value.enum) || value.enum.length === 0))
      problem(where, 'enum is a non-empty list')
    if (isObject(value.properties))
      for (const [name, sub] of Object.entries(value.properties)) schema(`${where}.properties.${name}`, sub)
    for (const key of ['items', 'additionalProperties', 'propertyNames', 'not'] as const)
      if (value[key] !== undefined) schema(`${where}.${key}`, value[key])
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const)
      if (value[key] !== undefined) {
        if (!Array.isArray(value[key]) || value[key].length === 0) problem(where, `${key} is a non-empty list`)
        else value[key].forEach((sub, i) => schema(`${where}.${key}[${i}]`, sub))
      }
  }

  function content(where: string, value: unknown): void {
    if (!isObject(value) || Object.keys(value).length === 0)
      return problem(where, 'content names at least one media type')
    for (const [type, media] of Object.entries(value)) {
      if (!/^[\w.+-]+\/[\w.+-]+(;.*)?$/.test(type)) problem(where, `"${type}" is not a media type`)
      if (fields(`${where}.${type}`, media, FIELDS.mediaType) && media.schema !== undefined)
        schema(`${where}.${type}.schema`, media.schema)
    }
  }

  function parameter(where: string, value: unknown, template: Set<string>): string | null {
    if (!fields(where, value, FIELDS.parameter)) return null
    if (typeof value.name !== 'string' || !value.name) problem(where, 'has no name')
    if (!LOCATIONS.includes(value.in as string)) problem(where, `"in" is one of ${LOCATIONS.join(', ')}`)
    if ((value.schema === undefined) === (value.content === undefined))
      problem(where, 'has exactly one of schema and content')
    if (value.schema !== undefined) schema(`${where}.schema`, value.schema)
    if (value.in === 'path') {
      if (value.required !== true) problem(where, 'a path parameter is required: true')
      if (!template.has(value.name as string)) problem(where, `the path has no {${String(value.name)}}`)
    }
    if (value.in === 'header' && RESERVED_HEADERS.includes(String(value.name).toLowerCase()))
      problem(where, `a header parameter named ${String(value.name)} is ignored; use the media types or security`)
    if (value.style !== undefined && value.in === 'query' && !QUERY_STYLES.includes(value.style as string))
      problem(where, `style "${String(value.style)}" is not a query style`)
    return `${String(value.in)}:${String(value.name)}`
  }

  if (!fields('document', document, FIELDS.document)) return problems
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) problem('openapi', 'is 3.1.x')
  if (fields('info', document.info, FIELDS.info)) {
    if (typeof document.info.title !== 'string' || !document.info.title) problem('info', 'has a title')
    if (typeof document.info.version !== 'string' || !document.info.version) problem('info', 'has a version')
  }
  const components = isObject(document.components) ? document.components : {}
  if (document.components !== undefined) fields('components', document.components, FIELDS.components)
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {}
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme)) {
      problem(`securitySchemes.${name}`, 'is not an object')
      continue
    }
    if (
      scheme.type === 'apiKey' &&
      (typeof scheme.name !== 'string' || !['query', 'header', 'cookie'].includes(scheme.in as string))
    )
      problem(`securitySchemes.${name}`, 'an apiKey scheme has a name and in (query, header or cookie)')
    else if (scheme.type === 'http' && typeof scheme.scheme !== 'string')
      problem(`securitySchemes.${name}`, 'an http scheme names its scheme')
    else if (!['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'].includes(scheme.type as string))
      problem(`securitySchemes.${name}`, 'has no known type')
  }
  if (isObject(components.schemas))
    for (const [name, s] of Object.entries(components.schemas)) schema(`components.schemas.${name}`, s)

  const tags = new Set<string>()
  if (document.tags !== undefined)
    if (!Array.isArray(document.tags)) problem('tags', 'is a list')
    else
      document.tags.forEach((tag, i) => {
        if (fields(`tags[${i}]`, tag, FIELDS.tag) && typeof tag.name === 'string') {
          if (tags.has(tag.name)) problem(`tags[${i}]`, `"${tag.name}" is declared twice`)
          tags.add(tag.name)
        }
      })

  const ids = new Set<string>()
  const templates = new Map<string, string>()
  if (!isObject(document.paths)) problem('paths', 'is an object')
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!path.startsWith('/')) problem(path, 'a path starts with /')
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])
    const template = new Set(names)
    if (template.size !== names.length) problem(path, 'names a path parameter twice')
    // Paths that differ only in their parameters' names are the same path (OpenAPI 3.1 §4.8.8).
    const shape = path.replace(/\{[^}]+\}/g, '{}')
    if (templates.has(shape)) problem(path, `is the same template as ${templates.get(shape)}`)
    templates.set(shape, path)
    if (!fields(path, item, FIELDS.pathItem)) continue
    for (const method of METHODS) {
      const op = item[method]
      if (op === undefined) continue
      const where = `${method.toUpperCase()} ${path}`
      if (!fields(where, op, FIELDS.operation)) continue
      if (typeof op.operationId === 'string') {
        if (ids.has(op.operationId)) problem(where, `operationId ${op.operationId} is used twice`)
        ids.add(op.operationId)
      }
      for (const tag of (op.tags ?? []) as string[]) if (!tags.has(tag)) problem(where, `tag "${tag}" is not declared`)
      const declared = new Set<string>()
      for (const [i, p] of ((op.parameters ?? []) as unknown[]).entries()) {
        const key = parameter(`${where} parameters[${i}]`, p, template)
        if (key && declared.has(key)) problem(where, `parameter ${key} is declared twice`)
        if (key) declared.add(key)
      }
      for (const name of template) if (!declared.has(`path:${name}`)) problem(where, `{${name}} has no path parameter`)
      if (op.requestBody !== undefined && fields(`${where} requestBody`, op.requestBody, FIELDS.requestBody))
        content(`${where} requestBody.content`, op.requestBody.content)
      if (!isObject(op.responses) || Object.keys(op.responses).length === 0) problem(where, 'has at least one response')
      for (const [status, answer] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        const at = `${where} ${status}`
        if (!STATUS.test(status)) problem(at, 'is not a status code')
        if (!fields(at, answer, FIELDS.response)) continue
        if (typeof answer.description !== 'string') problem(at, 'has a description')
        if (answer.content !== undefined) content(`${at} content`, answer.content)
        for (const [name, header] of Object.entries(isObject(answer.headers) ? answer.headers : {}))
          if (fields(`${at} headers.${name}`, header, FIELDS.header) && header.schema !== undefined)
            schema(`${at} headers.${name}.schema`, header.schema)
      }
      for (const requirement of (op.security ?? []) as unknown[])
        for (const name of Object.keys(isObject(requirement) ? requirement : {}))
          if (!(name in schemes)) problem(where, `security names "${name}", which components.securitySchemes lacks`)
    }
  }

  // Every $ref points into this document and resolves.
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}[${i}]`))
    if (!isObject(value)) return
    if (typeof value.$ref === 'string') {
      const ref = value.$ref
      if (!ref.startsWith('#/')) problem(where, `$ref ${ref} points outside the document`)
      else {
        let target: unknown = document
        for (const part of ref
          .slice(2)
          .split('/')
          .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')))
          target = isObject(target) ? target[part] : undefined
        if (target === undefined) problem(where, `$ref ${ref} does not resolve`)
      }
    }
    for (const [key, sub] of Object.entries(value))
      if (key !== 'example' && key !== 'examples') walk(sub, `${where}.${key}`)
  }
  walk(document, '#')
  return problems
}
