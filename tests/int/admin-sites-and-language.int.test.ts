/**
 * The admin after the first seed, as the group admin with no site chosen: every list's site column names
 * the row's site (every collection that refers to a site, its cell and the data it reads), editing a
 * document while another site is selected never moves it, and the admin opens in the language on the
 * editor's account.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CollectionSlug, Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { SITE_CELL } from '@/cms/admin/components'
import { siteCellText } from '@/cms/admin/site-cell-rules'
import { siteNames } from '@/cms/admin/site-names'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let admin: User
let adminToken: string
let dataDir: string

type Method = 'GET' | 'POST' | 'PATCH'
let route: Record<Method, (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>>

/** A REST call as the admin's browser makes it: the group admin's session, and any cookies (the site selector's). */
async function rest(pathname: string, init: RequestInit & { cookie?: string; token?: string | null } = {}) {
  const url = new URL(pathname, 'http://se.localhost')
  const headers = new Headers(init.headers)
  const token = init.token === undefined ? adminToken : init.token
  if (token) headers.set('authorization', `JWT ${token}`)
  if (init.cookie) headers.set('cookie', init.cookie)
  if (init.body) headers.set('content-type', 'application/json')
  return route[(init.method ?? 'GET') as Method](new Request(url, { ...init, headers }), {
    params: Promise.resolve({ slug: url.pathname.replace(/^\/api\/cms\//, '').split('/') }),
  })
}

/** The top-level fields of a collection that refer to a site (tabs and rows looked into). */
function siteFields(fields: Field[]): Field[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => siteFields(tab.fields))
    if (field.type === 'row' || field.type === 'collapsible') return siteFields(field.fields)
    return field.type === 'relationship' && field.relationTo === 'sites' && !field.hasMany ? [field] : []
  })
}

const SEEDED = ['pages', 'stories', 'navigations', 'footers', 'dealer-sites', 'dictionary-entries', 'media']

const cellPath = (field: Field) => {
  const cell = field.admin?.components && 'Cell' in field.admin.components ? field.admin.components.Cell : undefined
  return typeof cell === 'object' && cell ? cell.path : cell
}

beforeAll(async () => {
  process.env.RATE_LIMIT_MULTIPLIER = '0'
  ctx = await bootPayload()
  payload = ctx.payload
  route = (await import('@/app/(payload)/api/cms/[...slug]/route')) as unknown as typeof route
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-sites-'))
  const { seed } = await import('@/demo/seed/seed')
  const credentials = await seed(payload, { cars: 20, dataDir, log: () => {} })
  const login = await payload.login({
    collection: 'users',
    data: { email: credentials!.email, password: credentials!.password },
  })
  admin = login.user as User
  adminToken = login.token!
}, 900_000)

afterAll(async () => {
  await ctx?.teardown()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe("the group admin's lists name the site on every row", () => {
  it('every collection that refers to a site shows it with the site cell', () => {
    const found = payload.config.collections.flatMap((collection) =>
      siteFields(collection.fields).map((field) => ({
        slug: collection.slug,
        field: 'name' in field ? field.name : '',
        cell: cellPath(field),
      })),
    )
    // The plugin's site-scoped collections, dealer sites' website, a file's owning site: none left out.
    expect(found.map((f) => f.slug)).toEqual(
      expect.arrayContaining(['pages', 'stories', 'navigations', 'footers', 'dealer-sites', 'media', 'leads']),
    )
    for (const { slug, field, cell } of found) expect(cell, `${slug}.${field}`).toBe(SITE_CELL)
  })

  it('names the site of each of the first 50 rows of every list, read as the admin reads a list', async () => {
    const names = await siteNames(payload)
    expect(names.size).toBe(6)
    let rows = 0
    for (const collection of payload.config.collections) {
      for (const field of siteFields(collection.fields)) {
        const name = 'name' in field ? field.name : ''
        // The list view's read: the group admin's access, no site chosen, the documents' latest drafts, ids only.
        const list = await payload.find({
          collection: collection.slug as CollectionSlug,
          user: admin,
          overrideAccess: false,
          depth: 0,
          draft: Boolean(collection.versions),
          limit: 50,
        })
        // The seed's content (leads and forms come from visitors and editors later).
        if (SEEDED.includes(collection.slug)) expect(list.docs.length, collection.slug).toBeGreaterThan(0)
        const expected = await payload.find({
          collection: collection.slug as CollectionSlug,
          where: { id: { in: list.docs.map((d) => d.id) } },
          depth: 1,
          draft: Boolean(collection.versions),
          limit: 50,
          overrideAccess: true,
          select: { [name]: true } as never,
        })
        const siteNameOf = new Map(
          (expected.docs as unknown as Record<string, unknown>[]).map((doc) => {
            const site = doc[name] as { name: string } | null
            return [doc.id, site ? site.name : 'Group']
          }),
        )
        for (const doc of list.docs as unknown as Record<string, unknown>[]) {
          const shown = siteCellText(doc[name], names, 'Group')
          expect(shown, `${collection.slug} ${doc.id}`).toBe(siteNameOf.get(doc.id))
          rows++
        }
      }
    }
    expect(rows).toBeGreaterThan(100)
  })
})

describe('a document keeps its site', () => {
  it('saving a draft, autosaving and publishing while another site is selected leave the page on its site', async () => {
    const sites = await payload.find({ collection: 'sites', depth: 0, pagination: false, overrideAccess: true })
    const se = sites.docs.find((s) => s.key === 'se')!
    const uk = sites.docs.find((s) => s.key === 'uk')!
    const page = (
      await payload.find({
        collection: 'pages',
        where: { site: { equals: se.id } },
        depth: 0,
        limit: 1,
        locale: 'sv-SE',
        overrideAccess: true,
      })
    ).docs[0]
    const cookie = `payload-tenant=${uk.id}`
    const siteNow = async () =>
      (await payload.findByID({ collection: 'pages', id: page.id, depth: 0, draft: true, overrideAccess: true })).site
    for (const query of ['?draft=true&autosave=true', '?draft=true', '']) {
      const response = await rest(`/api/cms/pages/${page.id}${query}${query ? '&' : '?'}locale=sv-SE`, {
        method: 'PATCH',
        cookie,
        body: JSON.stringify({
          title: `${page.title} (${query || 'published'})`,
          ...(query ? {} : { _status: 'published' }),
        }),
      })
      expect(response.status, query).toBe(200)
      expect(await siteNow(), query).toBe(se.id)
    }
    // The published version too.
    const published = await payload.findByID({ collection: 'pages', id: page.id, depth: 0, overrideAccess: true })
    expect(published.site).toBe(se.id)
  })
})

describe("the admin in the editor's language", () => {
  it('gives the browser the language on the account at sign-in, and a changed one when they save it', async () => {
    const email = 'sv-editor@example.com'
    const password = 'correct horse battery'
    const editor = await payload.create({
      collection: 'users',
      data: { email, password, role: 'admin', adminLanguage: 'sv' } as never,
    })
    const login = await rest('/api/cms/users/login', {
      method: 'POST',
      token: null,
      body: JSON.stringify({ email, password }),
    })
    expect(login.status).toBe(200)
    const cookies = login.headers.getSetCookie()
    expect(cookies.some((c) => c.startsWith('payload-lng=sv;'))).toBe(true)
    // The session cookie is still there beside it.
    expect(cookies.some((c) => c.startsWith('payload-token='))).toBe(true)
    const { token } = (await login.json()) as { token: string }

    const change = await rest(`/api/cms/users/${editor.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ adminLanguage: 'nb' }),
    })
    expect(change.status).toBe(200)
    expect(change.headers.getSetCookie().some((c) => c.startsWith('payload-lng=nb;'))).toBe(true)

    // Cleared: the browser's own language decides again.
    const cleared = await rest(`/api/cms/users/${editor.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ adminLanguage: null }),
    })
    expect(cleared.headers.getSetCookie().some((c) => c.startsWith('payload-lng=;') && c.includes('Max-Age=0'))).toBe(
      true,
    )
  })

  it("a group admin choosing another editor's language sets no cookie in their own browser, and a language outside the list is refused", async () => {
    const other = await payload.create({
      collection: 'users',
      data: { email: 'nb-editor@example.com', password: 'correct horse battery', role: 'editor' } as never,
    })
    const change = await rest(`/api/cms/users/${other.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ adminLanguage: 'sk' }),
    })
    expect(change.status).toBe(200)
    expect(change.headers.getSetCookie().some((c) => c.startsWith('payload-lng='))).toBe(false)
    const refused = await rest(`/api/cms/users/${other.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ adminLanguage: 'fi' }),
    })
    expect(refused.status).toBe(400)
  })
})
