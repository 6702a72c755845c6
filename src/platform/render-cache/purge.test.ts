import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createPurger, purgeTargetFromEnv } from './purge'

/** A CDN's purge API on loopback: records each call, and answers the statuses queued for it (200 when none). */
type Call = { headers: http.IncomingHttpHeaders; body: string }
const calls: Call[] = []
const statuses: number[] = []
let server: http.Server
let url = ''
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      calls.push({ headers: req.headers, body: Buffer.concat(chunks).toString() })
      res.statusCode = statuses.shift() ?? 200
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  calls.length = 0
  statuses.length = 0
})

/** Timers the test runs itself. */
function manualSchedule() {
  const tasks: (() => void)[] = []
  return { schedule: (task: () => void) => void tasks.push(task), due: () => tasks.length }
}

describe('the CDN purge adapter', () => {
  it('gathers the tags of several invalidations into one purge by surrogate key (Fastly)', async () => {
    const timers = manualSchedule()
    const purger = createPurger({
      target: purgeTargetFromEnv({ CDN_PURGE_URL: url, CDN_PURGE_TOKEN: 'k3y' }),
      schedule: timers.schedule,
      log: () => {},
    })
    purger.purge(['car:1', 'cars'])
    purger.purge(['cars', 'page:2'])
    expect(timers.due()).toBe(1)
    await purger.flush()
    expect(calls).toHaveLength(1)
    expect(calls[0].headers['surrogate-key']).toBe('car:1 cars page:2')
    expect(calls[0].headers['fastly-key']).toBe('k3y')
    expect(purger.recorded().at(-1)).toMatchObject({ tags: ['car:1', 'cars', 'page:2'], sent: true })
  })

  it("sends Cloudflare's purge by tag, 30 tags a call, with the token as a bearer", async () => {
    const purger = createPurger({
      target: purgeTargetFromEnv({ CDN_PURGE_URL: url, CDN_PURGE_TOKEN: 't0k', CDN_TAG_HEADER: 'cache-tag' }),
      schedule: () => {},
      log: () => {},
    })
    const tags = Array.from({ length: 45 }, (_, i) => `car:${i}`)
    purger.purge(tags)
    await purger.flush()
    expect(calls.map((call) => JSON.parse(call.body).tags)).toEqual([tags.slice(0, 30), tags.slice(30)])
    expect(calls[0].headers.authorization).toBe('Bearer t0k')
    expect(calls[0].headers['content-type']).toBe('application/json')
  })

  it('tries a failing CDN again (a server error or a limit), gives up on a refusal, and says so once without the token', async () => {
    const logged: string[] = []
    const purger = createPurger({
      target: purgeTargetFromEnv({ CDN_PURGE_URL: url, CDN_PURGE_TOKEN: 'secret' }),
      schedule: () => {},
      log: (m) => logged.push(m),
    })
    statuses.push(503, 429)
    purger.purge(['car:9'])
    await purger.flush()
    expect(calls).toHaveLength(3)
    expect(purger.recorded().at(-1)).toMatchObject({ tags: ['car:9'], sent: true })
    statuses.push(403)
    purger.purge(['car:10'])
    await purger.flush()
    expect(calls).toHaveLength(4)
    expect(purger.recorded().at(-1)).toMatchObject({ tags: ['car:10'], sent: false, error: 'status 403' })
    expect(logged).toHaveLength(1)
    expect(logged[0]).not.toContain('secret')
  })

  it('records purges without sending when no CDN_PURGE_URL is set, and keeps only the latest', async () => {
    expect(purgeTargetFromEnv({ CDN_PURGE_URL: ' ' })).toBeNull()
    const purger = createPurger({ target: null, schedule: () => {} })
    for (let i = 0; i < 150; i++) {
      purger.purge([`car:${i}`])
      await purger.flush()
    }
    expect(calls).toHaveLength(0)
    expect(purger.recorded()).toHaveLength(100)
    expect(purger.recorded().at(-1)).toMatchObject({ tags: ['car:149'], sent: false })
  })
})
