import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAnswerCache } from '@/features/search/cache'

const hasRedis = spawnSync('redis-server', ['--version']).status === 0
const port = 20_000 + Math.floor(Math.random() * 20_000)
let server: ChildProcess | null = null

const listening = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

beforeAll(() => {
  if (hasRedis)
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
})
afterAll(() => {
  server?.kill()
})

describe.skipIf(!hasRedis)('answer cache on Redis (REDIS_URL)', () => {
  it('shares answers between instances', async () => {
    await expect.poll(listening, { timeout: 10_000 }).toBe(true)
    const logs: string[] = []
    const redisUrl = `redis://127.0.0.1:${port}`
    const first = createAnswerCache({ redisUrl, log: (m) => logs.push(m) })
    const second = createAnswerCache({ redisUrl, log: (m) => logs.push(m) })
    const answer = { facet: [], content: [{ car_id: '42' }], total_items: 1, limit: 24, offset: 0 }
    await first.set('cars-se|7|q', answer)
    expect(await second.get('cars-se|7|q')).toEqual(answer)
    expect(await second.get('cars-se|8|q')).toBeUndefined()
    expect(logs).toEqual([])
    await Promise.all([first.close(), second.close()])
  })
})
