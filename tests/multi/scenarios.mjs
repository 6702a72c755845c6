// The multi-instance test's scenarios (./run.mjs runs them in order on one cluster, ./cluster.mjs). Each checks what the
// visitor sees (answers through the balancer or from a chosen instance) and what the database holds, and returns its
// figures for the table. Waiting is always polling for a condition with a bound, never a duration.
import assert from 'node:assert/strict'
import { request, until } from './cluster.mjs'

const SE = 'se.localhost'
/** A content page no other scenario touches (the browser tests' publish test uses it too). */
const PUBLISHED_PATH = '/kop-bil/bilagande/forsakring'
const DOCUMENT = { accept: 'text/html,application/xhtml+xml' }
const STOCKHOLM = { lat: 59.3293, lng: 18.0686 }

let visitors = 0
/** A new visitor address for a request through the balancer: connections come from 127.1.x.y. */
const visitor = () => {
  const n = ++visitors
  return `127.1.${(n >> 8) & 255}.${n & 255 || 1}`
}
/** A new visitor address for a request sent straight to an instance (as the balancer would forward it). */
const forwardedFor = () => {
  const n = ++visitors
  return `10.39.${(n >> 8) & 255}.${n & 255}`
}

const count = (list, predicate) => list.filter(predicate).length
const statuses = (answers) => {
  const tally = {}
  for (const a of answers) tally[a.status] = (tally[a.status] ?? 0) + 1
  return Object.entries(tally)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ')
}

export function scenarios(cluster, { balancer, crm }) {
  const [a, b] = cluster.instances
  const host = `${SE}:${balancer}`
  const db = (text, values) => cluster.pool.query(text, values).then((r) => r.rows)
  /** Which instance a worker id (`host:pid:claim`) belongs to. */
  const instanceOf = (lockedBy) => cluster.instances.find((i) => lockedBy?.split(':')[1] === String(i.pid))?.name ?? '?'
  let token = null
  const cms = (instance, target, init = {}) =>
    request(instance.port, `/api/cms/${target}`, {
      ...init,
      host,
      headers: { authorization: `JWT ${token}`, 'x-forwarded-for': '10.39.255.1', ...init.headers },
    })

  let leadNumber = 0
  /** A sell-car lead of its own visitor and phone number (the per-address and per-phone limits are not the subject). */
  const lead = (submission) => {
    const n = ++leadNumber
    return {
      formName: 'sell-car',
      formSubmissionId: submission,
      values: {
        regno: 'ABC123',
        milage: 12000,
        customerName: 'Per Persson',
        customerPhone: `0702${String(n).padStart(6, '0')}`,
        customerEmail: `per.${n}@example.se`,
        option: 'trade-in',
      },
    }
  }
  const submitThroughBalancer = (submission) =>
    request(balancer, '/api/forms/comhub', { method: 'POST', host, from: visitor(), body: lead(submission) })
  const crmKey = (id) => `lead:${id}:crm`
  /** The outbox entries of these leads that are not delivered yet. */
  const undelivered = async (ids) =>
    (
      await db(`select count(*)::int as n from outbox where status <> 'done' and idempotency_key = any($1)`, [
        ids.flatMap((id) => [`lead:${id}:crm`, `lead:${id}:receipt`]),
      ])
    )[0].n

  return [
    {
      name: 'editor publishes on A, B serves it',
      async run() {
        const login = await request(a.port, '/api/cms/users/login', {
          method: 'POST',
          host,
          headers: { 'x-forwarded-for': '10.39.255.1' },
          body: cluster.credentials,
        })
        assert.equal(login.status, 200, `admin login on A: ${login.status}`)
        token = login.json.token
        const found = await cms(
          a,
          `pages?where[path][equals]=${encodeURIComponent(PUBLISHED_PATH)}&locale=sv-SE&depth=0&limit=1`,
        )
        const page = found.json?.docs?.[0]
        assert.ok(page, `no page at ${PUBLISHED_PATH}`)
        const onB = () =>
          request(b.port, PUBLISHED_PATH, { host, headers: { ...DOCUMENT, 'x-forwarded-for': forwardedFor() } })
        // B holds the page in its render cache before the edit.
        await until(
          'B to serve the page from its render cache',
          async () => (await onB()).headers['x-render-cache'] === 'hit',
        )
        const title = `Billån ${Date.now()}`
        const update = await cms(a, `pages/${page.id}?locale=sv-SE`, {
          method: 'PATCH',
          // The demo's page is in Swedish only, which the checks before publishing name; the group admin publishes over them.
          body: {
            metaTitle: title,
            _status: 'published',
            publishOverrideReason: 'Multi-instance test: only the publish reaching the other instance is under test',
          },
        })
        assert.equal(update.status, 200, `publish on A: ${update.status} ${update.text.slice(0, 200)}`)
        const published = Date.now()
        let polls = 0
        await until(
          'B to serve the published title',
          async () => {
            polls++
            return (await onB()).text.includes(`<title>${title}`)
          },
          { intervalMs: 50 },
        )
        const seenAfter = Date.now() - published
        const throughBalancer = await request(balancer, PUBLISHED_PATH, { host, from: visitor(), headers: DOCUMENT })
        assert.equal(throughBalancer.status, 200)
        assert.ok(throughBalancer.text.includes(title), 'the balancer served the old title')
        // The database B read it from.
        const stored = await cms(b, `pages/${page.id}?locale=sv-SE&depth=0`)
        assert.equal(stored.json?.metaTitle, title)
        return `B's cached page replaced after ${polls} polls (${seenAfter} ms); balancer and B's API show the new title`
      },
    },
    {
      name: '50 concurrent bookings of one slot',
      async run() {
        const departmentId = 101
        const registrationNumber = 'XYZ789'
        const [{ units }] = await db(
          `select capacity_units_per_day::int as units from workshop_departments where department_id = $1`,
          [departmentId],
        )
        // A slot a week ahead that nobody holds yet, read through the balancer.
        const week = new Date(Date.now() + 7 * 86_400_000)
        const from = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(week)
        const slots = await request(
          balancer,
          `/api/mechmate/timeslots/from/${registrationNumber}/${departmentId}/${from}/?serviceOfferings=SRV-OIL`,
          { host, from: visitor() },
        )
        assert.equal(slots.status, 200, `timeslots: ${slots.status} ${slots.text.slice(0, 200)}`)
        const day = slots.json.find((d) => d.availableSlots.length > 0)
        const timeSlot = `${day.date}T${day.availableSlots[0]}`
        assert.ok(units < 50, `department ${departmentId} has ${units} units: the scenario needs fewer than 50`)
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            request(balancer, '/api/mechmate/book', {
              method: 'POST',
              host,
              from: visitor(),
              body: {
                customer: {
                  firstName: 'Anna',
                  lastName: `Andersson ${i}`,
                  phone: `+46 70 39${String(i).padStart(5, '0')}`,
                  email: `anna.${i}@example.se`,
                },
                freeText: null,
                departmentId,
                timeSlot,
                isFullDay: false,
                registrationNumber,
                mileage: 4500,
                serviceOfferingRequests: [{ kobraId: 'SRV-OIL' }],
              },
            }),
          ),
        )
        const booked = count(answers, (x) => x.status === 200)
        assert.equal(booked, units, `${booked} bookings succeeded, capacity ${units} (${statuses(answers)})`)
        for (const refused of answers.filter((x) => x.status !== 200)) {
          assert.equal(
            refused.status,
            409,
            `a refused booking answered ${refused.status}: ${refused.text.slice(0, 200)}`,
          )
          assert.equal(refused.json.error, 'Tiden är inte längre ledig. Välj en annan tid.')
        }
        const [{ stored }] = await db(
          `select count(*)::int as stored from workshop_bookings where registration_number = $1 and time_slot = $2`,
          [registrationNumber, timeSlot],
        )
        assert.equal(stored, units, `${stored} bookings stored at ${timeSlot}`)
        const [{ overlaps }] =
          await db(`select count(*)::int as overlaps from capacity.reservations x join capacity.reservations y
            on x.resource_id = y.resource_id and x.lane = y.lane and x.id < y.id and x.during && y.during`)
        assert.equal(overlaps, 0, 'two reservations overlap on one lane')
        return `capacity ${units}: ${statuses(answers)}; ${stored} stored, 0 overlapping reservations`
      },
    },
    {
      name: 'one lead submitted to A and B at once',
      async run() {
        const submission = `multi-dup-${Date.now()}`
        const body = lead(submission)
        const address = '10.39.254.1'
        const answers = await Promise.all(
          [a, b].map((instance) =>
            request(instance.port, '/api/forms/comhub', {
              method: 'POST',
              host,
              headers: { 'x-forwarded-for': address },
              body,
            }),
          ),
        )
        assert.deepEqual(
          answers.map((x) => x.status),
          [202, 202],
          `answers ${statuses(answers)}: ${answers.map((x) => x.text.slice(0, 120)).join(' | ')}`,
        )
        assert.equal(answers[0].json.id, answers[1].json.id, 'A and B answered different lead ids')
        const id = answers[0].json.id
        const [{ leads }] = await db(`select count(*)::int as leads from leads where form_submission_id = $1`, [
          submission,
        ])
        assert.equal(leads, 1, `${leads} leads stored`)
        await until('the lead to be delivered', async () => (await undelivered([id])) === 0)
        const [{ entries }] = await db(`select count(*)::int as entries from outbox where idempotency_key like $1`, [
          `lead:${id}:%`,
        ])
        assert.equal(entries, 2, `${entries} outbox entries for the lead (CRM and receipt)`)
        assert.equal(
          crm.acknowledged.get(crmKey(id)),
          1,
          `the CRM took the lead ${crm.acknowledged.get(crmKey(id))} times`,
        )
        return `both answered 202 {id: ${id}}; 1 lead, 2 outbox entries, 1 CRM delivery`
      },
    },
    {
      name: 'rate limit and code tries across A and B',
      async run() {
        // RATE_LIMIT_TIREHOTEL_SEARCH_IP (30 a window by default): one visitor's searches, alternately on A and B.
        const address = '10.39.253.1'
        const searches = []
        for (let i = 0; i < 40; i++)
          searches.push(
            await request((i % 2 ? b : a).port, '/api/tirehotel/authorization/search?regNo=NOP999', {
              host,
              headers: { 'x-forwarded-for': address },
            }),
          )
        const passed = count(searches, (x) => x.status !== 429)
        assert.equal(passed, 30, `${passed} of 40 searches passed the limit of 30 (${statuses(searches)})`)
        assert.ok(
          searches.slice(30).every((x) => x.status === 429),
          'a search after the 30th was not refused',
        )

        // One code's tries, alternately on A and B: the fifth wrong one ends it, the right code is refused after it.
        const customer = '10.39.253.2'
        const send = (instance, target, method = 'GET') =>
          request(instance.port, `/api/tirehotel/${target}`, { method, host, headers: { 'x-forwarded-for': customer } })
        const found = await send(a, 'authorization/search?regNo=TYR123')
        assert.equal(found.status, 200, `search TYR123: ${found.status}`)
        const login = await send(
          b,
          `authorization/login?encryptedPhoneNumber=${encodeURIComponent(found.json.encryptedPhoneNumber)}`,
          'POST',
        )
        assert.equal(login.status, 200, `login: ${login.status} ${login.text.slice(0, 200)}`)
        const authToken = encodeURIComponent(login.json.authorizationToken)
        const [sms] = await db(
          `select data->>'text' as text from outbox where topic = 'sms.send' and data->>'to' = '+46701740605' order by id desc limit 1`,
        )
        const code = /\b(\d{4})\b/.exec(sms.text)[1]
        const wrong = code === '0000' ? '0001' : '0000'
        const tries = []
        for (let i = 0; i < 6; i++)
          tries.push(
            await send(i % 2 ? b : a, `authorization/validate?authToken=${authToken}&otpToken=${wrong}`, 'POST'),
          )
        const right = await send(a, `authorization/validate?authToken=${authToken}&otpToken=${code}`, 'POST')
        assert.deepEqual(
          tries.slice(0, 4).map((x) => x.json?.message),
          [4, 3, 2, 1].map((left) => `Fel kod. Du har ${left} försök kvar.`),
          `tries 1–4: ${tries.map((x) => `${x.status} ${x.json?.message}`).join(' | ')}`,
        )
        for (const x of tries) assert.notEqual(x.status, 200)
        assert.notEqual(right.status, 200, 'the right code was accepted after five wrong tries')
        const [stored] = await db(
          `select tries::int as tries from tirehotel_codes where plate = 'TYR123' order by id desc limit 1`,
        )
        assert.equal(stored.tries, 5, `${stored.tries} tries recorded on the code`)
        return `searches: ${statuses(searches)}; code tries A/B: ${tries.map((x) => x.status).join(' ')}, right code then ${right.status}; tries in database ${stored.tries}`
      },
    },
    {
      name: 'workshop stream (SSE) through the balancer',
      async run() {
        const query = `regNo=ABC123&serviceOfferings=SRV-OIL&latitude=${STOCKHOLM.lat}&longitude=${STOCKHOLM.lng}`
        const streams = await Promise.all(
          [0, 1].map(() =>
            request(balancer, `/api/mechmate/departments/closestAvailable?${query}`, {
              host,
              from: visitor(),
              headers: { accept: 'text/event-stream' },
            }),
          ),
        )
        const counts = []
        for (const stream of streams) {
          assert.equal(stream.status, 200, `stream: ${stream.status} ${stream.text.slice(0, 200)}`)
          assert.match(String(stream.headers['content-type']), /^text\/event-stream/)
          const messages = stream.text
            .split('\n')
            .filter((l) => l.startsWith('data: '))
            .map((l) => JSON.parse(l.slice(6)))
          const workshops = messages.filter((m) => 'departmentId' in m)
          assert.ok(workshops.length > 0, 'no workshop in the stream')
          assert.deepEqual(messages.at(-1), { end: true })
          counts.push(workshops.length)
        }
        return `2 streams, ${counts.join(' and ')} workshops each, then the end marker`
      },
    },
    {
      name: 'outbox drained by every instance',
      thenMeasure: true,
      async run() {
        const ids = []
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => submitThroughBalancer(`multi-drain-${Date.now()}-${i}`)),
        )
        for (const x of answers) {
          assert.equal(x.status, 202, `lead: ${x.status} ${x.text.slice(0, 200)}`)
          ids.push(x.json.id)
        }
        await until('every entry to be delivered', async () => (await undelivered(ids)) === 0)
        const counts = ids.map((id) => crm.acknowledged.get(crmKey(id)) ?? 0)
        assert.ok(
          counts.every((n) => n === 1),
          `CRM deliveries per lead: ${counts.join(',')}`,
        )
        const by = await db(`select locked_by from outbox where idempotency_key = any($1)`, [
          ids.flatMap((id) => [`lead:${id}:crm`, `lead:${id}:receipt`]),
        ])
        const tally = {}
        for (const { locked_by } of by) tally[instanceOf(locked_by)] = (tally[instanceOf(locked_by)] ?? 0) + 1
        return `${ids.length} leads, ${by.length} entries delivered once each; delivered by ${Object.entries(tally)
          .map(([name, n]) => `${name}: ${n}`)
          .join(', ')}`
      },
    },
    {
      name: 'SIGKILL mid-drain: claimed entries after the lease',
      async run() {
        // The CRM leaves B's calls unanswered, so B is in the middle of its batch when it is killed.
        crm.holdWhen(async (key) => {
          const [row] = await db(`select locked_by from outbox where idempotency_key = $1`, [key])
          return instanceOf(row?.locked_by) === b.name
        })
        const ids = []
        const killedPid = String(b.pid)
        const claimedByB = () =>
          db(
            `select idempotency_key as key from outbox where status = 'processing' and split_part(locked_by, ':', 2) = $1`,
            [killedPid],
          )
        try {
          await until(
            'B to claim entries',
            async () => {
              const answers = await Promise.all(
                Array.from({ length: 10 }, (_, i) =>
                  submitThroughBalancer(`multi-kill-${Date.now()}-${ids.length + i}`),
                ),
              )
              for (const x of answers) {
                assert.equal(x.status, 202, `lead: ${x.status}`)
                ids.push(x.json.id)
              }
              return until(
                'B to hold a CRM call',
                async () => {
                  if (crm.held.size === 0) return false
                  return (await claimedByB()).length > 0
                },
                { timeoutMs: 5000 },
              ).catch(() => false)
            },
            { timeoutMs: 90_000, intervalMs: 0 },
          )
          const ended = await b.signal('SIGKILL')
          assert.equal(ended, 'SIGKILL')
        } finally {
          crm.holdWhen(async () => false)
        }
        // What B held when it died (it may have finished some of its batch, e.g. the receipts, before the signal).
        const keys = (await claimedByB()).map((r) => r.key)
        assert.ok(keys.length > 0, 'B held no claimed entry when it was killed')
        await until('every entry to be delivered after the lease', async () => (await undelivered(ids)) === 0, {
          timeoutMs: 120_000,
          intervalMs: 250,
        })
        const rows = await db(
          `select idempotency_key as key, locked_by, attempts::int as attempts from outbox where idempotency_key = any($1)`,
          [keys],
        )
        for (const row of rows) {
          assert.equal(instanceOf(row.locked_by), a.name, `${row.key} was finished by ${row.locked_by}`)
          assert.ok(row.attempts >= 2, `${row.key}: ${row.attempts} attempts`)
        }
        const counts = ids.map((id) => crm.acknowledged.get(crmKey(id)) ?? 0)
        assert.ok(
          counts.every((n) => n === 1),
          `CRM deliveries per lead: ${counts.join(',')}`,
        )
        const heldCrm = [...crm.held].filter((key) => ids.some((id) => crmKey(id) === key))
        return `${ids.length} leads; B killed holding ${keys.length} claimed entries (${heldCrm.length} CRM call(s) unanswered); all delivered by A after the lease, each lead acknowledged by the CRM once`
      },
    },
    {
      name: 'SIGTERM under load: no request fails',
      async run() {
        await b.start()
        const pages = ['/', PUBLISHED_PATH, '/om-bilgruppen/om-oss', '/kop-bil']
        // Both instances hold the pages, so the load measures the balancer and the drain, not first renders.
        for (const instance of [a, b])
          for (const page of pages)
            await until(`${instance.name} to cache ${page}`, async () => {
              const x = await request(instance.port, page, {
                host,
                headers: { ...DOCUMENT, 'x-forwarded-for': forwardedFor() },
              })
              return x.headers['x-render-cache'] === 'hit'
            })
        const before = cluster.balancerLines().length
        const results = []
        let stop = false
        let afterStop = null
        const load = Array.from({ length: 8 }, async (_, worker) => {
          for (let i = 0; !stop; i++) {
            const target = pages[(worker + i) % pages.length]
            try {
              const x = await request(balancer, target, { host, from: visitor(), headers: DOCUMENT })
              results.push({ status: x.status, target })
            } catch (error) {
              results.push({ status: 0, target, error: error.message })
            }
            if (afterStop !== null && results.length >= afterStop + 100) stop = true
          }
        })
        await until('100 requests before the stop', () => results.length >= 100)
        const atSignal = results.length
        const ended = await b.signal('SIGTERM')
        afterStop = results.length
        await Promise.all(load)
        const failed = results.filter((x) => x.status !== 200)
        assert.equal(
          failed.length,
          0,
          `${failed.length} of ${results.length} failed: ${failed
            .slice(0, 5)
            .map((x) => `${x.target} ${x.status} ${x.error ?? ''}`)
            .join('; ')}`,
        )
        const lines = cluster.balancerLines().slice(before)
        const retried = count(lines, (l) => /upstream=\S+, /.test(l))
        const toB = count(lines, (l) => l.includes(`:${b.port}`))
        return `${results.length} requests (${atSignal} before SIGTERM, B exited ${ended}), 0 failed; B answered ${toB}, balancer retried ${retried} on A`
      },
    },
  ]
}
