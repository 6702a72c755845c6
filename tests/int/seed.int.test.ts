import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'

const CARS = 120
let ctx: TestPayload
let payload: Payload
let dataDir: string

/** Row count and newest update of every table: any write by a second seed run shows up here. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = (await payload.db.drizzle.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'payload_%' order by 1`,
  )) as unknown as { rows: { table_name: string }[] }
  const out: Record<string, string> = {}
  for (const { table_name } of tables.rows) {
    const hasUpdatedAt = (
      (await payload.db.drizzle.execute(
        sql`select 1 from information_schema.columns where table_name = ${table_name} and column_name = 'updated_at'`,
      )) as unknown as { rows: unknown[] }
    ).rows.length
    const q = hasUpdatedAt
      ? sql`select count(*)::text || '@' || coalesce(max(updated_at)::text, '') as v from ${sql.identifier(table_name)}`
      : sql`select count(*)::text as v from ${sql.identifier(table_name)}`
    out[table_name] = ((await payload.db.drizzle.execute(q)) as unknown as { rows: { v: string }[] }).rows[0].v
  }
  return out
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'))
})
afterAll(async () => {
  await ctx?.teardown()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('demo seed', () => {
  let first: Record<string, string>

  it('creates the six sites with content, dealers, cars and stories', async () => {
    const { seed } = await import('@/demo/seed/seed')
    const admin = await seed(payload, { cars: CARS, dataDir, log: () => {} })
    expect(admin?.email).toContain('@')
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'admin.json'), 'utf8')).password).toBe(admin?.password)
    // No published default address, and the file is the owner's alone.
    expect(admin?.email).not.toBe('admin@dealer-group.example')
    expect(fs.statSync(path.join(dataDir, 'admin.json')).mode & 0o077).toBe(0)

    const count = async (
      collection: 'sites' | 'pages' | 'dealer-sites' | 'cars' | 'stories' | 'navigations' | 'footers',
    ) => (await payload.count({ collection })).totalDocs
    expect(await count('sites')).toBe(6)
    expect(await count('navigations')).toBe(6)
    expect(await count('footers')).toBe(6)
    expect(await count('pages')).toBeGreaterThanOrEqual(36)
    expect(await count('stories')).toBe(40)
    expect(await count('dealer-sites')).toBeGreaterThanOrEqual(30)
    expect(await count('cars')).toBe(CARS)

    // Every site: a published home page and at least five more pages, in each of its locales.
    const sites = await payload.find({ collection: 'sites', pagination: false, depth: 0 })
    for (const site of sites.docs) {
      for (const locale of site.siteLocales) {
        const pages = await payload.find({
          collection: 'pages',
          where: { site: { equals: site.id } },
          locale,
          pagination: false,
          depth: 0,
        })
        const paths = pages.docs.map((p) => p.path).filter(Boolean)
        expect(paths, `${site.key} ${locale}`).toContain('/')
        expect(paths.length, `${site.key} ${locale}`).toBeGreaterThanOrEqual(6)
      }
    }

    // A three-level navigation tree that the site header can load.
    const { loadNavigation } = await import('@/features/shell/navigation/queries')
    const se = sites.docs.find((s) => s.key === 'se')!
    const nav = await loadNavigation(se.id, 'sv-SE')
    expect(nav?.items?.some((item) => item.children?.some((child) => child.grandchildren?.length))).toBe(true)

    // Each market's site list page holds the dealerList block, so it is a dealer-list route page.
    const { readRoutingTable } = await import('@/routing/table')
    const { LISTS } = await import('@/demo/seed/dealer-lists')
    const table = await readRoutingTable(payload, sites.docs)
    for (const site of sites.docs) {
      const key = site.key as keyof typeof LISTS
      expect(table[key]![site.defaultLocale]!.pages, key).toContainEqual(
        expect.objectContaining({ path: LISTS[key].path, kind: 'dealer-list' }),
      )
    }

    // A style guide page per site, in each of its locales, holding every content block of that issue.
    const { STYLE_GUIDE_COPY } = await import('@/demo/seed/content/data/style-guide')
    const { SITE_DEFINITIONS } = await import('@/demo/seed/site-definitions')
    const styleGuideBlocks = [
      'richText',
      'imageCard',
      'accordion',
      'faqList',
      'countdown',
      'fileDownloadList',
      'callToAction',
      'socialShare',
      'stageRow',
      'videoEmbed',
      'spacer',
      'disclaimerModal',
      'storiesTeaser',
      'heroBanner',
      'blurb',
      'carModelCard',
      'carousel',
      'carTeaser',
    ]
    for (const site of sites.docs) {
      for (const locale of site.siteLocales) {
        const path = `/${STYLE_GUIDE_COPY[locale].slug}`
        const { docs } = await payload.find({
          collection: 'pages',
          where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }] },
          locale,
          depth: 1,
          limit: 1,
        })
        expect(docs[0]?._status, `${site.key} ${locale}`).toBe('published')
        expect(new Set(docs[0]?.layout?.map((b) => b.blockType)), `${site.key} ${locale}`).toEqual(
          new Set(styleGuideBlocks),
        )
        const files = docs[0]?.layout?.find((b) => b.blockType === 'fileDownloadList')
        expect(
          files?.blockType === 'fileDownloadList' &&
            files.items?.every((i) => typeof i.file === 'object' && i.file?.mimeType === 'application/pdf'),
        ).toBe(true)
        // The carousel's search bar goes to the site's car list in this locale (spec 2 §2.6).
        const carousel = docs[0]?.layout?.find((b) => b.blockType === 'carousel')
        expect(
          carousel?.blockType === 'carousel' && carousel.hasSearchBar && carousel.searchUrl,
          `${site.key} ${locale}`,
        ).toBe(SITE_DEFINITIONS.find((d) => d.key === site.key)?.pathToCarList[locale])
      }
    }
    first = await snapshot()
  }, 600_000)

  it("imports every site's redirect table, its targets resolving to seeded pages (spec 2 §2.7)", async () => {
    const { parseRedirectCsv } = await import('@/routing/redirects/csv')
    const { importSiteTable } = await import('@/routing/redirects/import')
    const { expectedFindings, foundFindings } = await import('../../src/demo/redirects/expectations')
    const { tablePath } = await import('../../src/demo/redirects/files')
    const sites = await payload.find({ collection: 'sites', pagination: false, depth: 0 })
    let stored = 0
    for (const site of sites.docs) {
      const csv = fs.readFileSync(tablePath(site.key), 'utf8')
      // Importing the stored table again: unchanged, and the lint against the pages in the database (not the
      // planned paths of the unit test) reports only the quirks the table's notes expect.
      const result = await importSiteTable(payload, site, csv)
      expect(result.ok && result.unchanged, site.key).toBe(true)
      if (result.ok)
        expect(foundFindings(result.report), site.key).toEqual(expectedFindings(parseRedirectCsv(csv).rules))
      stored += (await payload.count({ collection: 'redirects', where: { site: { equals: site.id } } })).totalDocs
    }
    expect(stored).toBeGreaterThanOrEqual(280)
    first = await snapshot()
  })

  it('changes nothing when run a second time', async () => {
    const { seed } = await import('@/demo/seed/seed')
    // The password is answered once, at the first seed, so it is printed only then.
    expect(await seed(payload, { cars: CARS, dataDir, log: () => {} })).toBeNull()
    expect(await snapshot()).toEqual(first)
  }, 600_000)
})
