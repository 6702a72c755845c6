/**
 * The health endpoints, called as Next calls them, on a real database: liveness asks nothing outside the process,
 * readiness follows the database, the migrations, the search and a stopping process, and /healthz's full report
 * (HEALTH_TOKEN) shows Redis, the outbox and the invalidation feed's lag. The public body is the status alone.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'

const TOKEN = 'health-int-token'
const authorised = { authorization: `Bearer ${TOKEN}` }

let ctx: TestPayload
let payload: Payload
type Route = { GET: (request: Request) => Promise<Response> }
let routes: Record<'healthz' | 'live' | 'ready', Route>

beforeAll(async () => {
  process.env.HEALTH_TOKEN = TOKEN
  ctx = await bootPayload()
  payload = ctx.payload
  routes = {
    healthz: await import('@/app/healthz/route'),
    live: await import('@/app/healthz/live/route'),
    ready: await import('@/app/healthz/ready/route'),
  }
  await (await import('@/features/search/search')).searchReady()
})
afterAll(async () => {
  await (await import('@/platform/redis')).closeRedisConnections()
  await ctx?.teardown()
})

async function call(route: keyof typeof routes, headers: Record<string, string> = {}) {
  const response = await routes[route].GET(new Request(`http://se.localhost/healthz`, { headers }))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

describe('liveness', () => {
  it('answers 200 with the status alone, and the process figures with the token', async () => {
    expect(await call('live')).toEqual({ status: 200, body: { status: 'ok' } })
    const { body } = await call('live', authorised)
    expect(body).toMatchObject({ status: 'ok' })
    expect(Object.keys(body).sort()).toEqual(['eventLoopDelayMs', 'heapUsedBytes', 'status', 'uptimeSeconds'])
  })
})

describe('readiness', () => {
  it('is ready with the database answering, every migration applied and the search loaded', async () => {
    expect(await call('ready')).toEqual({ status: 200, body: { status: 'ok' } })
    const { body } = await call('ready', authorised)
    expect(body).toMatchObject({
      status: 'ok',
      draining: false,
      database: { ok: true },
      migrations: { ok: true },
      search: { ready: true, error: null },
    })
    expect(body).not.toHaveProperty('outbox')
  })
})

describe('/healthz', () => {
  it('keeps its answer: 200 and the status alone to anyone, the report with the token', async () => {
    expect(await call('healthz')).toEqual({ status: 200, body: { status: 'ok' } })
    expect((await call('healthz', { authorization: 'Bearer wrong' })).body).toEqual({ status: 'ok' })
    const { body } = await call('healthz', authorised)
    expect(body).toMatchObject({
      status: 'ok',
      database: { ok: true },
      search: { ready: true },
      renderCache: { pages: expect.any(Number) },
    })
  })

  it("counts the outbox's dead and waiting entries and ages the oldest pending one", async () => {
    await payload.db.drizzle.execute(sql`
      insert into outbox (topic, idempotency_key, status, next_run_at, data, created_at) values
        ('sms.send', 'health:dead', 'dead', now(), '{}', now()),
        ('sms.send', 'health:pending', 'pending', now() + interval '1 hour', '{}', now() - interval '2 minutes')`)
    const { body } = await call('healthz', authorised)
    expect(body.outbox).toMatchObject({ dead: 1, waiting: 1 })
    expect((body.outbox as { oldestPendingSeconds: number }).oldestPendingSeconds).toBeGreaterThanOrEqual(119)
    // Dead entries wait for an editor: the instance stays in service.
    expect(body.status).toBe('ok')
  })

  it("shows how far this instance's cache invalidation is behind the feed", async () => {
    expect(((await call('healthz', authorised)).body.invalidation as { ok: boolean }).ok).toBe(false)
    const { subscribeInvalidations } = await import('@/platform/invalidation')
    const subscriber = await subscribeInvalidations({
      payload,
      connectionString: undefined,
      pollMs: 600_000,
      listen: false,
      clear: () => {},
      clearTags: () => {},
      log: () => {},
    })
    try {
      expect((await call('healthz', authorised)).body.invalidation).toMatchObject({
        behind: 0,
        oldestUnreadSeconds: null,
      })
      await payload.db.drizzle.execute(
        sql`insert into platform.invalidations (topic, at) values ('shell', now() - interval '30 seconds'), ('sites', now())`,
      )
      const lagging = (await call('healthz', authorised)).body.invalidation as Record<string, number>
      expect(lagging.behind).toBe(2)
      expect(lagging.oldestUnreadSeconds).toBeGreaterThanOrEqual(29)
      await subscriber.sync()
      expect((await call('healthz', authorised)).body.invalidation).toMatchObject({ behind: 0, lastReadSecondsAgo: 0 })
    } finally {
      await subscriber.stop()
    }
  })

  it('says Redis is not configured without REDIS_URL, and unreachable when it does not answer, staying ready', async () => {
    expect((await call('healthz', authorised)).body.redis).toEqual({ configured: false })
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${await closedPort()}`)
    try {
      const { status, body } = await call('healthz', authorised)
      expect(body.redis).toMatchObject({ ok: false, error: expect.stringMatching(/^not connected/) })
      expect(status).toBe(200)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

const hasRedis = spawnSync('redis-server', ['--version']).status === 0

describe.skipIf(!hasRedis)('/healthz with Redis answering', () => {
  let server: ChildProcess | null = null
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  beforeAll(() => {
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
  })
  afterAll(() => void server?.kill())

  it('reports it reachable with its latency', async () => {
    vi.stubEnv('REDIS_URL', `redis://127.0.0.1:${port}`)
    try {
      await expect
        .poll(async () => ((await call('healthz', authorised)).body.redis as { ok: boolean }).ok, { timeout: 10_000 })
        .toBe(true)
      expect((await call('healthz', authorised)).body.redis).toEqual({ ok: true, latencyMs: expect.any(Number) })
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('a stopping instance', () => {
  it('answers readiness and /healthz with 503 while liveness stays 200', async () => {
    const { startDraining } = await import('@/platform/draining')
    startDraining()
    expect(await call('ready')).toEqual({ status: 503, body: { status: 'unavailable' } })
    expect((await call('ready', authorised)).body).toMatchObject({ draining: true })
    expect((await call('healthz')).status).toBe(503)
    expect((await call('live')).status).toBe(200)
  })
})
