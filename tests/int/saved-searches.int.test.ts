/**
 * Saved searches with e-mail alerts (issue 37 §1) on a real database: double opt-in (nothing but the confirmation
 * before it), the confirmation link's single use and expiry, the same search twice as one, the limits, unsubscribe
 * and the manage link with the site pages they send the visitor to (the manage page's list rendered as the server
 * renders it); the matcher announcing a new car and a price drop exactly once, batching them into digests,
 * nothing after an unsubscribe, and a digest delivered once when the worker that claimed it died before sending;
 * a change whose transaction committed after a later-numbered one had been matched is still announced.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import type { Site } from '@/payload-types'
import { query } from '@/platform/db'
import type { Email } from '@/platform/messaging/messages'
import { sqlOutboxStore } from '@/platform/outbox/sql-store'
import { createOutboxWorker } from '@/platform/outbox/worker'
import { demoCars } from '../helpers/demo-cars'
import { bootPayload, type TestPayload } from '../helpers/payload'

const SECRET = 'integration-tests-only'
const onPostgres = process.env.TEST_DB === 'postgres'
let ctx: TestPayload
let payload: Payload
let se: Site
let cars: CarRecord[]
let spare: CarRecord[]
let ip = 0
const sent: Array<{ email: Email; key: string }> = []
let matcher: typeof import('@/features/saved-searches/matcher')
let store: typeof import('@/features/saved-searches/store')
let carSource: import('@/features/saved-searches/matcher').CarSource
let search: typeof import('@/features/search/search')

const mail = { send: async (email: Email, key: string) => void sent.push({ email, key }) }

async function call(
  path: string,
  init: { method?: string; body?: unknown; raw?: string; ip?: string; form?: Record<string, string> } = {},
) {
  const route = path.startsWith('/api/saved-searches/confirm')
    ? await import('@/app/api/saved-searches/confirm/route')
    : path.startsWith('/api/saved-searches/unsubscribe')
      ? await import('@/app/api/saved-searches/unsubscribe/route')
      : path.startsWith('/api/saved-searches/manage')
        ? await import('@/app/api/saved-searches/manage/route')
        : await import('@/app/api/saved-searches/route')
  const method = init.method ?? 'GET'
  const headers: Record<string, string> = { host: 'se.localhost', 'x-forwarded-for': init.ip ?? `10.1.0.${++ip}` }
  let body: string | undefined
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(init.form).toString()
  } else if (init.body !== undefined || init.raw !== undefined) {
    headers['content-type'] = 'application/json'
    body = init.raw ?? JSON.stringify(init.body)
  }
  const request = new Request(`http://se.localhost${path}`, { method, headers, body })
  const handler = (route as unknown as Record<string, (r: Request) => Promise<Response>>)[method]
  const response = await handler(request)
  return { status: response.status, headers: response.headers, text: await response.text() }
}

const save = (email: string, filters: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call('/api/saved-searches', { method: 'POST', body: { email, query: { filters }, locale: 'sv-SE', ...extra } })

/** Delivers every due outbox entry through the saved searches' handlers into `sent`. */
async function deliver(clock: () => Date = () => new Date()) {
  const { savedSearchHandlers } = await import('@/features/saved-searches/deliveries')
  const worker = createOutboxWorker({
    store: sqlOutboxStore(payload),
    handlers: savedSearchHandlers({ payload: async () => payload, mail, secret: SECRET, clock }),
    worker: 'test',
    clock,
    log: () => {},
  })
  await worker.drain()
}

const mailsTo = (email: string) => sent.filter((m) => m.email.to.includes(email))
const tokenIn = (text: string, route: string) => new RegExp(`${route}\\?token=([A-Za-z0-9_.-]+)`).exec(text)?.[1]
/** An e-mailed link as the route sees it: path and query, with the e-mail's language. */
const linkIn = (text: string, route: string) =>
  new RegExp(`/api/saved-searches/${route}\\?token=[A-Za-z0-9_.-]+&locale=[A-Za-z-]+`).exec(text)?.[0]

/** Where a link route sends the visitor (a site page: src/features/saved-searches/link-pages.ts). */
function sentTo(res: { status: number; headers: Headers }) {
  expect(res.status).toBe(303)
  // The Location may hold the manage link's token.
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  return res.headers.get('location')
}

/** The site's manage page for a token, as the server renders it on se (its 404 when the link is not valid). */
async function managePage(token: string) {
  const { ManageSearchesPage } = await import('@/features/saved-searches/pages/ManageSearchesPage')
  const ctx = (await (await import('@/sites/context')).siteContext('se', 'sv-SE'))!
  return renderToStaticMarkup(await ManageSearchesPage({ ctx, token }))
}
const NOT_FOUND = { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }

/** Saves and confirms a search; answers its id and the links of its e-mails. */
async function confirmed(email: string, filters: Record<string, unknown>) {
  const res = await save(email, filters)
  expect(res.status).toBe(202)
  await deliver()
  const message = mailsTo(email).at(-1)!
  const token = tokenIn(message.email.text, 'confirm')!
  const confirm = await call(`/api/saved-searches/confirm?token=${token}`)
  expect(confirm.status).toBe(303)
  return {
    id: JSON.parse(res.text).id as string,
    unsubscribe: tokenIn(message.email.text, 'unsubscribe')!,
    manage: tokenIn(message.email.text, 'manage')!,
    links: { unsubscribe: linkIn(message.email.text, 'unsubscribe')!, manage: linkIn(message.email.text, 'manage')! },
  }
}

const later = (ms: number) => new Date(Date.now() + ms)
/** A search's events, oldest first. */
const eventsOf = async (id: string) =>
  query<{ car_id: string; kind: string }>(
    payload,
    sql`select car_id, kind from alerts.events where saved_search = ${id}::uuid order by id`,
  )
const countEvents = async () =>
  (await query<{ n: number }>(payload, sql`select count(*)::int as n from alerts.events`))[0].n
const match = (now = new Date()) => matcher.runMatcher(payload, { cars: carSource, now })

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  se = (await seedSites(payload)).se
  const all = await demoCars(120)
  cars = all.slice(0, 60)
  spare = all.slice(60).filter((car) => car.index === 'se' && car.car_campaign_price === null)
  await insertCarBatch(payload, cars)
  search = await import('@/features/search/search')
  await search.searchReady()
  matcher = await import('@/features/saved-searches/matcher')
  store = await import('@/features/saved-searches/store')
  carSource = (await import('@/features/saved-searches/car-source')).searchCarSource
  process.env.PAYLOAD_SECRET = SECRET
})
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

const insertSpare = async (n: number) => {
  const { insertCarBatch } = await import('@/demo/seed/cars')
  const batch = spare.splice(0, n)
  await insertCarBatch(payload, batch)
  return batch
}

describe('POST /api/saved-searches', () => {
  it('stores the search unconfirmed, answers 202 {id}, and sends only a confirmation in the site language', async () => {
    const res = await save('Optin@Example.se', { car_fuel: ['El'] })
    expect(res.status).toBe(202)
    const { id } = JSON.parse(res.text)
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await deliver()
    const mails = mailsTo('optin@example.se')
    expect(mails).toHaveLength(1)
    expect(mails[0].email.subject).toMatch(/Bekräfta/)
    expect(mails[0].email.text).toMatch(/\/api\/saved-searches\/confirm\?token=/)
    expect(mails[0].email.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/se\.localhost(:\d+)?\/api\/saved-searches\/unsubscribe\?token=/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    // The token is stored only as its hash; the outbox entry carries none.
    const token = tokenIn(mails[0].email.text, 'confirm')!
    const stored = await query<{ confirm_token_hash: string; status: string }>(
      payload,
      sql`select confirm_token_hash, status from alerts.saved_searches where id = ${id}::uuid`,
    )
    expect(stored[0].status).toBe('pending')
    expect(stored[0].confirm_token_hash).not.toContain(token)
    const outbox = await query<{ data: unknown }>(
      payload,
      sql`select data from outbox where idempotency_key like ${`saved-search:${id}:%`}`,
    )
    expect(JSON.stringify(outbox)).not.toContain(token)
  })

  it('sends nothing but the confirmation to an unconfirmed address, whatever matches', async () => {
    const fuel = spare[0].car_fuel
    await save('pending@example.se', { car_fuel: [fuel] })
    await deliver()
    await insertSpare(1)
    await match()
    await matcher.flushDigests(payload, later(10 * 3_600_000))
    await deliver()
    expect(mailsTo('pending@example.se')).toHaveLength(1)
  })

  it('is one search when saved twice, in any order or spelling of the same query', async () => {
    const a = await save('twice@example.se', { car_fuel: ['Diesel', 'Bensin'], car_price: { max: 300000 } })
    const b = await save('TWICE@example.se', { car_price: { max: 300000 }, car_fuel: ['Bensin', 'Diesel', 'Bensin'] })
    expect(b.status).toBe(202)
    expect(JSON.parse(b.text).id).toBe(JSON.parse(a.text).id)
    await deliver()
    expect(mailsTo('twice@example.se')).toHaveLength(1)
  })

  it('answers 400 naming the field, without repeating the input', async () => {
    const bad = await save('not-an-address', { car_fuel: ['El'] })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('email')
    expect(bad.text).not.toContain('not-an-address')
    const unknown = await save('x@example.se', { secret_field_xyz: ['a'] })
    expect(unknown.status).toBe(400)
    expect(unknown.text).not.toContain('secret_field_xyz')
    const locale = await save('x@example.se', {}, { locale: 'de-DE' })
    expect(locale.status).toBe(400)
    expect(await call('/api/saved-searches', { method: 'POST', raw: '{' })).toMatchObject({ status: 400 })
    const huge = await call('/api/saved-searches', {
      method: 'POST',
      raw: JSON.stringify({ email: 'a'.repeat(20_000) }),
    })
    expect(huge.status).toBe(413)
  })

  it('takes at most 5 new searches of one address a day and 10 in all, and limits each client address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await save('daily@example.se', { car_year: { min: 2000 + i } })).status)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])

    const site = { id: se.id, name: se.name, searchIndex: se.searchIndex }
    const direct = (i: number) =>
      store.createSavedSearch(
        payload,
        {
          site,
          origin: 'http://se.localhost',
          listPath: '/',
          detailBase: '/',
          now: new Date(),
          takeNewForAddress: async () => true,
        },
        {
          email: 'ten@example.se',
          query: { filters: { car_year: { min: 1990 + i } } },
          locale: 'sv-SE',
          alerts: ['new'],
        },
      )
    for (let i = 0; i < 10; i++) await direct(i)
    await expect(direct(10)).rejects.toThrow(/at most 10/)

    const fromOneIp: number[] = []
    for (let i = 0; i < 11; i++)
      fromOneIp.push(
        (
          await call('/api/saved-searches', {
            method: 'POST',
            ip: '10.9.9.9',
            body: { email: `ip${i}@example.se`, query: { filters: {} }, locale: 'sv-SE' },
          })
        ).status,
      )
    expect(fromOneIp.slice(0, 10).every((s) => s === 202)).toBe(true)
    expect(fromOneIp[10]).toBe(429)
  })
})

describe('the confirmation link', () => {
  it('confirms once and redirects to the car list with the search; used again it leads to the invalid-link page', async () => {
    await save(
      'confirm@example.se',
      { car_fuel: ['Diesel'] },
      { query: { filters: { car_fuel: ['Diesel'] }, keyphrase: 'Kombi' } },
    )
    await deliver()
    const link = linkIn(mailsTo('confirm@example.se')[0].email.text, 'confirm')!
    expect(link).toMatch(/&locale=sv-SE$/)
    const first = await call(link)
    expect(first.status).toBe(303)
    const location = new URL(first.headers.get('location')!)
    expect(location.searchParams.getAll('car_fuel')).toEqual(['Diesel'])
    expect(location.searchParams.get('keyphrase')).toBe('kombi')
    expect(sentTo(await call(link))).toBe('/saved-searches/invalid-link')
    // In the language of the e-mail the link came in.
    expect(sentTo(await call(link.replace('sv-SE', 'en-GB')))).toBe('/en/saved-searches/invalid-link')
  })

  it('expires after 7 days', async () => {
    const res = await save('expired@example.se', { car_fuel: ['El'] })
    const { id } = JSON.parse(res.text)
    const token = 'x'.repeat(43)
    await store.issueConfirmToken(payload, id, token, new Date(Date.now() - 8 * 86_400_000))
    expect(sentTo(await call(`/api/saved-searches/confirm?token=${token}`))).toBe('/saved-searches/invalid-link')
    await store.issueConfirmToken(payload, id, token, new Date(Date.now() - 6 * 86_400_000))
    expect((await call(`/api/saved-searches/confirm?token=${token}`)).status).toBe(303)
  })
})

describe('alerts', () => {
  it('announces a new matching car and a price drop each exactly once, in digests', async () => {
    const car = spare[0]
    const email = 'alerts@example.se'
    await confirmed(email, { car_fuel: [car.car_fuel] })
    const before = mailsTo(email).length
    await insertSpare(1)
    const first = await match()
    expect(first.events).toBeGreaterThanOrEqual(1)
    // Matching the same changes again announces nothing new.
    expect((await match()).events).toBe(0)
    // The first event after a quiet spell waits 30 s for others to join it.
    expect(await matcher.flushDigests(payload, new Date())).toBe(0)
    expect(await matcher.flushDigests(payload, later(31_000))).toBeGreaterThanOrEqual(1)
    await deliver()
    const digest = mailsTo(email).slice(before)
    expect(digest).toHaveLength(1)
    expect(digest[0].email.text).toContain(`${car.car_brand} ${car.car_model}`)
    expect(digest[0].email.html).toContain(`/${car.car_id}/`)
    expect(digest[0].email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    await query(payload, sql`update cars set car_price = car_price - 10000 where car_id = ${car.car_id}`)
    expect((await match()).events).toBe(1)
    expect((await match()).events).toBe(0)
    // Within the window of the last digest: the drop waits for its end.
    expect(await matcher.flushDigests(payload, later(60_000))).toBe(0)
    expect(await matcher.flushDigests(payload, later(3_600_000 + 60_000))).toBe(1)
    await deliver()
    const drop = mailsTo(email).slice(before + 1)
    expect(drop).toHaveLength(1)
    expect(drop[0].email.html).toMatch(/<s>[^<]+<\/s> <strong>/)
    // Nothing is announced twice.
    await match()
    await matcher.flushDigests(payload, later(5 * 3_600_000))
    await deliver()
    expect(mailsTo(email)).toHaveLength(before + 2)
  })

  it('batches an import into one digest per search', async () => {
    const fuel = spare[0].car_fuel
    const email = 'batch@example.se'
    await confirmed(email, { car_fuel: [fuel] })
    const before = mailsTo(email).length
    const batch = spare.filter((c) => c.car_fuel === fuel).slice(0, 3)
    const { insertCarBatch } = await import('@/demo/seed/cars')
    spare = spare.filter((c) => !batch.includes(c))
    await insertCarBatch(payload, batch)
    await match()
    await matcher.flushDigests(payload, later(31_000))
    await deliver()
    const mails = mailsTo(email).slice(before)
    expect(mails).toHaveLength(1)
    for (const car of batch) expect(mails[0].email.text).toContain(car.car_id)
  })

  it('stops everything after an unsubscribe (one-click POST), and forgets the address with its last search', async () => {
    const fuel = spare[0].car_fuel
    const email = 'stop@example.se'
    const links = await confirmed(email, { car_fuel: [fuel] })
    const before = mailsTo(email).length
    await insertSpare(1)
    await match()
    // Unsubscribed while its digest waits: the digest is never sent.
    const res = await call(`/api/saved-searches/unsubscribe?token=${links.unsubscribe}`, {
      method: 'POST',
      raw: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(res.text).toBe('')
    await insertSpare(1)
    await match()
    await matcher.flushDigests(payload, later(10 * 3_600_000))
    await deliver()
    expect(mailsTo(email)).toHaveLength(before)
    const left = await query(payload, sql`select 1 from alerts.subscribers where email = ${email}`)
    expect(left).toHaveLength(0)
    // The e-mail's link still leads to the unsubscribed page (idempotent), in the e-mail's language; a forged one does not.
    expect(sentTo(await call(links.links.unsubscribe))).toBe('/saved-searches/unsubscribed')
    expect(sentTo(await call(links.links.unsubscribe.replace('sv-SE', 'en-GB')))).toBe(
      '/en/saved-searches/unsubscribed',
    )
    expect(sentTo(await call(`/api/saved-searches/unsubscribe?token=${links.unsubscribe.slice(0, -2)}xx`))).toBe(
      '/saved-searches/invalid-link',
    )
    const forged = await call(`/api/saved-searches/unsubscribe?token=${links.unsubscribe.slice(0, -2)}xx`, {
      method: 'POST',
      raw: 'List-Unsubscribe=One-Click',
    })
    expect(forged.status).toBe(404)
  })

  it('lists and deletes the address’s searches through the manage link only', async () => {
    const email = 'manage@example.se'
    const first = await confirmed(email, { car_fuel: ['El'] })
    const second = await confirmed(email, { car_fuel: ['Diesel'] })
    // The e-mail's link leads to the site's manage page with its token, which lists the address's searches.
    expect(sentTo(await call(first.links.manage))).toBe(`/saved-searches/manage?token=${first.manage}`)
    const page = await managePage(first.manage)
    expect(page).toContain(email)
    expect(page.match(/<li /g)).toHaveLength(2)
    // A delete posts back from the page (in its language) and returns to it; the last one ends on the unsubscribed page.
    const after = await call('/api/saved-searches/manage?locale=en-GB', {
      method: 'POST',
      form: { token: first.manage, id: first.id },
    })
    expect(sentTo(after)).toBe(`/en/saved-searches/manage?token=${first.manage}`)
    expect((await managePage(first.manage)).match(/<li /g)).toHaveLength(1)
    await expect(managePage(`${first.manage.slice(0, -2)}xx`)).rejects.toMatchObject(NOT_FOUND)
    await expect(managePage('not a token')).rejects.toMatchObject(NOT_FOUND)
    // Editors see counts per site, never an address.
    const counts = await store.savedSearchCounts(payload)
    expect(JSON.stringify(counts)).not.toContain('@')
    expect(counts.find((row) => row.site === se.id)!.active).toBeGreaterThanOrEqual(2)
    const last = await call('/api/saved-searches/manage', {
      method: 'POST',
      form: { token: first.manage, id: second.id },
    })
    expect(sentTo(last)).toBe('/saved-searches/unsubscribed')
    // The address went with its last search, and its link with it.
    await expect(managePage(first.manage)).rejects.toMatchObject(NOT_FOUND)
    const dead = await call('/api/saved-searches/manage', {
      method: 'POST',
      form: { token: first.manage, id: first.id },
    })
    expect(sentTo(dead)).toBe('/saved-searches/invalid-link')
  })

  it('announces a car that comes to match through a change other than its price once, and a stay in stock once', async () => {
    const car = cars.find((c) => c.index === 'se' && c.car_fuel !== 'El')!
    const email = 'newly@example.se'
    const filters = { car_brand: [car.car_brand], car_model: [car.car_model], car_fuel: ['El'] }
    // The stock's arrival is matched first: the car is in stock before the search.
    await match()
    const { id } = await confirmed(email, filters)
    const before = mailsTo(email).length
    // Its fuel corrected: it matches now and did not before.
    await query(payload, sql`update cars set car_fuel = 'El' where car_id = ${car.car_id}`)
    await match()
    expect(await eventsOf(id)).toEqual([{ car_id: car.car_id, kind: 'new' }])
    expect(await matcher.flushDigests(payload, later(31_000))).toBeGreaterThanOrEqual(1)
    await deliver()
    const digest = mailsTo(email).slice(before)
    expect(digest).toHaveLength(1)
    expect(digest[0].email.text).toContain(`/${car.car_id}/`)
    // Changes of a car that already matches are no news; nor is one that makes it stop matching.
    await query(payload, sql`update cars set car_mileage = car_mileage + 100 where car_id = ${car.car_id}`)
    await match()
    await query(payload, sql`update cars set car_fuel = 'Diesel' where car_id = ${car.car_id}`)
    await match()
    expect(await eventsOf(id)).toHaveLength(1)
    // Matching again within the same stay in stock: it was announced already.
    await query(payload, sql`update cars set car_fuel = 'El' where car_id = ${car.car_id}`)
    await match()
    expect(await eventsOf(id)).toHaveLength(1)
    // Sold and back in stock (deleted, then inserted again): new again.
    const row = (
      await query<{ row: CarRecord }>(
        payload,
        sql`select to_jsonb(c) - 'id' as row from cars c where car_id = ${car.car_id}`,
      )
    )[0].row
    await query(payload, sql`delete from cars where car_id = ${car.car_id}`)
    await match()
    const { insertCarBatch } = await import('@/demo/seed/cars')
    await insertCarBatch(payload, [row])
    await match()
    expect(await eventsOf(id)).toEqual([
      { car_id: car.car_id, kind: 'new' },
      { car_id: car.car_id, kind: 'new' },
    ])
    await matcher.flushDigests(payload, later(2 * 3_600_000))
    await deliver()
    expect(mailsTo(email).slice(before)).toHaveLength(2)
  })

  it('announces nothing for a change of a car that matched before it, nor for one that makes it stop matching', async () => {
    const car = cars.findLast((c) => c.index === 'se' && c.car_body)!
    const email = 'unchanged@example.se'
    const { id } = await confirmed(email, {
      car_brand: [car.car_brand],
      car_model: [car.car_model],
      car_body: [car.car_body!],
    })
    await query(
      payload,
      sql`update cars set car_mileage = car_mileage + 1000, car_color = 'Lila' where car_id = ${car.car_id}`,
    )
    await match()
    await query(payload, sql`update cars set car_body = 'Ingen' where car_id = ${car.car_id}`)
    await match()
    // A price drop of a car that no longer matches is no news either.
    await query(payload, sql`update cars set car_price = car_price - 5000 where car_id = ${car.car_id}`)
    await match()
    expect(await eventsOf(id)).toEqual([])
    await matcher.flushDigests(payload, later(10 * 3_600_000))
    await deliver()
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('records a batch once when two instances match it at the same time, and sends its digest once', async () => {
    const email = 'twice-matched@example.se'
    const batch = spare.splice(0, 4)
    const { id } = await confirmed(email, { car_brand: [...new Set(batch.map((c) => c.car_brand))] })
    const before = mailsTo(email).length
    const { insertCarBatch } = await import('@/demo/seed/cars')
    await insertCarBatch(payload, batch)
    await query(payload, sql`update cars set car_price = car_price - 1000 where car_id = ${batch[0].car_id}`)
    const recorded = await countEvents()
    const rounds = await Promise.all([match(), match(), match()])
    expect(rounds.reduce((sum, round) => sum + round.events, 0)).toBe((await countEvents()) - recorded)
    expect(await eventsOf(id)).toEqual(batch.map((car) => ({ car_id: car.car_id, kind: 'new' })))
    const flushed = await Promise.all([0, 1, 2].map(() => matcher.flushDigests(payload, later(31_000))))
    expect(flushed.reduce((a, b) => a + b, 0)).toBe(1)
    await Promise.all([deliver(), deliver()])
    expect(mailsTo(email).slice(before)).toHaveLength(1)
  })

  /** Two Swedish cars that are not electric, for a search of the first's brand and model as an electric car. */
  const lateCommit = async (pick: number, email: string) => {
    const [late, other] = cars.filter((c) => c.index === 'se' && c.car_fuel !== 'El').slice(pick, pick + 2)
    // The stock's arrival is matched first: the cars are in stock before the search.
    await match()
    const { id } = await confirmed(email, {
      car_brand: [late.car_brand],
      car_model: [late.car_model],
      car_fuel: ['El'],
    })
    return { id, late, other }
  }
  /** The search's digest goes out with the car. */
  const announced = async (email: string, carId: string) => {
    const before = mailsTo(email).length
    expect(await matcher.flushDigests(payload, later(31_000))).toBe(1)
    await deliver()
    const digest = mailsTo(email).slice(before)
    expect(digest).toHaveLength(1)
    expect(digest[0].email.text).toContain(`/${carId}/`)
  }
  const feedIdOf = async (carId: string) =>
    (
      await query<{ id: string }>(
        payload,
        sql`select max(id)::text as id from alerts.car_changes where car_id = ${carId}`,
      )
    )[0].id

  it.runIf(onPostgres)(
    'announces a change whose transaction took a lower feed id and committed after a later one was matched',
    async () => {
      const { id, late, other } = await lateCommit(1, 'late-commit@example.se')
      const client = new pg.Client({ connectionString: ctx.databaseUrl })
      await client.connect()
      try {
        // A transaction that makes the car electric, and so newly matching, stays open ...
        await client.query('begin')
        await client.query(`update cars set car_fuel = 'El' where car_id = $1`, [late.car_id])
        const { rows } = await client.query<{ id: string }>(
          `select max(id)::text as id from alerts.car_changes where car_id = $1`,
          [late.car_id],
        )
        // ... while another car's change, later in the feed, commits and is matched.
        await query(payload, sql`update cars set car_mileage = car_mileage + 100 where car_id = ${other.car_id}`)
        expect(BigInt(rows[0].id)).toBeLessThan(BigInt(await feedIdOf(other.car_id)))
        await match()
        expect(await eventsOf(id)).toEqual([])
        await client.query('commit')
      } finally {
        await client.end()
      }
      await match()
      expect(await eventsOf(id)).toEqual([{ car_id: late.car_id, kind: 'new' }])
      await announced('late-commit@example.se', late.car_id)
    },
  )

  // PGlite is one session: its server runs one transaction at a time, so a feed row cannot commit after a later one
  // there. The row's id is taken before a later change is matched and given to the change committed after it.
  it('announces a change committed after a later-numbered one was matched, its id taken before', async () => {
    const { id, late, other } = await lateCommit(3, 'lower-id@example.se')
    const [{ id: taken }] = await query<{ id: string }>(
      payload,
      sql`select nextval(pg_get_serial_sequence('alerts.car_changes', 'id'))::text as id`,
    )
    await query(payload, sql`update cars set car_mileage = car_mileage + 100 where car_id = ${other.car_id}`)
    await match()
    await query(payload, sql`update cars set car_fuel = 'El' where car_id = ${late.car_id}`)
    await query(payload, sql`update alerts.car_changes set id = ${taken}::bigint where car_id = ${late.car_id}`)
    await match()
    expect(await eventsOf(id)).toEqual([{ car_id: late.car_id, kind: 'new' }])
    await announced('lower-id@example.se', late.car_id)
  })

  it('watches every column the car index reads: a change of any of them reaches the feed', async () => {
    const read = new Set<string>()
    const record = new Proxy(
      { ...cars[0] },
      { get: (target, key) => (typeof key === 'string' && read.add(key), target[key as keyof CarRecord]) },
    )
    const { CAR_SCHEMA } = await import('@/features/search/car-schema')
    for (const readField of [
      ...Object.values(CAR_SCHEMA.values),
      ...Object.values(CAR_SCHEMA.lists),
      ...Object.values(CAR_SCHEMA.numbers),
    ])
      readField(record)
    CAR_SCHEMA.text(record)
    const columns = await query<{ column_name: string }>(
      payload,
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'cars'`,
    )
    const [{ source }] = await query<{ source: string }>(
      payload,
      sql`select prosrc as source from pg_proc where proname = 'alerts_cars_updated'`,
    )
    const watched = columns.map((c) => c.column_name).filter((c) => read.has(c))
    expect(watched.length).toBeGreaterThan(40)
    for (const column of watched) expect(source, column).toContain(`NEW."${column}"`)
  })

  it('delivers a digest once when the worker that claimed it died before sending', async () => {
    const fuel = spare[0].car_fuel
    const email = 'crash@example.se'
    await confirmed(email, { car_fuel: [fuel] })
    const before = mailsTo(email).length
    await insertSpare(1)
    await match()
    expect(await matcher.flushDigests(payload, later(31_000))).toBe(1)
    // Two instances flushing the same due digest enqueue it once.
    expect(await matcher.flushDigests(payload, later(31_000))).toBe(0)
    const now = new Date()
    const claimed = await sqlOutboxStore(payload).claim({
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
      limit: 10,
      worker: 'crashed',
    })
    expect(claimed.map((entry) => entry.topic)).toContain('saved-search.digest')
    // The crashed worker never sends; another takes the entry once its lease has run out.
    await deliver(() => later(61_000))
    await deliver(() => later(120_000))
    expect(mailsTo(email).slice(before)).toHaveLength(1)
  })
})
