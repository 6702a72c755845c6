/**
 * Building blocks of the robustness suite (docs/security.md "Robustness suite"): the route
 * handlers under src/app found on disk, fast-check arbitraries that turn a valid sample request into
 * hostile variants (fields replaced, removed, added; prototype names; huge, non-JSON and non-UTF-8
 * bodies; malformed headers; bad bytes — NUL, unpaired surrogates, overlong and truncated UTF-8 — put into
 * otherwise valid path segments, query values, headers and JSON strings), and the check every answer must pass.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

export type RouteFile = {
  /** e.g. `src/app/api/mechmate/car/[registrationNumber]/route.ts` */
  file: string
  /** e.g. `/api/mechmate/car/[registrationNumber]` (route groups dropped) */
  pattern: string
  /** dynamic segments in order; a catch-all is `...name` */
  params: string[]
}

/** Every `route.ts` under `appDir`, with the URL pattern Next.js serves it at. */
export function discoverRoutes(appDir: string, root = appDir): RouteFile[] {
  const found: RouteFile[] = []
  for (const entry of readdirSync(appDir, { withFileTypes: true })) {
    const full = path.join(appDir, entry.name)
    if (entry.isDirectory()) found.push(...discoverRoutes(full, root))
    else if (entry.name === 'route.ts') {
      const segments = path
        .relative(root, appDir)
        .split(path.sep)
        .filter((s) => s && !/^\(.*\)$/.test(s))
      found.push({
        file: path
          .relative(path.dirname(path.dirname(root)), full)
          .split(path.sep)
          .join('/'),
        pattern: `/${segments.join('/')}`,
        params: segments.filter((s) => s.startsWith('[')).map((s) => s.slice(1, -1)),
      })
    }
  }
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern))
}

/** Strings an attacker tries first: prototype names, traversal, control and format characters, extremes. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '\u0000',
  'a\u0000',
  '\uFFFF',
  '\uD800',
  '\uDC00',
  '\u202E',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE cars; --',
  '${7*7}',
  '{{7*7}}',
  '[',
  '{bad',
  'null',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0x10',
  '9007199254740993',
  '99999999999999999999',
  '2026-02-30',
  '2026-13-01',
  '1970-01-01T00:00:00Z',
  '9999-12-31',
  'true',
  'a'.repeat(300),
  '1'.repeat(40),
  'ÅÄÖ åäö',
  '😀'.repeat(30),
  'ABC123',
  'TYR123',
  'se',
  'uk',
  'sv-SE',
  'en-GB',
  'xx-XX',
]

/** Bad bytes as text reaches a handler (a JSON string, a decoded value): NULs and unpaired surrogates of either half. */
export const BAD_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(3),
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  'x\ud83dy',
  '\udc00\ud800',
]

/**
 * The same classes as an address carries them, percent-encoded: NUL, surrogate halves in UTF-8 (`%ED%A0%80`),
 * overlong forms (`%C0%AF` is `/`, `%C0%80` NUL), truncated sequences and escapes, bytes that never start UTF-8.
 */
export const BAD_ESCAPES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%AF',
  '%C0%80',
  '%E0%80%AF',
  '%F0%80%80%AF',
  '%E0%A4%A',
  '%E0%A4',
  '%F0%9F%98',
  '%C3',
  '%FF',
  '%FE%FF',
  '%',
  '%0',
  '%G1',
]

/**
 * And as a header carries them (a header value cannot hold a NUL or a character above U+00FF): the raw bytes of
 * overlong, truncated and surrogate UTF-8 (Node reads header bytes as Latin-1), and the escapes as text.
 */
export const BAD_HEADER_TEXT = [
  '\u00c0\u00af',
  '\u00ed\u00a0\u0080',
  '\u00e0\u00a4',
  '\u00ff\u00fe',
  '\u00c3',
  ...BAD_ESCAPES,
]

/** `text` with one of `bad` put in at its start, middle or end, or in place of it. */
export function spoiled(text: string, bad: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...bad), fc.constantFrom('start', 'middle', 'end', 'all')).map(([b, at]) => {
    if (at === 'all') return b
    const cut = at === 'start' ? 0 : at === 'end' ? text.length : Math.floor(text.length / 2)
    return text.slice(0, cut) + b + text.slice(cut)
  })
}

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 3 }).map((s) => s.repeat(2_000)) },
)

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 1e-9, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31), 12, 36, 120),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** A JSON value of any shape, weighted towards the ones validators get wrong. */
export const nastyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Array.from({ length: 500 }, (_, i) => i),
      Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])),
    ),
  },
)

type JsonPath = (string | number)[]

function pathsOf(value: unknown, at: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(at)
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out)
  return out
}

type Edit = {
  kind: 'replace' | 'remove' | 'add' | 'taint'
  pick: number
  key: string
  value: unknown
  bad: string
  at: number
}

function applyEdit(root: unknown, edit: Edit): unknown {
  const paths = pathsOf(root)
  const target = paths[edit.pick % paths.length]
  if (edit.kind === 'taint') return tainted(root, target, edit)
  if (target.length === 0) return edit.kind === 'replace' ? edit.value : root
  const copy = structuredClone(root)
  let parent = copy as Record<string | number, unknown>
  for (const key of target.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = target[target.length - 1]
  if (edit.kind === 'replace') parent[last] = edit.value
  else if (edit.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else delete parent[last]
  } else {
    const holder = parent[last]
    if (holder && typeof holder === 'object' && !Array.isArray(holder))
      Object.defineProperty(holder, edit.key, {
        value: edit.value,
        enumerable: true,
        writable: true,
        configurable: true,
      })
    else if (Array.isArray(holder)) holder.push(edit.value)
    else parent[last] = edit.value
  }
  return copy
}

/**
 * A string of the value (the one at the target, or the first below it) with bad text put into it, the rest left
 * valid, so the request passes validation as far as that string and carries it as far as the code lets it go (a
 * lead's name with a NUL reached the database); an object without strings gets a key with bad text, a list an
 * item, anything else is replaced by bad text.
 */
function tainted(root: unknown, target: JsonPath, edit: Edit): unknown {
  const strings = pathsOf(root).filter(
    (p) => p.length >= target.length && target.every((k, i) => p[i] === k) && typeof valueAt(root, p) === 'string',
  )
  const spoil = (text: string) => {
    const cut = edit.at % (text.length + 1)
    return text.slice(0, cut) + edit.bad + text.slice(cut)
  }
  if (strings.length === 0) {
    if (target.length === 0 && (!root || typeof root !== 'object')) return spoil('')
    const copy = structuredClone(root)
    const holder = valueAt(copy, target)
    if (holder && typeof holder === 'object' && !Array.isArray(holder))
      (holder as Record<string, unknown>)[spoil('name')] = 'x'
    else if (Array.isArray(holder)) holder.push(spoil(''))
    else (valueAt(copy, target.slice(0, -1)) as Record<string | number, unknown>)[target[target.length - 1]] = spoil('')
    return copy
  }
  const at = strings[0]
  if (at.length === 0) return spoil(root as string)
  const copy = structuredClone(root)
  const parent = valueAt(copy, at.slice(0, -1)) as Record<string | number, string>
  parent[at[at.length - 1]] = spoil(parent[at[at.length - 1]])
  return copy
}

function valueAt(root: unknown, at: JsonPath): unknown {
  let value = root
  for (const key of at) value = (value as Record<string | number, unknown>)[key]
  return value
}

const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'remove', 'add', 'taint', 'taint'),
  pick: fc.nat(),
  key: fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'toString', 'id', 'where', 'extra'),
    fc.string({ maxLength: 12 }),
  ),
  value: nastyJson,
  bad: fc.constantFrom(...BAD_TEXT),
  at: fc.nat(),
})

/** One string of a value spoiled with bad text (see tainted), nothing else changed. */
const taint: fc.Arbitrary<Edit> = edit.map((e) => ({ ...e, kind: 'taint' }))

/**
 * The sample itself, or it with one string spoiled and the rest valid (so it gets past validation to the code
 * behind), or with one to four edits (a field replaced by a hostile value, removed, one added, a string spoiled).
 */
export function mutated<T>(sample: T): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(sample) },
    { weight: 2, arbitrary: taint.map((e) => applyEdit(sample, e)) },
    {
      weight: 6,
      arbitrary: fc
        .array(edit, { minLength: 1, maxLength: 4 })
        .map((edits) => edits.reduce<unknown>((value, e) => applyEdit(value, e), sample)),
    },
    { weight: 1, arbitrary: nastyJson },
  )
}

/** A body as bytes: the (mutated) JSON, or text that is not JSON, bytes that are not UTF-8, nothing, or too much. */
export function bodyOf(
  json: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ bytes: Uint8Array | null; declaredLength?: string }> {
  const text = (s: string) => ({ bytes: new TextEncoder().encode(s) })
  return fc.oneof(
    { weight: 12, arbitrary: json.map((value) => text(JSON.stringify(value) ?? 'undefined')) },
    { weight: 1, arbitrary: nastyString.map(text) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => ({ bytes: Uint8Array.from([0x7b, 0xff, 0xfe, ...bytes]) })),
    },
    { weight: 1, arbitrary: fc.constant({ bytes: null }) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 65 * 1024, max: 300 * 1024 }).map((n) => text(JSON.stringify({ x: 'a'.repeat(n) }))),
    },
    // A client that declares less (or more, or garbage) than it sends.
    {
      weight: 1,
      arbitrary: fc
        .tuple(json, fc.constantFrom('0', '1', '99999999999', '-1', 'abc'))
        .map(([value, declaredLength]) => ({ ...text(JSON.stringify(value) ?? ''), declaredLength })),
    },
  )
}

/**
 * A query string from a (mutated) sample of string values, sometimes with raw, badly encoded pairs added: generic
 * ones, and one of the sample's own parameters with a bad escape in its value.
 */
export function queryOf(sample: Record<string, string | string[]>): fc.Arbitrary<string> {
  const asStrings = mutated(sample).map((value) => {
    const params = new URLSearchParams()
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value))
        for (const one of Array.isArray(v) ? v : [v])
          params.append(k, typeof one === 'string' ? one : (JSON.stringify(one) ?? ''))
    }
    return params.toString()
  })
  const generic = fc.constantFrom(
    '%',
    '%zz=1',
    'a=%E0%A4%A',
    '&&&',
    '=x',
    'where={bad',
    'limit=1e9&depth=99',
    `q=${'x'.repeat(10_000)}`,
  )
  const names = Object.keys(sample)
  const own =
    names.length === 0
      ? generic
      : fc
          .constantFrom(...names)
          .chain((name) =>
            spoiled(encodeURIComponent(String([sample[name]].flat()[0])), BAD_ESCAPES).map(
              (value) => `${encodeURIComponent(name)}=${value}`,
            ),
          )
  const raw = fc.option(fc.oneof(generic, own), { nil: undefined })
  return fc.tuple(asStrings, raw).map(([q, extra]) => [q, extra].filter(Boolean).join('&'))
}

/**
 * A path segment as it travels in an address: a (mutated) value percent-encoded as a client would encode it
 * (unpaired surrogates, which no client can encode, as the UTF-8 bytes of the surrogate), or the sample with a bad
 * escape put into it.
 */
export function rawSegment(sample: string, value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const encoded = value.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(encodeURIComponent(sample)) },
    { weight: 2, arbitrary: encoded.map(encodeSegment) },
    { weight: 2, arbitrary: spoiled(encodeURIComponent(sample), BAD_ESCAPES) },
  )
}

/** encodeURIComponent, with each unpaired surrogate as the three bytes of its code unit (what a careless client sends). */
export function encodeSegment(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0)
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('')
    return encodeURIComponent(unit)
  })
}

const PRINTABLE = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
})
/** Printable text, or a value with bad bytes in it (as the header carries them). */
const HEADER_VALUE = fc.oneof(
  { weight: 3, arbitrary: PRINTABLE },
  { weight: 1, arbitrary: PRINTABLE.chain((text) => spoiled(text, BAD_HEADER_TEXT)) },
)
/** A header's usual value, now and then with bad bytes in it. */
const usual = (...values: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: fc.constantFrom(...values).chain((v) => spoiled(v, BAD_HEADER_TEXT)) },
  )

/** Headers a client may send, the hostile ones included (Host and X-Forwarded-* §4). */
export const headersArb: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    host: fc.oneof(
      usual(
        'se.localhost',
        'uk.localhost',
        'no.localhost',
        'fi.localhost',
        'sk.localhost',
        'bb.localhost',
        'evil.example',
        '[',
        'se.localhost:99999',
        'a b',
        '',
      ),
      HEADER_VALUE,
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), HEADER_VALUE),
    'x-forwarded-proto': usual('http', 'https', 'javascript', '1', ''),
    'x-forwarded-host': usual('evil.example', '[', 'se.localhost'),
    authorization: fc.oneof(
      usual('Bearer x', `Bearer ${'x'.repeat(43)}`, 'JWT x.y.z', 'Basic Og==', 'users API-Key x'),
      HEADER_VALUE,
    ),
    cookie: fc.oneof(usual('tirehotel_session=x', 'payload-token=x.y.z', 'consent=1'), HEADER_VALUE),
    'idempotency-key': fc.oneof(usual('fuzz-key-00000001'), HEADER_VALUE),
    'x-payload-http-method-override': fc.constantFrom('GET', 'DELETE', 'PATCH', 'x'),
    accept: usual('application/json', 'text/event-stream', '*/*'),
    'accept-language': usual('sv-SE,sv;q=0.9', 'en-GB', '*'),
    'user-agent': HEADER_VALUE,
    referer: usual('http://se.localhost/', 'http://evil.example/'),
  },
  { requiredKeys: ['host'] },
)

const MAX_READ = 4 * 1024 * 1024

/** The body of an answer as text, at most 4 MiB, a stream (server-sent events) read until it ends. */
export async function readAnswer(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text
    text += decoder.decode(value, { stream: true })
    if (text.length > MAX_READ) {
      await reader.cancel()
      return text
    }
  }
}

/** What an answer must never contain: a stack frame, a source or build path, the checkout's path. */
export function leaks(body: string, cwd = process.cwd()): string | null {
  const patterns: [string, RegExp][] = [
    ['a stack frame', /\n\s*at [^\n]+[:(]\d+:\d+/],
    ['a stack frame', /\bat (?:async )?[\w$.<>]+ \((?:file:|node:|\/)/],
    ['a source path', /[\w-]+\.(?:ts|tsx|mjs|cjs):\d+/],
    ['node_modules', /node_modules/],
    ['a .next path', /\.next\/server/],
    ['a data or temporary folder', /\/(?:tmp|work|home|root|var)\/[\w.-]+\//],
  ]
  if (cwd.length > 1 && body.includes(cwd)) return 'the working directory'
  for (const [what, pattern] of patterns) if (pattern.test(body)) return what
  return null
}
