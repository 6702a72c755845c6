/**
 * The ICU message subset the catalogues use: `{name}` arguments, `{n, plural, one {# bil} other {# bilar}}`
 * (with `=N` exact matches and `#` for the number) and `{kind, select, a {…} other {…}}`, nested freely,
 * with ICU's apostrophe quoting ('{' for a literal brace, '' for an apostrophe).
 *
 * Hand-written rather than intl-messageformat: see plural.ts (script size and ICU set-up on hydration).
 * The type-level parser below mirrors the runtime one, so `t(key, params)` knows each message's
 * arguments and that plural arguments are numbers.
 */
import type { Locale } from '@/cms/locales'
import { pluralCategory } from './plural'

// ---- types: the arguments of a message literal ----------------------------------------------------

type Trim<S extends string> = S extends ` ${infer R}` | `\n${infer R}`
  ? Trim<R>
  : S extends `${infer R} ` | `${infer R}\n`
    ? Trim<R>
    : S

/** Message text; `Depth` counts the branch bodies we are inside. */
type InText<S extends string, Depth extends unknown[], Acc> = S extends `${infer Before}{${infer After}`
  ? Before extends `${string}}${infer AfterClose}`
    ? Close<`${AfterClose}{${After}`, Depth, Acc>
    : InArgument<After, Depth, Acc>
  : S extends `${string}}${infer AfterClose}`
    ? Close<AfterClose, Depth, Acc>
    : Acc
/** A `}` in text ends a branch body (back to the branch list); at the top it is malformed: stop. */
type Close<S extends string, Depth extends unknown[], Acc> = Depth extends [unknown, ...infer Up]
  ? InBranches<S, Up, Acc>
  : Acc
/** Just after `{`: `name}` or `name, kind, branches}`. */
type InArgument<S extends string, Depth extends unknown[], Acc> = S extends `${infer Name},${infer Rest}`
  ? Name extends `${string}}${string}`
    ? Simple<S, Depth, Acc>
    : Rest extends `${infer Kind},${infer Branches}`
      ? InBranches<Branches, Depth, Acc | [Trim<Name>, Trim<Kind>]>
      : Acc
  : Simple<S, Depth, Acc>
type Simple<S extends string, Depth extends unknown[], Acc> = S extends `${infer Name}}${infer Rest}`
  ? InText<Rest, Depth, Acc | [Trim<Name>, 'simple']>
  : Acc
/** `one {…} other {…}}`: each `{` opens a body; the `}` after the last body closes the argument. */
type InBranches<S extends string, Depth extends unknown[], Acc> =
  Trim<S> extends `}${infer Rest}`
    ? InText<Rest, Depth, Acc>
    : S extends `${string}{${infer Body}`
      ? InText<Body, [unknown, ...Depth], Acc>
      : Acc

/** Every argument of a message as `[name, kind]` (kind: simple, plural or select). */
export type MessageArguments<S> = S extends string ? InText<S, [], never> : never

/** The argument names of a message: `'{n} of {total, plural, one {# car} other {# cars}}'` → `'n' | 'total'`. */
export type Placeholders<S> = NameOf<MessageArguments<S>>
type NameOf<A> = A extends [infer N, unknown] ? N : never

/** The arguments whose value chooses a plural form: they must be numbers. */
export type NumberPlaceholders<S> = Extract<MessageArguments<S>, [string, 'plural']>[0]

export type MessageParams<S> = {
  [K in Placeholders<S> & string]: K extends NumberPlaceholders<S> ? number : string | number
}

// ---- runtime ---------------------------------------------------------------------------------------

type Node =
  | string
  | { pound: true }
  | { arg: string }
  | { arg: string; kind: 'plural' | 'select'; options: Record<string, Node[]> }

export class MessageSyntaxError extends Error {}

const NAME = /[A-Za-z_][\w]*/y
const SELECTOR = /=?[\w-]+/y

/** Parses a message; throws MessageSyntaxError naming the position of the first fault. */
export function parseMessage(source: string): Node[] {
  let i = 0
  const fail = (what: string): never => {
    throw new MessageSyntaxError(`${what} at ${i}`)
  }
  const spaces = () => {
    while (i < source.length && /\s/.test(source[i])) i++
  }
  const match = (re: RegExp): string => {
    re.lastIndex = i
    const m = re.exec(source)
    if (!m) return ''
    i += m[0].length
    return m[0]
  }
  const expect = (c: string) => {
    spaces()
    if (source[i] !== c) fail(`expected "${c}"`)
    i++
  }

  function text(inPlural: boolean, nested: boolean): Node[] {
    const out: Node[] = []
    let buffer = ''
    const flush = () => {
      if (buffer) out.push(buffer)
      buffer = ''
    }
    while (i < source.length) {
      const c = source[i]
      if (c === "'") {
        const next = source[i + 1]
        if (next === "'") {
          buffer += "'"
          i += 2
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = source.indexOf("'", i + 1)
          if (end < 0) fail('unclosed quote')
          buffer += source.slice(i + 1, end)
          i = end + 1
        } else {
          buffer += c
          i++
        }
      } else if (c === '{') {
        flush()
        i++
        out.push(argument(inPlural))
      } else if (c === '}') {
        if (!nested) fail('unmatched "}"')
        break
      } else if (c === '#' && inPlural) {
        flush()
        out.push({ pound: true })
        i++
      } else {
        buffer += c
        i++
      }
    }
    flush()
    return out
  }

  function argument(inPlural: boolean): Node {
    spaces()
    const arg = match(NAME) || fail('expected an argument name')
    spaces()
    if (source[i] === '}') {
      i++
      return { arg }
    }
    expect(',')
    spaces()
    const kind = match(NAME)
    if (kind !== 'plural' && kind !== 'select') return fail('expected "plural" or "select"')
    expect(',')
    const options: Record<string, Node[]> = {}
    for (;;) {
      spaces()
      if (source[i] === '}') {
        i++
        break
      }
      const selector = match(SELECTOR) || fail('expected a plural or select key')
      expect('{')
      options[selector] = text(kind === 'plural' || inPlural, true)
      expect('}')
    }
    if (!options.other) fail(`${kind} without "other"`)
    return { arg, kind, options }
  }

  const nodes = text(false, false)
  if (i < source.length) fail('unexpected text')
  return nodes
}

/** Every plural and select of a message, with the keys it offers (the catalogue tests check them). */
export function choicesOf(nodes: Node[]): { arg: string; kind: 'plural' | 'select'; keys: string[] }[] {
  return nodes.flatMap((node) =>
    typeof node === 'object' && 'options' in node
      ? [
          { arg: node.arg, kind: node.kind, keys: Object.keys(node.options) },
          ...Object.values(node.options).flatMap(choicesOf),
        ]
      : [],
  )
}

/** The argument names of a message, sorted (catalogue tests compare them across locales). */
export function argumentsOf(nodes: Node[]): string[] {
  const names = new Set<string>()
  const walk = (list: Node[]) => {
    for (const node of list) {
      if (typeof node !== 'object' || 'pound' in node) continue
      names.add(node.arg)
      if ('options' in node) Object.values(node.options).forEach(walk)
    }
  }
  walk(nodes)
  return [...names].sort()
}

const parsed = new Map<string, Node[] | null>()

/** Parsed once per text (catalogue defaults and editors' overrides: a bounded set); null when malformed. */
export function cachedParse(source: string): Node[] | null {
  let nodes = parsed.get(source)
  if (nodes === undefined) {
    try {
      nodes = parseMessage(source)
    } catch (error) {
      if (!(error instanceof MessageSyntaxError)) throw error
      nodes = null
    }
    if (parsed.size > 2000) parsed.clear()
    parsed.set(source, nodes)
  }
  return nodes
}

/** Integers 0..999 read the same in every site locale, so they need no Intl (see plural.ts on its cost). */
const plainNumber = (n: number) => Number.isInteger(n) && n >= 0 && n < 1000
const numberFormats = new Map<Locale, Intl.NumberFormat>()
export function defaultNumberFormat(locale: Locale): (n: number) => string {
  return (n) => {
    if (plainNumber(n)) return String(n)
    let format = numberFormats.get(locale)
    if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)))
    return format.format(n)
  }
}

export type FormatOptions = {
  locale: Locale
  /** How `#` writes the plural's number (default: the locale's Intl format). */
  formatNumber?: (n: number) => string
}

/**
 * Formats a message. An argument without a value stays as written (`{x}`), so an editor's typo shows on
 * the page instead of silently dropping text; a malformed text (which overrides are checked against
 * before use) is shown as it is rather than breaking the page.
 */
export function formatMessage(
  source: string,
  params: Readonly<Record<string, string | number>>,
  { locale, formatNumber = defaultNumberFormat(locale) }: FormatOptions,
): string {
  const nodes = cachedParse(source)
  if (!nodes) return source
  const render = (list: Node[], count: number | undefined): string => {
    let out = ''
    for (const node of list) {
      if (typeof node === 'string') out += node
      else if ('pound' in node) out += count === undefined ? '#' : formatNumber(count)
      else if (!('options' in node)) out += Object.hasOwn(params, node.arg) ? String(params[node.arg]) : `{${node.arg}}`
      else {
        const value = Object.hasOwn(params, node.arg) ? params[node.arg] : undefined
        if (node.kind === 'select') out += render(node.options[String(value)] ?? node.options.other, count)
        else {
          const n = typeof value === 'number' ? value : Number(value)
          if (value === undefined || !Number.isFinite(n)) out += render(node.options.other, undefined)
          else out += render(node.options[`=${n}`] ?? node.options[pluralCategory(locale, n)] ?? node.options.other, n)
        }
      }
    }
    return out
  }
  return render(nodes, undefined)
}
