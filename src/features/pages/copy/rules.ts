/**
 * Copying a page to another site of the group: the decisions that need no database. Which source languages go
 * into which target languages, what slug the copy gets, and how every reference inside the copied content is
 * carried over: a site path or page reference is kept only when the target site has a page at the same path,
 * media (the group's one library) are kept, anything else that belongs to the source site (a marketing form, a
 * dealer) is left out. What was left out is reported, so the editor can fix the draft before publishing it.
 * React- and Payload-free; the database side is ./copy-to-site.ts.
 */
import { LOCALE_PREFIX, type Locale } from '@/cms/locales'
import { joinPath, SLUG_PATTERN } from '../path'

/** Copy the content of source locale `from` into target locale `to`. */
export type LocalePair = { from: Locale; to: Locale }

export type SiteLanguages = { locales: readonly Locale[]; defaultLocale: Locale }

export type LocalePlanInput = {
  source: SiteLanguages
  target: SiteLanguages
  /** The source locales the page is written in (has a title in). */
  written: readonly Locale[]
  /** Only these source locales, when the editor names them. */
  only?: readonly Locale[]
  /** Also copy the source's default locale into the target's default when the target's default gets nothing else. */
  defaultIntoDefault: boolean
}

/**
 * The locales that both sites have go into themselves; on request the source's default language also fills the
 * target's default language (a starting point for translation), unless that language is already copied as itself.
 * The target's default comes first: the copy is created in it.
 */
export function planLocales(input: LocalePlanInput): LocalePair[] {
  const wanted = input.written.filter(
    (locale) => input.source.locales.includes(locale) && (!input.only || input.only.includes(locale)),
  )
  const pairs: LocalePair[] = wanted
    .filter((locale) => input.target.locales.includes(locale))
    .map((locale) => ({ from: locale, to: locale }))
  const targetDefault = input.target.defaultLocale
  if (
    input.defaultIntoDefault &&
    wanted.includes(input.source.defaultLocale) &&
    !pairs.some((pair) => pair.to === targetDefault)
  )
    pairs.push({ from: input.source.defaultLocale, to: targetDefault })
  return pairs.sort((a, b) => Number(b.to === targetDefault) - Number(a.to === targetDefault))
}

const MAX_SLUG = 80

/** A slug made from a title, for a copied page that has none (a home page): lower case, words joined by dashes. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{N}]+/gu, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '')
  return SLUG_PATTERN.test(slug) ? slug : 'page'
}

/** How many numbered slugs (`-2` …) are tried before the copy is refused. */
const SLUG_ATTEMPTS = 20

/** The slugs tried in order: the wanted one, then with `-2`, `-3` … appended. */
export function slugCandidates(wanted: string): string[] {
  // Numbered from the whole slug: a trailing number may be its own (`xc-60`), not an earlier copy's.
  return [wanted, ...Array.from({ length: SLUG_ATTEMPTS - 1 }, (_, i) => `${wanted}-${i + 2}`)]
}

/**
 * The first candidate whose path under `parentPath` no page of the target site holds in that locale, or null
 * when all are taken. A copy never takes an existing path: it is a draft to edit, and a numbered slug is
 * visible in the editor and harmless until published, where refusing would make the editor rename pages first.
 */
export function firstFreeSlug(
  candidates: readonly string[],
  parentPath: string | null | undefined,
  taken: ReadonlySet<string>,
): string | null {
  return candidates.find((slug) => !taken.has(joinPath(parentPath, slug))) ?? null
}

/** A page's public path on a site: the default locale without a prefix, others with theirs (/en/…). */
export function publicPath(defaultLocale: Locale, locale: Locale, path: string): string {
  if (locale === defaultLocale) return path
  const prefix = '/' + LOCALE_PREFIX[locale]
  return path === '/' ? prefix : prefix + path
}

/** An href of a site read back: the locale it points into and the page path, with its query and fragment apart. */
export type SiteHref = { locale: Locale; path: string; suffix: string }

/** The site page an href points at, or null for anything else (another host, mailto:, tel:, a fragment only). */
export function parseSiteHref(href: string, site: SiteLanguages): SiteHref | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const cut = href.search(/[?#]/)
  const pathPart = cut === -1 ? href : href.slice(0, cut)
  const suffix = cut === -1 ? '' : href.slice(cut)
  const [, first = '', ...rest] = pathPart.split('/')
  const prefixed = site.locales.find((l) => l !== site.defaultLocale && LOCALE_PREFIX[l] === first)
  if (prefixed) return { locale: prefixed, path: rest.length && rest.join('/') ? `/${rest.join('/')}` : '/', suffix }
  const path = pathPart.length > 1 ? pathPart.replace(/\/+$/, '') : '/'
  return { locale: site.defaultLocale, path, suffix }
}

/** Which target locale a reference into `locale` of the source lands in, while copying `pair`; null: none. */
export function targetLocaleOf(locale: Locale, pair: LocalePair, target: SiteLanguages): Locale | null {
  if (locale === pair.from) return pair.to
  return target.locales.includes(locale) ? locale : null
}

/** A reference the copy could not carry over: where it was, and what it pointed at. */
export type Unresolved = {
  locale: Locale
  /** Where in the page: `layout[2].link.href`, `metaTitle`… */
  field: string
  /** The href, path or `collection:id` it held. */
  was: string
  reason: 'no-page-at-path' | 'no-such-language' | 'belongs-to-source-site'
}

/** What the copy needs to know about the target site: which paths it has pages at, by locale, with their ids. */
export type TargetPages = (locale: Locale, path: string) => number | null

/** The source pages referenced by id: their paths by locale. */
export type SourcePaths = (id: number, locale: Locale) => string | null

export type CarryContext = {
  pair: LocalePair
  source: SiteLanguages
  target: SiteLanguages
  targetPages: TargetPages
  sourcePaths: SourcePaths
  unresolved: Unresolved[]
  /** Notes the shared documents (media) the copy keeps, when given. */
  kept?: (collection: string, id: number) => void
  /**
   * Carried for a render, not a save (a group document shown on a site, src/features/pages/group): rows keep their
   * ids (their keys there) and a reference kept to the same document keeps its populated value (a media object).
   */
  rendering?: boolean
}

const report = (ctx: CarryContext, field: string, was: string, reason: Unresolved['reason']) => {
  ctx.unresolved.push({ locale: ctx.pair.to, field, was, reason })
}

/**
 * An href written in the source (its public form: `/en/about`) as the target's: the same page path in the
 * target's matching locale when the target has a page there, else null (reported). Other hrefs stay.
 */
export function carryHref(href: string, field: string, ctx: CarryContext): string | null {
  const parsed = parseSiteHref(href, ctx.source)
  if (!parsed) return href
  const locale = targetLocaleOf(parsed.locale, ctx.pair, ctx.target)
  if (!locale) {
    report(ctx, field, href, 'no-such-language')
    return null
  }
  if (ctx.targetPages(locale, parsed.path) === null) {
    report(ctx, field, href, 'no-page-at-path')
    return null
  }
  return publicPath(ctx.target.defaultLocale, locale, parsed.path) + parsed.suffix
}

/** A path of the site without a language prefix (a search bar's car list): kept when the target has that page. */
export function carryPath(path: string, field: string, ctx: CarryContext): string | null {
  if (!path.startsWith('/')) return path
  if (ctx.targetPages(ctx.pair.to, path) !== null) return path
  report(ctx, field, path, 'no-page-at-path')
  return null
}

/** A reference to a source page as the target's page at the same path (in the copied locale), else null (reported). */
export function carryPageId(id: number, field: string, ctx: CarryContext): number | null {
  const path = ctx.sourcePaths(id, ctx.pair.from)
  const target = path === null ? null : ctx.targetPages(ctx.pair.to, path)
  if (target === null) report(ctx, field, path ?? `pages:${id}`, 'no-page-at-path')
  return target
}

/** The group's collections every site shows: a reference to them is copied as it is (a page's group document too). */
export const SHARED_COLLECTIONS: ReadonlySet<string> = new Set(['media', 'group-content'])

/**
 * A reference to a document of `collection`: media stay, pages go by path, anything else belongs to the source
 * site (a marketing form, a dealer) and is left out.
 */
export function carryReference(collection: string, id: number, field: string, ctx: CarryContext): number | null {
  if (SHARED_COLLECTIONS.has(collection)) {
    ctx.kept?.(collection, id)
    return id
  }
  if (collection === 'pages') return carryPageId(id, field, ctx)
  report(ctx, field, `${collection}:${id}`, 'belongs-to-source-site')
  return null
}

type LexicalNode = { type?: unknown; children?: unknown; fields?: unknown; relationTo?: unknown; value?: unknown }

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  const n = typeof id === 'string' ? Number(id) : id
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}

/** A kept reference: the id, or for a render the value as read when it is the same document (populated). */
const keptValue = (value: unknown, kept: number, ctx: CarryContext): unknown =>
  ctx.rendering && value !== null && typeof value === 'object' && idOf(value) === kept ? value : kept

/** Rich text's nodes carried over: a link that cannot be kept gives way to its text; a lost reference node goes. */
function carryLexicalNodes(nodes: unknown[], field: string, ctx: CarryContext): unknown[] {
  return nodes.flatMap((raw): unknown[] => {
    if (!raw || typeof raw !== 'object') return [raw]
    const node = raw as LexicalNode
    const children = Array.isArray(node.children) ? carryLexicalNodes(node.children, field, ctx) : undefined
    const withChildren = children ? { ...node, children } : { ...node }
    if ((node.type === 'link' || node.type === 'autolink') && node.fields && typeof node.fields === 'object') {
      const fields = node.fields as {
        linkType?: unknown
        url?: unknown
        doc?: { relationTo?: unknown; value?: unknown }
      }
      if (fields.linkType === 'internal') {
        const id = idOf(fields.doc?.value)
        const kept =
          id === null || typeof fields.doc?.relationTo !== 'string'
            ? null
            : carryReference(fields.doc.relationTo, id, field, ctx)
        return kept === null
          ? (children ?? [])
          : [
              {
                ...withChildren,
                fields: {
                  ...fields,
                  doc: { relationTo: fields.doc!.relationTo, value: keptValue(fields.doc!.value, kept, ctx) },
                },
              },
            ]
      }
      if (typeof fields.url === 'string') {
        const url = carryHref(fields.url, field, ctx)
        return url === null ? (children ?? []) : [{ ...withChildren, fields: { ...fields, url } }]
      }
    }
    if ((node.type === 'upload' || node.type === 'relationship') && typeof node.relationTo === 'string') {
      const id = idOf(node.value)
      const kept = id === null ? null : carryReference(node.relationTo, id, field, ctx)
      return kept === null ? [] : [{ ...withChildren, value: keptValue(node.value, kept, ctx) }]
    }
    return [withChildren]
  })
}

/** A rich text (Lexical editor state) with its links and references carried over. */
export function carryRichText(state: unknown, field: string, ctx: CarryContext): unknown {
  if (!state || typeof state !== 'object') return state
  const root = (state as { root?: LexicalNode }).root
  if (!root || !Array.isArray(root.children)) return state
  return { ...state, root: { ...root, children: carryLexicalNodes(root.children, field, ctx) } }
}

/**
 * What a field holds, as far as the copy cares: the subset of Payload's field config the walk reads, so this
 * module stays free of Payload. `custom.sitePath` marks text that is a link of the site (`href`, the public form
 * with its language prefix) or a page path without the prefix (`path`).
 */
export type FieldShape = {
  type: string
  name?: string
  localized?: boolean
  relationTo?: string | string[]
  hasMany?: boolean
  fields?: FieldShape[]
  blocks?: { slug: string; fields: FieldShape[] }[]
  tabs?: { name?: string; localized?: boolean; fields: FieldShape[] }[]
  custom?: { sitePath?: 'href' | 'path' }
}

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

function carryRelation(field: FieldShape, value: unknown, at: string, ctx: CarryContext): unknown {
  const one = (item: unknown, where: string): unknown => {
    if (Array.isArray(field.relationTo)) {
      if (!isData(item) || typeof item.relationTo !== 'string') return null
      const id = idOf(item.value)
      const kept = id === null ? null : carryReference(item.relationTo, id, where, ctx)
      return kept === null ? null : { relationTo: item.relationTo, value: keptValue(item.value, kept, ctx) }
    }
    const id = idOf(item)
    const kept =
      id === null || typeof field.relationTo !== 'string' ? null : carryReference(field.relationTo, id, where, ctx)
    return kept === null ? null : keptValue(item, kept, ctx)
  }
  if (value === null || value === undefined) return value
  if (Array.isArray(value)) return value.map((item, i) => one(item, `${at}[${i}]`)).filter((item) => item !== null)
  return one(value, at)
}

/**
 * The copied values of `fields` from one locale's data: rows of arrays and blocks lose their ids (Payload gives
 * new ones, so the copy shares no row with its source), and every reference is carried over.
 */
export function carryFields(fields: readonly FieldShape[], data: Data, path: string, ctx: CarryContext): Data {
  const out: Data = {}
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (tab.name) {
          const inner = data[tab.name]
          if (isData(inner)) out[tab.name] = carryFields(tab.fields, inner, join(path, tab.name), ctx)
        } else Object.assign(out, carryFields(tab.fields, data, path, ctx))
      }
      continue
    }
    if (!field.name) {
      if (field.fields) Object.assign(out, carryFields(field.fields, data, path, ctx))
      continue
    }
    // Row ids (Payload lists `id` among a row's fields) are left for Payload to give anew, unless kept.
    if (!Object.hasOwn(data, field.name) || field.type === 'ui' || (field.name === 'id' && !ctx.rendering)) continue
    const value = data[field.name]
    const at = join(path, field.name)
    out[field.name] = carryValue(field, value, at, ctx)
  }
  return out
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name)

function carryValue(field: FieldShape, value: unknown, at: string, ctx: CarryContext): unknown {
  switch (field.type) {
    case 'group':
      return isData(value) ? carryFields(field.fields ?? [], value, at, ctx) : value
    case 'array':
      return Array.isArray(value)
        ? value.filter(isData).map((row, i) => carryFields(field.fields ?? [], row, `${at}[${i}]`, ctx))
        : value
    case 'blocks':
      return Array.isArray(value)
        ? value.filter(isData).flatMap((row, i) => {
            const block = field.blocks?.find((b) => b.slug === row.blockType)
            if (!block) return []
            const carried = carryFields(block.fields, row, `${at}[${i}]`, ctx)
            return [
              {
                blockType: row.blockType,
                ...(row.blockName ? { blockName: row.blockName } : {}),
                ...(ctx.rendering && row.id !== undefined ? { id: row.id } : {}),
                ...carried,
              },
            ]
          })
        : value
    case 'relationship':
    case 'upload':
      return carryRelation(field, value, at, ctx)
    case 'richText':
      return carryRichText(value, at, ctx)
    case 'text':
      if (typeof value !== 'string' || !value || !field.custom?.sitePath) return value
      return field.custom.sitePath === 'href' ? carryHref(value, at, ctx) : carryPath(value, at, ctx)
    default:
      return value
  }
}

/**
 * The site paths and source page ids the content refers to, so the database side can look them up at once
 * before carrying: the same walk, noting what it asks. Run it first without source paths (to learn the page
 * ids), then with them (to learn the target paths those pages have).
 */
export function referencesOf(
  fields: readonly FieldShape[],
  data: Data,
  ctx: Pick<CarryContext, 'pair' | 'source' | 'target' | 'sourcePaths'>,
): { paths: { locale: Locale; path: string }[]; sourcePageIds: number[] } {
  const paths = new Map<string, { locale: Locale; path: string }>()
  const ids = new Set<number>()
  carryFields(fields, data, '', {
    ...ctx,
    unresolved: [],
    targetPages: (locale, path) => {
      paths.set(`${locale} ${path}`, { locale, path })
      return null
    },
    sourcePaths: (id, locale) => {
      ids.add(id)
      return ctx.sourcePaths(id, locale)
    },
  })
  return { paths: [...paths.values()], sourcePageIds: [...ids] }
}

/** The fields that hold data at the top of a document: unnamed tabs, rows and collapsibles are looked through. */
export function dataFields(fields: readonly FieldShape[]): FieldShape[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs')
      return (field.tabs ?? []).flatMap((tab) =>
        tab.name
          ? [{ type: 'group', name: tab.name, fields: tab.fields, localized: tab.localized }]
          : dataFields(tab.fields),
      )
    if (!field.name) return field.fields ? dataFields(field.fields) : []
    return field.type === 'ui' ? [] : [field]
  })
}

/** One locale's view of a document read in every locale: localized fields' value in `locale`, the others as they are. */
export function localeView(fields: readonly FieldShape[], doc: Data, locale: Locale): Data {
  const view: Data = {}
  for (const field of fields) {
    if (!field.name || !Object.hasOwn(doc, field.name)) continue
    const value = doc[field.name]
    view[field.name] = field.localized ? (isData(value) ? value[locale] : undefined) : value
  }
  return view
}
