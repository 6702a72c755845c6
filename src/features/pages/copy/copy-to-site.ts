/**
 * Copies a page to another site of the group as a draft there: its blocks (with new row ids), its media (the
 * group's one library, so referenced, not duplicated), its languages mapped to the target's (./rules.ts) and its
 * links re-pointed to the target's pages at the same paths. What cannot be carried over is left out of the draft
 * and reported. One transaction: a failure leaves nothing on the target site.
 */
import type { Payload, PayloadRequest, Where } from 'payload'
import { mayCopyBetweenSites } from '@/cms/access'
import { siteLocales } from '@/cms/admin/site-locales'
import { isLocale, type Locale } from '@/cms/locales'
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '@/platform/errors'
import { inTransaction } from '@/platform/transactions'
import { joinPath } from '../path'
import type { CopyToSiteResult } from './contract'
import {
  carryFields,
  dataFields,
  firstFreeSlug,
  localeView,
  planLocales,
  referencesOf,
  slugCandidates,
  slugFromTitle,
  type FieldShape,
  type LocalePair,
  type SiteLanguages,
  type Unresolved,
} from './rules'

export type CopyPageInput = {
  pageId: number
  targetSiteId: number
  locales?: Locale[]
  parentId?: number
  defaultIntoDefault?: boolean
}

/**
 * Fields the copy decides itself (site, parent, slug; the path and site key follow from them), Payload's own, and
 * the page's GTM container: a site's tracking account, which another market's pages must not report to.
 */
const NOT_COPIED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  '_status',
  'site',
  'parent',
  'slug',
  'path',
  'siteKey',
  'gtmID',
])

type Doc = Record<string, unknown>

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : null
}

const byLocale = (value: unknown, locale: Locale): string | null => {
  const text = value && typeof value === 'object' ? (value as Record<string, unknown>)[locale] : null
  return typeof text === 'string' && text !== '' ? text : null
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404

async function languages(payload: Payload, siteId: number, req: PayloadRequest): Promise<SiteLanguages | null> {
  const site = await siteLocales(payload, siteId, req)
  if (!site || !isLocale(site.defaultLocale)) return null
  return { locales: site.locales.filter(isLocale), defaultLocale: site.defaultLocale }
}

/** The target site's pages at `paths` in `locale`, by path: published or draft, current or in their latest version. */
async function targetPagesAt(
  payload: Payload,
  siteId: number,
  locale: Locale,
  paths: string[],
  req: PayloadRequest,
  withDrafts: boolean,
): Promise<Map<string, number>> {
  const found = new Map<string, number>()
  if (!paths.length) return found
  const where: Where = { and: [{ site: { equals: siteId } }, { path: { in: paths } }] }
  for (const draft of withDrafts ? [false, true] : [false]) {
    const { docs } = await payload.find({
      collection: 'pages',
      where,
      locale,
      draft,
      depth: 0,
      pagination: false,
      select: { path: true },
      overrideAccess: true,
      req,
    })
    for (const doc of docs) if (doc.path && !found.has(doc.path)) found.set(doc.path, doc.id)
  }
  return found
}

export async function copyPageToSite(
  payload: Payload,
  input: CopyPageInput,
  req: PayloadRequest,
): Promise<CopyToSiteResult> {
  const source = (await payload
    .findByID({
      collection: 'pages',
      id: input.pageId,
      locale: 'all',
      draft: true,
      depth: 0,
      overrideAccess: false,
      req,
    })
    .catch((error: unknown) => {
      if (isNotFound(error)) return null
      throw error
    })) as Doc | null
  if (!source) throw new NotFoundError('There is no such page among the sites you work on.')
  const sourceSiteId = idOf(source.site)
  if (sourceSiteId === null) throw new NotFoundError('The page belongs to no site.')
  if (sourceSiteId === input.targetSiteId)
    throw new InputError(
      'targetSiteId',
      "is the page's own site: choose another site (Duplicate copies within a site).",
    )
  if (!mayCopyBetweenSites(req.user, sourceSiteId, input.targetSiteId))
    throw new ForbiddenError("You may copy only between sites you work on: the page's site and the target site.")

  const [sourceLanguages, targetLanguages] = await Promise.all([
    languages(payload, sourceSiteId, req),
    languages(payload, input.targetSiteId, req),
  ])
  if (!targetLanguages) throw new InputError('targetSiteId', 'is not a site of the group.')
  if (!sourceLanguages) throw new NotFoundError("The page's site has no languages.")
  const written = sourceLanguages.locales.filter((locale) => byLocale(source.title, locale) !== null)
  const pairs = planLocales({
    source: sourceLanguages,
    target: targetLanguages,
    written,
    only: input.locales,
    defaultIntoDefault: input.defaultIntoDefault ?? false,
  })
  if (!pairs.length)
    throw new InputError(
      'locales',
      "the page is written in no language the target site has: ask to copy its default language into the target's default language.",
    )

  const fields = dataFields(payload.collections.pages.config.fields as FieldShape[]).filter(
    (field) => !NOT_COPIED.has(field.name ?? ''),
  )
  const views = pairs.map((pair) => localeView(fields, source, pair.from))
  const base = (pair: LocalePair) => ({ pair, source: sourceLanguages, target: targetLanguages })

  // The source pages the content refers to, with their paths in every language.
  const pageIds = [
    ...new Set(
      pairs.flatMap(
        (pair, i) => referencesOf(fields, views[i], { ...base(pair), sourcePaths: () => null }).sourcePageIds,
      ),
    ),
  ]
  const sourcePages = pageIds.length
    ? (
        await payload.find({
          collection: 'pages',
          where: { and: [{ id: { in: pageIds } }, { site: { equals: sourceSiteId } }] },
          locale: 'all',
          depth: 0,
          pagination: false,
          select: { path: true },
          overrideAccess: true,
          req,
        })
      ).docs
    : []
  const sourcePaths = (id: number, locale: Locale) => byLocale(sourcePages.find((p) => p.id === id)?.path, locale)

  const parent = await chooseParent(payload, source, input, pairs[0], req)

  // Every target path to look up: the links' and the parent's (by language), and the copy's candidate paths.
  const wantedSlugs = pairs.map((pair) => {
    const slug = byLocale(source.slug, pair.from) ?? slugFromTitle(byLocale(source.title, pair.from) ?? '')
    return slugCandidates(slug)
  })
  const parentPath = (locale: Locale) => (parent ? byLocale(parent.path, locale) : null)
  const asked = new Map<Locale, Set<string>>()
  const ask = (locale: Locale, path: string) => asked.set(locale, (asked.get(locale) ?? new Set()).add(path))
  pairs.forEach((pair, i) => {
    for (const ref of referencesOf(fields, views[i], { ...base(pair), sourcePaths }).paths) ask(ref.locale, ref.path)
  })
  const targetPages = new Map<Locale, Map<string, number>>()
  for (const [locale, paths] of asked)
    targetPages.set(locale, await targetPagesAt(payload, input.targetSiteId, locale, [...paths], req, false))

  const slugs: string[] = []
  for (const [i, pair] of pairs.entries()) {
    const under = parentPath(pair.to)
    const candidatePaths = wantedSlugs[i].map((slug) => joinPath(under, slug))
    const taken = await targetPagesAt(payload, input.targetSiteId, pair.to, candidatePaths, req, true)
    const slug = firstFreeSlug(wantedSlugs[i], under, new Set(taken.keys()))
    if (!slug)
      throw new ConflictError(
        `The target site already has pages at ${candidatePaths[0]} and its numbered variants up to -${wantedSlugs[i].length}: rename one of them or choose another parent.`,
      )
    slugs.push(slug)
  }

  const unresolved: Unresolved[] = []
  const media = new Set<number>()
  const carried = pairs.map((pair, i) =>
    carryFields(fields, views[i], '', {
      ...base(pair),
      sourcePaths,
      targetPages: (locale, path) => targetPages.get(locale)?.get(path) ?? null,
      unresolved,
      kept: (collection, id) => collection === 'media' && media.add(id),
    }),
  )
  const localizedNames = fields.filter((field) => field.localized).map((field) => field.name!)
  const localizedOnly = (data: Doc) => Object.fromEntries(localizedNames.map((name) => [name, data[name]]))

  const id = await inTransaction(
    payload,
    async ({ req: unit }) => {
      const created = await payload.create({
        collection: 'pages',
        locale: pairs[0].to,
        draft: true,
        data: {
          ...carried[0],
          site: input.targetSiteId,
          parent: parent?.id ?? null,
          slug: slugs[0],
          _status: 'draft',
        } as never,
        overrideAccess: false,
        req: unit,
      })
      for (const [i, pair] of pairs.entries()) {
        if (i === 0) continue
        await payload.update({
          collection: 'pages',
          id: created.id,
          locale: pair.to,
          draft: true,
          data: { ...localizedOnly(carried[i]), slug: slugs[i] } as never,
          overrideAccess: false,
          req: unit,
        })
      }
      return created.id
    },
    { req },
  )

  const copy = await payload.findByID({
    collection: 'pages',
    id,
    locale: 'all',
    draft: true,
    depth: 0,
    select: { path: true },
    overrideAccess: true,
    req,
  })
  return {
    id,
    site: input.targetSiteId,
    paths: Object.fromEntries(pairs.map((pair) => [pair.to, byLocale(copy.path, pair.to)])),
    locales: pairs,
    unresolved,
    sharedMedia: await mediaOwnedElsewhere(payload, [...media], input.targetSiteId, req),
  }
}

/**
 * The copy's parent: the one asked for, which must be a page of the target site; else the target's page at the
 * path of the source's parent (in the first copied language), else none (a page at the top of the site).
 */
async function chooseParent(
  payload: Payload,
  source: Doc,
  input: CopyPageInput,
  first: LocalePair,
  req: PayloadRequest,
): Promise<Doc | null> {
  const read = (id: number, overrideAccess: boolean) =>
    payload
      .findByID({
        collection: 'pages',
        id,
        locale: 'all',
        draft: true,
        depth: 0,
        select: { path: true, site: true },
        overrideAccess,
        req,
      })
      .catch((error: unknown) => {
        if (isNotFound(error)) return null
        throw error
      }) as Promise<Doc | null>
  if (input.parentId !== undefined) {
    const parent = await read(input.parentId, false)
    if (!parent || idOf(parent.site) !== input.targetSiteId)
      throw new InputError('parentId', 'is not a page of the target site.')
    return parent
  }
  const sourceParentId = idOf(source.parent)
  const sourceParent = sourceParentId === null ? null : await read(sourceParentId, true)
  const path = sourceParent ? byLocale(sourceParent.path, first.from) : null
  if (!path) return null
  const match = (await targetPagesAt(payload, input.targetSiteId, first.to, [path], req, false)).get(path)
  return match === undefined ? null : read(match, true)
}

/** The media the copy shows that a site other than the target owns (the group's own files are every site's). */
async function mediaOwnedElsewhere(
  payload: Payload,
  ids: number[],
  targetSiteId: number,
  req: PayloadRequest,
): Promise<number[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { in: ids } }, { site: { exists: true } }, { site: { not_equals: targetSiteId } }] },
    depth: 0,
    pagination: false,
    select: { site: true },
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => doc.id).sort((a, b) => a - b)
}
