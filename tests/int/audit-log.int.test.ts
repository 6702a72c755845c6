/**
 * The audit log (src/cms/audit) on a real database: an editor's create, publish, change, unpublish and
 * delete on a site each leave a row naming the editor and the site, written in the editor's own
 * transaction; site editors read their sites' rows only and nobody writes or deletes a row through the
 * API; the dashboard's read (src/sites/admin/activity.ts) lists the selected site's rows newest first.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditLog, Site, User } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let sites: Record<string, Site>
let admin: User
let seEditor: User
let ukEditor: User
const pageIds: Record<string, number> = {}
let messageId = 0

const as = (user: User) => ({ user, overrideAccess: false as const })
const rowsOf = async (collectionSlug: string, documentId: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { collectionSlug: { equals: collectionSlug }, documentId: { equals: documentId } },
      sort: ['at', 'id'],
      depth: 0,
      pagination: false,
    })
  ).docs
const summary = (rows: AuditLog[]) => rows.map((r) => [r.action, r.user, r.site])

/** One editor's work on a page of their site: created as a draft, published, changed twice, unpublished, deleted. */
async function pageLife(editor: User, site: Site, key: string) {
  const page = await payload.create({
    collection: 'pages',
    data: { site: site.id, title: `Audit ${key}`, slug: `audit-${key}`, _status: 'draft' },
    locale: site.defaultLocale,
    draft: true,
    ...as(editor),
  })
  pageIds[key] = page.id
  // Written in the site's other languages as well, so the checks before publishing find nothing.
  for (const locale of (site.siteLocales ?? []).filter((l) => l !== site.defaultLocale))
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: `Audit ${key} ${locale}`, slug: `audit-${key}` },
      locale,
      draft: true,
      ...as(editor),
    })
  // A save asking for a draft while setting the status to published publishes (Payload's own rule).
  await payload.update({
    collection: 'pages',
    id: page.id,
    data: { _status: 'published' },
    draft: true,
    locale: site.defaultLocale,
    ...as(editor),
  })
  // Two draft saves in a row (as autosave makes them) are one change.
  for (const title of [`Audit ${key} 2`, `Audit ${key} 3`])
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title },
      draft: true,
      locale: site.defaultLocale,
      ...as(editor),
    })
  await payload.update({
    collection: 'pages',
    id: page.id,
    data: { _status: 'draft' },
    locale: site.defaultLocale,
    ...as(editor),
  })
  await payload.delete({ collection: 'pages', id: page.id, ...as(editor) })
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  sites = await seedSites(payload)
  const user = (email: string, data: Record<string, unknown>) =>
    payload.create({ collection: 'users', data: { email, password: 'correct horse battery', ...data } as never })
  admin = await user('admin@example.com', { role: 'admin' })
  seEditor = await user('se@example.com', { role: 'editor', name: 'Sara Svensson', sites: [{ site: sites.se.id }] })
  ukEditor = await user('uk@example.com', { role: 'editor', sites: [{ site: sites.uk.id }] })
  await pageLife(seEditor, sites.se, 'se')
  await pageLife(ukEditor, sites.uk, 'uk')
}, 600_000)

afterAll(async () => {
  await ctx?.teardown()
})

describe('the audit log records', () => {
  it("each editor's create, publish, change, unpublish and delete with the editor and the site", async () => {
    const actions = ['created', 'published', 'changed', 'unpublished', 'deleted']
    const se = await rowsOf('pages', pageIds.se)
    // The se site's English written after the Swedish is a change of its own (another locale).
    const seActions = ['created', 'changed', ...actions.slice(1)]
    expect(summary(se)).toEqual(seActions.map((action) => [action, seEditor.id, sites.se.id]))
    expect(se.map((r) => r.locale)).toEqual(['sv-SE', 'en-GB', 'sv-SE', 'sv-SE', 'sv-SE', 'sv-SE'])
    expect(se.every((r) => r.userName === 'Sara Svensson')).toBe(true)
    expect(se.map((r) => r.title)).toEqual([
      'Audit se',
      'Audit se en-GB',
      'Audit se',
      'Audit se 3',
      'Audit se 3',
      'Audit se 3',
    ])
    const uk = await rowsOf('pages', pageIds.uk)
    expect(summary(uk)).toEqual(actions.map((action) => [action, ukEditor.id, sites.uk.id]))
    // Without a name the e-mail address says who.
    expect(uk[0].userName).toBe('uk@example.com')
  })

  it('collections without drafts too: a site message created and changed', async () => {
    const message = await payload.create({
      collection: 'site-messages',
      data: { site: sites.uk.id, title: 'Closed on Monday', text: 'Text', type: 'Neutral' },
      ...as(ukEditor),
    })
    messageId = message.id
    await payload.update({ collection: 'site-messages', id: message.id, data: { active: false }, ...as(admin) })
    expect(summary(await rowsOf('site-messages', message.id))).toEqual([
      ['created', ukEditor.id, sites.uk.id],
      ['changed', admin.id, sites.uk.id],
    ])
  })

  it('in the editor’s transaction: a save rolled back leaves no row', async () => {
    const { inTransaction } = await import('@/platform/transactions')
    let id = 0
    await expect(
      inTransaction(payload, async ({ req }) => {
        id = (
          await payload.create({
            collection: 'tags',
            data: { site: sites.se.id, key: 'audit-rolled-back', value: 'x' },
            req,
            ...as(seEditor),
          })
        ).id
        // Read inside the transaction: the embedded database serves nothing else while it is open.
        expect(
          (
            await payload.count({
              collection: 'audit-log',
              where: { collectionSlug: { equals: 'tags' }, documentId: { equals: id } },
              req,
            })
          ).totalDocs,
        ).toBe(1)
        throw new Error('the editor’s save fails after the row was written')
      }),
    ).rejects.toThrow('fails after')
    expect(await rowsOf('tags', id)).toEqual([])
  })
})

describe('who reads and writes the audit log', () => {
  it("a site editor reads only their sites' rows; a group admin every site's", async () => {
    const mine = await payload.find({ collection: 'audit-log', ...as(seEditor), pagination: false, depth: 0 })
    expect(mine.docs.length).toBeGreaterThan(0)
    expect(new Set(mine.docs.map((r) => r.site))).toEqual(new Set([sites.se.id]))
    const all = await payload.find({ collection: 'audit-log', ...as(admin), pagination: false, depth: 0 })
    expect(new Set(all.docs.map((r) => r.site))).toEqual(new Set([sites.se.id, sites.uk.id]))
  })

  it('nobody creates, changes or deletes a row through the API, not even a group admin', async () => {
    const [row] = await rowsOf('pages', pageIds.se)
    for (const user of [seEditor, admin]) {
      await expect(
        payload.create({
          collection: 'audit-log',
          data: {
            at: new Date().toISOString(),
            action: 'deleted',
            site: sites.se.id,
            collectionSlug: 'pages',
            documentId: 1,
          },
          ...as(user),
        }),
      ).rejects.toThrow()
      await expect(
        payload.update({ collection: 'audit-log', id: row.id, data: { userName: 'someone else' }, ...as(user) }),
      ).rejects.toThrow()
      await expect(payload.delete({ collection: 'audit-log', id: row.id, ...as(user) })).rejects.toThrow()
    }
    expect((await payload.findByID({ collection: 'audit-log', id: row.id, depth: 0 })).userName).toBe('Sara Svensson')
  })
})

describe("the dashboard's activity read", () => {
  it("lists the selected site's rows newest first, linked while the document exists", async () => {
    const { readSiteActivity } = await import('@/sites/admin/activity')
    const rows = await readSiteActivity(payload, { site: sites.se, user: seEditor })
    expect(rows.map((r) => r.action)).toEqual(['deleted', 'unpublished', 'changed', 'published', 'changed', 'created'])
    expect(rows.every((r) => r.who === 'Sara Svensson' && r.href === null)).toBe(true)
    expect([...rows].sort((a, b) => b.at.localeCompare(a.at))).toEqual(rows)
    const uk = await readSiteActivity(payload, { site: sites.uk, user: admin })
    expect(uk[0]).toMatchObject({ collection: 'site-messages', action: 'changed', who: 'admin@example.com' })
    expect(uk[0].href).toBe(`/admin/collections/site-messages/${messageId}`)
    // Another site's activity is not a site editor's to read.
    expect(await readSiteActivity(payload, { site: sites.uk, user: seEditor })).toEqual([])
  })
})

describe('group documents, which no site owns', () => {
  it('are logged with no site: a group admin reads the rows, a site editor none', async () => {
    const doc = await payload.create({
      collection: 'group-content',
      data: { title: 'Integritetspolicy', _status: 'draft' },
      locale: 'sv-SE',
      draft: true,
      ...as(admin),
    })
    await payload.update({
      collection: 'group-content',
      id: doc.id,
      data: { _status: 'published' },
      locale: 'sv-SE',
      ...as(admin),
    })
    expect(summary(await rowsOf('group-content', doc.id))).toEqual([
      ['created', admin.id, null],
      ['published', admin.id, null],
    ])
    const where = { collectionSlug: { equals: 'group-content' } }
    const byAdmin = await payload.find({ collection: 'audit-log', where, ...as(admin), depth: 0 })
    expect(byAdmin.totalDocs).toBe(2)
    const byEditor = await payload.find({ collection: 'audit-log', where, ...as(seEditor), depth: 0 })
    expect(byEditor.totalDocs).toBe(0)
  })
})
