/**
 * Scheduled publishing (src/features/scheduling) on a real database, run by outbox workers on an injected clock:
 * nothing is public before the schedule's time and the page is after it (with its rendered pages and the sitemap
 * following); the time is read on the site's clock, across daylight-saving changes; one publish when two workers
 * drain at once and when the entry is delivered again; a cancelled schedule does nothing; unpublish at; stories
 * too; site messages switched on and off; a site editor schedules only their sites' documents; a failing publish
 * is retried by the outbox and marked failed on its last attempt.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Page, PublishSchedule, Site, User } from '@/payload-types'
import { query } from '@/platform/db'
import { sqlOutboxStore } from '@/platform/outbox/sql-store'
import { createOutboxWorker } from '@/platform/outbox/worker'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let sites: Record<string, Site>
let seEditor: User
/** The workers' and the handler's clock, set by each test. */
let now = new Date('2027-01-01T00:00:00Z')
const clock = () => now

const as = (user: User) => ({ user, overrideAccess: false as const })

type Method = 'GET' | 'PATCH'
let route: Record<Method, (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>>
let seToken = ''

/** A REST call as the admin makes it (Next.js's route handler behind its gate), signed in as the se editor. */
async function rest(path: string, init: RequestInit = {}) {
  const url = new URL(path, 'http://se.localhost')
  const headers = new Headers(init.headers)
  headers.set('authorization', `JWT ${seToken}`)
  if (init.body) headers.set('content-type', 'application/json')
  return route[(init.method ?? 'GET') as Method](new Request(url, { ...init, headers }), {
    params: Promise.resolve({ slug: url.pathname.replace(/^\/api\/cms\//, '').split('/') }),
  })
}

beforeAll(async () => {
  process.env.RATE_LIMIT_MULTIPLIER = '0'
  ctx = await bootPayload()
  payload = ctx.payload
  sites = await (await import('@/demo/seed/sites')).seedSites(payload)
  // The first account is a group admin.
  await payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'correct horse battery', role: 'admin' },
  })
  seEditor = await payload.create({
    collection: 'users',
    data: {
      email: 'se@example.com',
      password: 'correct horse battery',
      role: 'editor',
      sites: [{ site: sites.se.id }],
    },
  })
  seToken = (
    await payload.login({ collection: 'users', data: { email: 'se@example.com', password: 'correct horse battery' } })
  ).token!
  route = (await import('@/app/(payload)/api/cms/[...slug]/route')) as unknown as typeof route
}, 600_000)
afterAll(async () => {
  await ctx?.teardown()
})
beforeEach(async () => {
  await query(payload, sql`delete from outbox`)
})

const worker = async (name: string) => {
  const { scheduleHandlers } = await import('@/features/scheduling/run')
  return createOutboxWorker({
    store: sqlOutboxStore(payload),
    handlers: scheduleHandlers(payload, clock),
    worker: name,
    clock,
    random: () => 0,
    log: (message, error) => console.error(message, error),
  })
}

/** Two instances' workers draining at once at `at`. */
async function drainAt(at: Date) {
  now = at
  const [a, b] = [await worker('w1'), await worker('w2')]
  await Promise.all([a.drain(), b.drain()])
}

let pages = 0
/** A draft written in every language of its site, so the checks before publishing find nothing. */
async function draftPage(siteKey = 'se', title = 'Kampanj'): Promise<Page> {
  pages++
  const site = sites[siteKey]
  const page = await payload.create({
    collection: 'pages',
    data: { site: site.id, title: `${title} ${pages}`, slug: `kampanj-${pages}`, _status: 'draft' },
    locale: site.defaultLocale,
    draft: true,
  })
  for (const locale of (site.siteLocales ?? []).filter((l) => l !== site.defaultLocale)) {
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: `Campaign ${pages}`, slug: `campaign-${pages}` },
      locale,
      draft: true,
    })
  }
  return page
}

async function schedule(
  document: PublishSchedule['document'] & { value: number },
  localTime: string,
  options: { action?: 'publish' | 'unpublish'; locale?: PublishSchedule['locale']; user?: User } = {},
): Promise<PublishSchedule> {
  return payload.create({
    collection: 'publish-schedules',
    data: { document, localTime, action: options.action ?? 'publish', locale: options.locale ?? 'all' } as never,
    depth: 0,
    ...as(options.user ?? seEditor),
  })
}

/** The field a refusal names and its message (Payload's ValidationError lists them). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors?.[0] ?? null,
  )

const publicPage = async (id: number, locale: 'sv-SE' | 'en-GB' = 'sv-SE') =>
  (
    await payload.find({
      collection: 'pages',
      where: { id: { equals: id } },
      locale,
      depth: 0,
      overrideAccess: false,
      fallbackLocale: false,
    })
  ).docs[0] ?? null

const stateOf = async (id: number) =>
  (await payload.findByID({ collection: 'publish-schedules', id, depth: 0 })) as PublishSchedule

const publishedVersions = async (id: number) =>
  Number(
    (
      await query<{ n: string }>(
        payload,
        sql`select count(*) as n from _pages_v where parent_id = ${id} and version__status = 'published'`,
      )
    )[0].n,
  )

const inSitemap = async (id: number) => {
  const { sitemapPages } = await import('@/features/pages/find')
  const page = await payload.findByID({ collection: 'pages', id, depth: 0, draft: true, locale: 'sv-SE' })
  return (await sitemapPages(sites.se.id)).some((entry) => entry.paths['sv-SE'] === page.path)
}

describe('publish at', () => {
  it('publishes the draft at its time on the site clock, not before, and the pages and sitemap follow', async () => {
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-03-01 00:00')
    // Midnight in Stockholm in winter is 23:00 UTC the day before.
    expect(made.at).toBe('2027-02-28T23:00:00.000Z')
    expect(made).toMatchObject({ state: 'scheduled', timeZone: 'Europe/Stockholm', site: sites.se.id })
    expect(made.scheduledBy).toBe(seEditor.id)
    const [entry] = await query<{ id: number; next_run_at: Date; status: string }>(
      payload,
      sql`select id, next_run_at, status from outbox where topic = 'content.schedule'`,
    )
    expect(entry.id).toBe(made.outboxEntry)
    expect(new Date(entry.next_run_at).toISOString()).toBe(made.at)

    await drainAt(new Date('2027-02-28T22:59:00Z'))
    expect(await publicPage(page.id)).toBeNull()
    expect((await stateOf(made.id)).state).toBe('scheduled')
    expect(await inSitemap(page.id)).toBe(false)

    const [{ last }] = await query<{ last: string }>(
      payload,
      sql`select coalesce(max(id), 0)::text as last from platform.invalidations`,
    )
    await drainAt(new Date('2027-02-28T23:00:00Z'))
    expect((await publicPage(page.id))?.title).toBe(page.title)
    expect(await stateOf(made.id)).toMatchObject({ state: 'done', ranAt: '2027-02-28T23:00:00.000Z' })
    expect(await inSitemap(page.id)).toBe(true)
    // The publish went through the page's own hooks: its rendered pages and its site's are dropped everywhere.
    const topics = (
      await query<{ topic: string }>(payload, sql`select topic from platform.invalidations where id > ${last}`)
    ).map((row) => row.topic)
    expect(topics).toEqual(expect.arrayContaining([`tag:page:${page.id}`, `tag:site:${sites.se.id}`, 'shell']))
    // The audit log says who scheduled it and, at its time, that the same editor published the page.
    const audit = async (collectionSlug: string, documentId: number) =>
      (
        await payload.find({
          collection: 'audit-log',
          where: { collectionSlug: { equals: collectionSlug }, documentId: { equals: documentId } },
          sort: 'at',
          depth: 0,
          pagination: false,
        })
      ).docs.map((row) => [row.action, row.user])
    expect(await audit('publish-schedules', made.id)).toContainEqual(['created', seEditor.id])
    expect(await audit('pages', page.id)).toContainEqual(['published', seEditor.id])
  })

  it('publishes a page never published before in the one locale it names', async () => {
    const page = await draftPage()
    await schedule({ relationTo: 'pages', value: page.id }, '2027-03-02 10:00', { locale: 'sv-SE' })
    await drainAt(new Date('2027-03-02T09:00:00Z'))
    expect((await publicPage(page.id, 'sv-SE'))?.title).toBe(page.title)
  })

  it('publishes one locale’s latest draft and leaves the other locale as it was published', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { site: sites.se.id, title: 'Höstrea v1', slug: 'hostrea', _status: 'published' },
      locale: 'sv-SE',
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Autumn sale v1', slug: 'autumn-sale', _status: 'published' },
      locale: 'en-GB',
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Höstrea v2' },
      locale: 'sv-SE',
      draft: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Autumn sale v2' },
      locale: 'en-GB',
      draft: true,
    })
    await schedule({ relationTo: 'pages', value: page.id }, '2027-04-01 09:00', { locale: 'en-GB' })
    await drainAt(new Date('2027-04-01T07:00:00Z'))
    expect((await publicPage(page.id, 'en-GB'))?.title).toBe('Autumn sale v2')
    expect((await publicPage(page.id, 'sv-SE'))?.title).toBe('Höstrea v1')
  })
})

describe("the site's clock", () => {
  it('turns midnight on either side of both daylight-saving changes into the right instant', async () => {
    const page = await draftPage()
    const at = async (localTime: string) => (await schedule({ relationTo: 'pages', value: page.id }, localTime)).at
    expect(await at('2027-03-28 00:00')).toBe('2027-03-27T23:00:00.000Z')
    expect(await at('2027-03-29 00:00')).toBe('2027-03-28T22:00:00.000Z')
    expect(await at('2027-10-31 00:00')).toBe('2027-10-30T22:00:00.000Z')
    expect(await at('2027-11-01 00:00')).toBe('2027-10-31T23:00:00.000Z')
  })

  it("reads the time on the document's site's clock (London for the UK site)", async () => {
    const page = await draftPage('uk', 'Offer')
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-07-01 00:00', {
      user: await payload.create({
        collection: 'users',
        data: {
          email: 'uk@example.com',
          password: 'correct horse battery',
          role: 'editor',
          sites: [{ site: sites.uk.id }],
        },
      }),
    })
    expect(made).toMatchObject({ timeZone: 'Europe/London', at: '2027-06-30T23:00:00.000Z' })
  })

  it('refuses a time the clock skips and one that is not a time, naming the field', async () => {
    const page = await draftPage()
    expect(await refusal(schedule({ relationTo: 'pages', value: page.id }, '2027-03-28 02:30'))).toEqual({
      path: 'localTime',
      message: expect.stringMatching(/does not exist in Europe\/Stockholm/),
    })
    expect(await refusal(schedule({ relationTo: 'pages', value: page.id }, 'next Monday'))).toEqual({
      path: 'localTime',
      message: expect.stringMatching(/YYYY-MM-DD HH:mm/),
    })
  })
})

describe('exactly once', () => {
  it('publishes once when two workers drain at once and when the entry is delivered again', async () => {
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-05-01 12:00')
    const before = await publishedVersions(page.id)
    await drainAt(new Date('2027-05-01T10:00:00Z'))
    expect(await publishedVersions(page.id)).toBe(before + 1)

    // Delivered again (a worker lost its lease after publishing): the entry runs, the schedule does not.
    await query(payload, sql`update outbox set status = 'pending', attempts = 0 where id = ${made.outboxEntry}`)
    await drainAt(new Date('2027-05-01T10:05:00Z'))
    expect(await publishedVersions(page.id)).toBe(before + 1)
    expect((await stateOf(made.id)).state).toBe('done')
  })

  it('lets one of two concurrent runs of the same entry publish', async () => {
    const { runSchedule } = await import('@/features/scheduling/run')
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-05-02 12:00')
    const before = await publishedVersions(page.id)
    const delivery = { id: made.outboxEntry as number, attempt: 1 }
    const at = new Date('2027-05-02T10:00:00Z')
    const outcomes = await Promise.all([runSchedule(payload, delivery, at), runSchedule(payload, delivery, at)])
    expect(outcomes.sort()).toEqual(['done', 'skipped'])
    expect(await publishedVersions(page.id)).toBe(before + 1)
  })

  it('keeps a run time exactly for a schedule that ran (database check)', async () => {
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-05-03 12:00')
    await expect(
      query(payload, sql`update publish_schedules set state = 'done' where id = ${made.id}`),
    ).rejects.toThrow()
  })
})

describe('cancel', () => {
  it('does nothing at the time once cancelled, and a schedule that ran or was cancelled stays so', async () => {
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-06-01 08:00')
    await payload.update({
      collection: 'publish-schedules',
      id: made.id,
      data: { state: 'cancelled' },
      ...as(seEditor),
    })
    await drainAt(new Date('2027-06-01T06:00:00Z'))
    expect(await publicPage(page.id)).toBeNull()
    expect((await stateOf(made.id)).state).toBe('cancelled')
    const [entry] = await query<{ status: string }>(
      payload,
      sql`select status from outbox where id = ${made.outboxEntry}`,
    )
    expect(entry.status).toBe('done')
    expect(
      await refusal(
        payload.update({ collection: 'publish-schedules', id: made.id, data: { state: 'scheduled' }, ...as(seEditor) }),
      ),
    ).toEqual({ path: 'state', message: expect.stringMatching(/is cancelled/) })
  })

  it('is listed and cancelled through the admin’s REST API, which names the field it refuses', async () => {
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-06-03 08:00')
    const list = await rest('/api/cms/publish-schedules?depth=0&limit=100&where[state][equals]=scheduled')
    expect(list.status).toBe(200)
    const row = ((await list.json()) as { docs: PublishSchedule[] }).docs.find((doc) => doc.id === made.id)
    expect(row).toMatchObject({ localTime: '2027-06-03 08:00', timeZone: 'Europe/Stockholm', action: 'publish' })
    const patch = (body: unknown) =>
      rest(`/api/cms/publish-schedules/${made.id}`, { method: 'PATCH', body: JSON.stringify(body) })
    expect((await patch({ state: 'cancelled' })).status).toBe(200)
    const refused = await patch({ state: 'scheduled' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toMatch(/"path":"state".*is cancelled/)
    expect((await stateOf(made.id)).state).toBe('cancelled')
  })

  it('cannot cancel a schedule that ran, nor change its time', async () => {
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-06-02 08:00')
    await drainAt(new Date('2027-06-02T06:00:00Z'))
    expect(
      await refusal(
        payload.update({ collection: 'publish-schedules', id: made.id, data: { state: 'cancelled' }, ...as(seEditor) }),
      ),
    ).toEqual({ path: 'state', message: expect.stringMatching(/is done/) })
    await payload.update({
      collection: 'publish-schedules',
      id: made.id,
      data: { localTime: '2030-01-01 00:00' },
      ...as(seEditor),
    })
    expect(await stateOf(made.id)).toMatchObject({ localTime: '2027-06-02 08:00', at: '2027-06-02T06:00:00.000Z' })
  })
})

describe('unpublish at and site messages', () => {
  it('takes a published page off the site and out of the sitemap at its time', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { site: sites.se.id, title: 'Sommarkampanj', slug: 'sommarkampanj', _status: 'published' },
      locale: 'sv-SE',
    })
    expect(await inSitemap(page.id)).toBe(true)
    await schedule({ relationTo: 'pages', value: page.id }, '2027-08-31 23:59', { action: 'unpublish' })
    await drainAt(new Date('2027-08-31T21:58:00Z'))
    expect(await publicPage(page.id)).not.toBeNull()
    await drainAt(new Date('2027-08-31T21:59:00Z'))
    expect(await publicPage(page.id)).toBeNull()
    expect(await inSitemap(page.id)).toBe(false)
  })

  it('refuses to unpublish one locale of a page (a page is published as a whole)', async () => {
    const page = await draftPage()
    expect(
      await refusal(
        schedule({ relationTo: 'pages', value: page.id }, '2027-09-01 00:00', { action: 'unpublish', locale: 'sv-SE' }),
      ),
    ).toEqual({ path: 'locale', message: expect.stringMatching(/all languages/) })
  })

  it('publishes a story’s draft at its time and unpublishes it later', async () => {
    const story = await payload.create({
      collection: 'stories',
      data: { site: sites.se.id, name: 'Vårkampanj', slug: 'varkampanj', title: 'Vårkampanj', date: '2027-04-01' },
      locale: 'sv-SE',
      draft: true,
    })
    const visible = async () =>
      (
        await payload.find({
          collection: 'stories',
          where: { id: { equals: story.id } },
          overrideAccess: false,
          depth: 0,
        })
      ).docs.length === 1
    await schedule({ relationTo: 'stories', value: story.id }, '2027-04-01 06:00', { locale: 'sv-SE' })
    await schedule({ relationTo: 'stories', value: story.id }, '2027-04-30 23:00', { action: 'unpublish' })
    await drainAt(new Date('2027-04-01T03:59:00Z'))
    expect(await visible()).toBe(false)
    await drainAt(new Date('2027-04-01T04:00:00Z'))
    expect(await visible()).toBe(true)
    await drainAt(new Date('2027-04-30T21:00:00Z'))
    expect(await visible()).toBe(false)
  })

  it('switches a site message (an alert) on and off', async () => {
    const message = await payload.create({
      collection: 'site-messages',
      data: { site: sites.se.id, title: 'Stängt i midsommar', text: 'Vi har stängt.', type: 'Warning', active: false },
      locale: 'sv-SE',
    })
    const visible = async () =>
      (
        await payload.find({
          collection: 'site-messages',
          where: { id: { equals: message.id } },
          overrideAccess: false,
          depth: 0,
        })
      ).docs.length === 1
    await schedule({ relationTo: 'site-messages', value: message.id }, '2027-06-20 00:00')
    await schedule({ relationTo: 'site-messages', value: message.id }, '2027-06-27 00:00', { action: 'unpublish' })
    await drainAt(new Date('2027-06-19T21:59:00Z'))
    expect(await visible()).toBe(false)
    await drainAt(new Date('2027-06-19T22:00:00Z'))
    expect(await visible()).toBe(true)
    await drainAt(new Date('2027-06-26T22:00:00Z'))
    expect(await visible()).toBe(false)
  })
})

describe('site scope and failures', () => {
  it("refuses a site editor another site's page and shows them only their sites' schedules", async () => {
    const ukPage = await draftPage('uk', 'Offer')
    expect(await refusal(schedule({ relationTo: 'pages', value: ukPage.id }, '2027-07-01 00:00'))).toEqual({
      path: 'document',
      message: expect.stringMatching(/not on your sites/),
    })
    const ukSchedule = await payload.create({
      collection: 'publish-schedules',
      data: { document: { relationTo: 'pages', value: ukPage.id }, localTime: '2027-07-01 00:00', action: 'publish' },
    } as never)
    const mine = await payload.find({ collection: 'publish-schedules', ...as(seEditor), limit: 100, depth: 0 })
    expect(mine.docs.length).toBeGreaterThan(0)
    expect(mine.docs.some((doc) => doc.id === (ukSchedule as PublishSchedule).id)).toBe(false)
    expect(mine.docs.every((doc) => doc.site === sites.se.id)).toBe(true)
  })

  it('leaves a schedule to the outbox’s retries while the database fails, and marks it failed on the last', async () => {
    const { runSchedule, SCHEDULE_MAX_ATTEMPTS } = await import('@/features/scheduling/run')
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-07-03 00:00')
    await query(
      payload,
      sql.raw(`create function test_refuse_pages() returns trigger language plpgsql as $$
        begin raise exception 'pages are read-only for a moment'; end $$;
        create trigger test_refuse_pages before update on pages for each row execute function test_refuse_pages();`),
    )
    try {
      const at = new Date('2027-07-02T22:00:00Z')
      await expect(runSchedule(payload, { id: made.outboxEntry as number, attempt: 1 }, at)).rejects.toThrow()
      expect((await stateOf(made.id)).state).toBe('scheduled')
      expect(await runSchedule(payload, { id: made.outboxEntry as number, attempt: SCHEDULE_MAX_ATTEMPTS }, at)).toBe(
        'failed',
      )
      expect(await stateOf(made.id)).toMatchObject({ state: 'failed', ranAt: at.toISOString() })
      expect(await publicPage(page.id)).toBeNull()
    } finally {
      await query(payload, sql.raw('drop trigger test_refuse_pages on pages; drop function test_refuse_pages();'))
    }
  })

  it('marks a schedule failed, with the reason, when its page was deleted', async () => {
    const page = await draftPage()
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-07-02 00:00')
    await payload.delete({ collection: 'pages', id: page.id })
    await drainAt(new Date('2027-07-01T22:00:00Z'))
    expect(await stateOf(made.id)).toMatchObject({ state: 'failed', error: 'The document was deleted.' })
  })

  it('holds a page back with the checks before publishing, as its editor, and says why it failed', async () => {
    // Written in Swedish only: the se site's English title is missing.
    const page = await payload.create({
      collection: 'pages',
      data: { site: sites.se.id, title: 'Bara svenska', slug: 'bara-svenska', _status: 'draft' },
      locale: 'sv-SE',
      draft: true,
    })
    const made = await schedule({ relationTo: 'pages', value: page.id }, '2027-07-03 00:00')
    await drainAt(new Date('2027-07-02T22:00:00Z'))
    const failed = await stateOf(made.id)
    expect(failed.state).toBe('failed')
    expect(failed.error).toMatch(/title/)
    expect(await publicPage(page.id)).toBeNull()
    expect(await publishedVersions(page.id)).toBe(0)
  })
})
