import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from './test'
import { E2E_DATA_DIR, E2E_PGLITE_PORT, rawGet } from './helpers'

const APP_PORT = 3181

/** A TCP link to the database that the test can cut and restore, as a network or database outage. */
function breakableLink(targetPort: number) {
  const open = new Set<net.Socket>()
  let up = true
  const server = net.createServer((client) => {
    if (!up) return void client.destroy()
    const upstream = net.connect(targetPort, '127.0.0.1')
    open.add(client).add(upstream)
    client.pipe(upstream).pipe(client)
    const close = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
  })
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    cut: () => {
      up = false
      for (const socket of open) socket.destroy()
    },
    restore: () => {
      up = true
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The embedded database's URL (its password is made at each start) with the link's port in place of its own. */
function throughLink(dataDir: string, linkPort: number): string {
  const url = new URL(JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-db.json'), 'utf8')).url)
  url.port = String(linkPort)
  return url.toString()
}

test.describe('database outage', () => {
  test.describe.configure({ timeout: 180_000 })
  let app: ChildProcess | undefined
  const link = breakableLink(E2E_PGLITE_PORT)

  test.afterAll(async () => {
    app?.kill('SIGTERM')
    await link.close()
  })

  test('healthz says 503, pages show an error page, the process survives and recovers', async () => {
    const linkPort = await link.listen()
    const dataDir = path.resolve(E2E_DATA_DIR)
    // A second instance of the production server (src/platform/server/main.ts), reaching the demo database through the link.
    app = spawn(process.execPath, ['.build/server.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(APP_PORT),
        DATABASE_URL: throughLink(dataDir, linkPort),
        PAYLOAD_SECRET: fs.readFileSync(path.join(dataDir, '.payload-secret'), 'utf8').trim(),
        MEDIA_DIR: path.join(dataDir, 'media'),
        DATA_DIR: dataDir,
      },
      stdio: 'ignore',
    })
    let exited = false
    app.on('exit', () => (exited = true))

    const health = () =>
      rawGet('se.localhost', '/healthz', APP_PORT).then(
        (r) => r.status,
        () => 0,
      )
    const page = () => rawGet('se.localhost', '/kop-bil', APP_PORT)
    // A list with free text is never stored (src/routing/page-query.ts): it renders, and reads the database.
    const rendered = () => rawGet('se.localhost', '/kop-bil/alla-bilar-i-lager?keyphrase=volvo', APP_PORT)
    await expect.poll(health, { timeout: 60_000 }).toBe(200)
    expect((await page()).status).toBe(200)

    link.cut()
    await expect.poll(health, { timeout: 30_000 }).toBe(503)
    const during = await rendered()
    expect(during.status).toBeGreaterThanOrEqual(500)
    expect(during.body).not.toMatch(/at .+\.js:\d+/) // no stack trace for visitors
    // A page the render cache holds still answers while the database is away.
    expect((await page()).status).toBe(200)
    expect(exited).toBe(false)

    link.restore()
    await expect.poll(health, { timeout: 60_000 }).toBe(200)
    await expect.poll(async () => (await rendered()).status, { timeout: 60_000 }).toBe(200)
    expect(exited).toBe(false)
  })
})
