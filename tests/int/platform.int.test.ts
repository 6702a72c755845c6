import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'
import type { Site } from '@/payload-types'

let ctx: TestPayload
let payload: Payload
let se: Site
let uk: Site

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const sites = await seedSites(payload)
  se = sites.se
  uk = sites.uk
})
afterAll(async () => ctx?.teardown())

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await payload.db.drizzle.execute(query)) as unknown as { rows: T[] }).rows

describe('migrations', () => {
  it('build the whole schema from an empty database', async () => {
    const { migrations } = await import('@/migrations')
    const applied = await rows<{ name: string }>(sql`select name from payload_migrations where batch > 0 order by id`)
    expect(migrations.length).toBeGreaterThan(0)
    expect(applied.map((r) => r.name)).toEqual(migrations.map((m) => m.name))
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )
    const names = tables.map((t) => t.table_name)
    for (const table of [
      'sites',
      'pages',
      'pages_locales',
      'navigations',
      'footers',
      'dictionary_entries',
      'stories',
      'tags',
      'media',
      'dealer_sites',
      'cars',
    ]) {
      expect(names).toContain(table)
    }
  })
})

describe('site resolution by host', () => {
  it('maps each host to its site, www to a redirect, unknown hosts to the default site', async () => {
    const { loadSites, toSiteRoute, invalidateSiteCache } = await import('@/sites/resolve')
    const { resolveHost } = await import('@/sites/host-table')
    invalidateSiteCache()
    const routes = (await loadSites()).map(toSiteRoute)
    expect(routes.map((r) => r.key).sort()).toEqual(['bb', 'fi', 'no', 'se', 'sk', 'uk'])
    for (const key of ['se', 'bb', 'no', 'fi', 'sk', 'uk']) {
      const resolved = resolveHost(routes, `${key}.localhost:3000`)
      expect(resolved.kind === 'site' && resolved.site.key).toBe(key)
    }
    expect(resolveHost(routes, 'www.se.localhost:3000')).toMatchObject({
      kind: 'redirect',
      host: 'se.localhost',
      site: { key: 'se' },
    })
    const unknown = resolveHost(routes, 'unknown.example')
    expect(unknown.kind === 'site' && unknown.site.key).toBe('se')
  })

  it('keeps locales and the localized title template per site', async () => {
    const { siteByKey, toSiteRoute } = await import('@/sites/resolve')
    const site = await siteByKey('se')
    expect(toSiteRoute(site!)).toMatchObject({
      defaultLocale: 'sv-SE',
      locales: ['sv-SE', 'en-GB'],
      primaryHost: 'se.localhost',
    })
    expect(site!.titleTemplate).toMatchObject({ 'sv-SE': '%s | Bilgruppen', 'en-GB': '%s | Bilgruppen' })
  })
})

async function createPage(
  site: Site,
  locale: 'sv-SE' | 'en-GB',
  data: { title: string; slug?: string; parent?: number; status?: 'draft' | 'published' },
) {
  return payload.create({
    collection: 'pages',
    locale,
    data: {
      site: site.id,
      title: data.title,
      slug: data.slug,
      parent: data.parent,
      _status: data.status ?? 'published',
    },
  })
}

describe('pages by path per site and locale', () => {
  it('finds a published page by site, locale and derived path', async () => {
    const { findPage } = await import('@/features/pages/find')
    const about = await createPage(se, 'sv-SE', { title: 'Om oss', slug: 'om-oss' })
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'en-GB',
      data: { title: 'About us', slug: 'about-us' },
    })
    const ukAbout = await createPage(uk, 'en-GB', { title: 'About Motor Group', slug: 'about-us' })

    expect((await findPage(se.id, 'sv-SE', '/om-oss'))?.id).toBe(about.id)
    expect((await findPage(se.id, 'en-GB', '/about-us'))?.title).toBe('About us')
    expect((await findPage(uk.id, 'en-GB', '/about-us'))?.id).toBe(ukAbout.id)
    expect(await findPage(se.id, 'sv-SE', '/about-us')).toBeNull()
    expect(await findPage(uk.id, 'en-GB', '/om-oss')).toBeNull()
  })

  it('derives child paths from the parent chain and follows a parent rename', async () => {
    const parent = await createPage(se, 'sv-SE', { title: 'Köp bil', slug: 'kop-bil' })
    const child = await createPage(se, 'sv-SE', { title: 'Alla bilar', slug: 'alla-bilar', parent: parent.id })
    const grandchild = await createPage(se, 'sv-SE', { title: 'Elbilar', slug: 'elbilar', parent: child.id })
    expect(grandchild.path).toBe('/kop-bil/alla-bilar/elbilar')
    await payload.update({ collection: 'pages', id: parent.id, locale: 'sv-SE', data: { slug: 'bilar' } })
    const moved = await payload.findByID({ collection: 'pages', id: grandchild.id, locale: 'sv-SE', depth: 0 })
    expect(moved.path).toBe('/bilar/alla-bilar/elbilar')
  })

  it('does not serve drafts to visitors', async () => {
    const { findPage } = await import('@/features/pages/find')
    await createPage(se, 'sv-SE', { title: 'Hemlig kampanj', slug: 'hemlig', status: 'draft' })
    expect(await findPage(se.id, 'sv-SE', '/hemlig')).toBeNull()
  })

  it('rejects an invalid slug with a readable message', async () => {
    await expect(createPage(se, 'sv-SE', { title: 'Bad', slug: 'Not A Slug' })).rejects.toThrow(/slug/i)
  })
})

describe('path uniqueness', () => {
  it('is a unique database index on (site, path, locale)', async () => {
    const indexes = await rows<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'pages_locales' and indexdef ilike '%unique%'`,
    )
    expect(indexes.some((i) => /site_key.*path.*_locale/.test(i.indexdef))).toBe(true)
  })

  it('refuses a second page with the same path on the same site and locale', async () => {
    await createPage(se, 'sv-SE', { title: 'Kontakt', slug: 'kontakt' })
    await expect(createPage(se, 'sv-SE', { title: 'Kontakt igen', slug: 'kontakt' })).rejects.toThrow()
    const { totalDocs } = await payload.count({
      collection: 'pages',
      where: { and: [{ site: { equals: se.id } }, { path: { equals: '/kontakt' } }] },
      locale: 'sv-SE',
    })
    expect(totalDocs).toBe(1)
  })

  it('allows the same path on another site or in another locale', async () => {
    await expect(createPage(uk, 'en-GB', { title: 'Contact', slug: 'kontakt' })).resolves.toBeTruthy()
    const other = await createPage(se, 'sv-SE', { title: 'Kontakta oss', slug: 'kontakta-oss' })
    await expect(
      payload.update({
        collection: 'pages',
        id: other.id,
        locale: 'en-GB',
        data: { title: 'Contact', slug: 'kontakt' },
      }),
    ).resolves.toBeTruthy()
  })
})

describe('cached site shell', () => {
  it('shows an editor change on the next read (the change hook clears the cache)', async () => {
    const { loadNavigation } = await import('@/features/shell/navigation/queries')
    const { loadStrings } = await import('@/i18n/dictionary/load')
    const { shellStrings } = await import('@/features/shell/strings')
    expect(await loadNavigation(uk.id, 'en-GB')).toBeNull()
    expect((await loadStrings(shellStrings, uk.id, 'en-GB')).backToHome).toBe('Back to the home page')

    const nav = await payload.create({
      collection: 'navigations',
      locale: 'en-GB',
      data: { site: uk.id, title: 'UK menu', items: [{ name: 'Buy a car', path: '/buy-car' }] },
    })
    await payload.create({
      collection: 'dictionary-entries',
      locale: 'en-GB',
      data: { site: uk.id, key: 'backToHome', value: 'Home' },
    })
    expect((await loadNavigation(uk.id, 'en-GB'))?.items?.map((i) => i.name)).toEqual(['Buy a car'])
    expect((await loadStrings(shellStrings, uk.id, 'en-GB')).backToHome).toBe('Home')

    await payload.update({
      collection: 'navigations',
      id: nav.id,
      locale: 'en-GB',
      data: { items: [{ name: 'Used cars', path: '/buy-car/used-cars' }] },
    })
    expect((await loadNavigation(uk.id, 'en-GB'))?.items?.map((i) => i.name)).toEqual(['Used cars'])
  })

  it('applies namespaced dictionary keys to their catalogue, templates included', async () => {
    const { loadStrings } = await import('@/i18n/dictionary/load')
    const { financeStrings } = await import('@/features/finance/strings')
    const { shellStrings } = await import('@/features/shell/strings')
    const { translator } = await import('@/i18n/catalogue')
    await payload.create({
      collection: 'dictionary-entries',
      locale: 'en-GB',
      data: { site: uk.id, key: 'finance.months', value: '{n} mo.' },
    })
    await payload.create({
      collection: 'dictionary-entries',
      locale: 'en-GB',
      data: { site: uk.id, key: 'shell.menu', value: 'Browse' },
    })
    const finance = await loadStrings(financeStrings, uk.id, 'en-GB')
    expect(translator(finance)('months', { n: 36 })).toBe('36 mo.')
    expect(finance.loanHeading).toBe('Calculate your car loan')
    expect((await loadStrings(shellStrings, uk.id, 'en-GB')).menu).toBe('Browse')
    // Another site and the code defaults are untouched.
    expect((await loadStrings(financeStrings, null, 'en-GB')).months).toBe(
      '{n, plural, one {# month} other {# months}}',
    )
  })
})
