import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { watchChannel } from './watch'

let cleanup: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const step of cleanup) await step()
  cleanup = []
})

/** A "database" that accepts connections and drops them at once, counting the attempts. */
async function droppingServer() {
  let attempts = 0
  const server = net.createServer((socket) => {
    attempts++
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `postgres://u@127.0.0.1:${(server.address() as AddressInfo).port}/db`, attempts: () => attempts }
}

describe('watchChannel', () => {
  it('wakes on every poll without a listener', async () => {
    let wakes = 0
    const stop = await watchChannel({
      name: 't',
      channel: 'test_channel',
      connectionString: undefined,
      pollMs: 5,
      listen: true,
      onWake: () => wakes++,
      log: () => {},
    })
    cleanup.push(stop)
    await expect.poll(() => wakes).toBeGreaterThan(2)
  })

  it('keeps retrying LISTEN after a failed connection, logging once per outage', async () => {
    const db = await droppingServer()
    const logs: string[] = []
    const stop = await watchChannel({
      name: 'outbox',
      channel: 'outbox',
      connectionString: db.url,
      pollMs: 3_600_000,
      listen: true,
      retryMs: 5,
      onWake: () => {},
      log: (m) => logs.push(m),
    })
    cleanup.unshift(stop)
    await expect.poll(db.attempts).toBeGreaterThan(3)
    expect(logs).toEqual(['outbox: LISTEN failed; polling continues and LISTEN is retried'])
  })

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(
      watchChannel({
        name: 't',
        channel: 'x; drop table y',
        connectionString: undefined,
        pollMs: 5,
        listen: false,
        onWake: () => {},
        log: () => {},
      }),
    ).rejects.toThrow(/not a plain channel name/)
  })
})
