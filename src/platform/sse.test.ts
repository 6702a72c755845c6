import { describe, expect, it, vi } from 'vitest'
import { formatSseMessage, SSE_HEADERS, sseResponse, type SseSend, type SseTimers } from './sse'
import { log as logger } from '@/platform/log/logger'

/** Timers the test fires by hand. */
function manualTimers() {
  const intervals = new Map<number, () => void>()
  const timeouts = new Map<number, () => void>()
  let next = 0
  const timers: SseTimers = {
    setInterval: (callback) => (intervals.set(++next, callback), next),
    clearInterval: (handle) => void intervals.delete(handle as number),
    setTimeout: (callback) => (timeouts.set(++next, callback), next),
    clearTimeout: (handle) => void timeouts.delete(handle as number),
  }
  return {
    timers,
    tickIntervals: () => [...intervals.values()].forEach((f) => f()),
    fireTimeouts: () => [...timeouts.values()].forEach((f) => f()),
    pending: () => intervals.size + timeouts.size,
  }
}

/** A producer the test drives: it hands out `send`, records the signal it got, and ends on abort or finish(). */
function controlledProducer() {
  const state = {} as { send: SseSend; signal: AbortSignal; finish: () => void }
  let ready!: () => void
  const started = new Promise<void>((resolve) => (ready = resolve))
  const producer = (send: SseSend, signal: AbortSignal) =>
    new Promise<void>((done) => {
      Object.assign(state, { send, signal, finish: done })
      signal.addEventListener('abort', () => done())
      ready()
    })
  return { state, producer, started }
}

const decoder = new TextDecoder()
async function readAll(response: Response): Promise<string> {
  return await new Response(response.body).text()
}

describe('formatSseMessage', () => {
  it('frames id, event and JSON data on one line each, ended by a blank line', () => {
    expect(formatSseMessage({ id: '7', event: 'slot', data: { time: '08:00', note: 'a\nb' } })).toBe(
      'id: 7\nevent: slot\ndata: {"time":"08:00","note":"a\\nb"}\n\n',
    )
    expect(formatSseMessage({ data: 1 })).toBe('data: 1\n\n')
  })

  it('refuses an event name with a line break (it would forge fields)', () => {
    expect(() => formatSseMessage({ event: 'x\ndata: evil', data: 1 })).toThrow(/one line/)
  })
})

describe('sseResponse', () => {
  it('sets the event-stream headers', () => {
    const { timers } = manualTimers()
    const response = sseResponse(() => {}, { timers })
    expect(Object.fromEntries(response.headers)).toMatchObject(SSE_HEADERS)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
  })

  it('writes the messages a producer sends and closes when it returns', async () => {
    const { timers, pending } = manualTimers()
    const response = sseResponse(
      (send) => {
        send({ data: { n: 1 } })
        send({ event: 'done', id: '2', data: 'ok' })
      },
      { timers, retryMs: 3000 },
    )
    expect(await readAll(response)).toBe('retry: 3000\n\ndata: {"n":1}\n\nid: 2\nevent: done\ndata: "ok"\n\n')
    expect(pending()).toBe(0)
  })

  it('sends a heartbeat comment on each tick', async () => {
    const clock = manualTimers()
    const { state, producer, started } = controlledProducer()
    const response = sseResponse(producer, { timers: clock.timers, heartbeatMs: 10_000 })
    const reader = response.body!.getReader()
    await started
    clock.tickIntervals()
    expect(decoder.decode((await reader.read()).value)).toBe(': heartbeat\n\n')
    state.send({ data: 1 })
    clock.tickIntervals()
    expect(decoder.decode((await reader.read()).value)).toBe('data: 1\n\n')
    expect(decoder.decode((await reader.read()).value)).toBe(': heartbeat\n\n')
    state.finish()
    expect((await reader.read()).done).toBe(true)
  })

  it('aborts the producer when the client disconnects, and sends nothing more', async () => {
    const clock = manualTimers()
    const client = new AbortController()
    const { state, producer, started } = controlledProducer()
    const response = sseResponse(producer, { timers: clock.timers, signal: client.signal })
    const reader = response.body!.getReader()
    await started
    expect(state.send({ data: 'first' })).toBe(true)
    await reader.read()
    client.abort()
    expect(state.signal.aborted).toBe(true)
    expect(state.signal.reason).toBe('disconnected')
    expect(state.send({ data: 'after' })).toBe(false)
    expect(clock.pending()).toBe(0)
    expect((await reader.read()).done).toBe(true)
  })

  it('aborts the producer when the stream is cancelled', async () => {
    const clock = manualTimers()
    const { state, producer, started } = controlledProducer()
    const response = sseResponse(producer, { timers: clock.timers })
    await started
    await response.body!.cancel()
    expect(state.signal.reason).toBe('disconnected')
    expect(state.send({ data: 'after' })).toBe(false)
    expect(clock.pending()).toBe(0)
  })

  it('never starts the producer for a client already gone', async () => {
    const producer = vi.fn()
    const client = new AbortController()
    client.abort()
    const response = sseResponse(producer, { timers: manualTimers().timers, signal: client.signal })
    expect(await readAll(response)).toBe('')
    expect(producer).not.toHaveBeenCalled()
  })

  it('closes after maxEvents', async () => {
    const clock = manualTimers()
    let refused = 0
    const response = sseResponse(
      (send) => {
        for (let i = 0; i < 10; i++) if (!send({ data: i })) refused += 1
      },
      { timers: clock.timers, maxEvents: 3 },
    )
    expect(await readAll(response)).toBe('data: 0\n\ndata: 1\n\ndata: 2\n\n')
    expect(refused).toBe(7)
  })

  it('closes after maxDurationMs, telling the producer why', async () => {
    const clock = manualTimers()
    const { state, producer, started } = controlledProducer()
    const response = sseResponse(producer, { timers: clock.timers, maxDurationMs: 60_000 })
    const text = readAll(response)
    await started
    state.send({ data: 'a' })
    clock.fireTimeouts()
    expect(state.signal.reason).toBe('max-duration')
    expect(state.send({ data: 'b' })).toBe(false)
    expect(await text).toBe('data: "a"\n\n')
  })

  it('logs a failing producer and closes without leaking the error to the client', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const response = sseResponse(
      (send) => {
        send({ data: 'a' })
        throw new Error('database at /srv/x down')
      },
      { timers: manualTimers().timers },
    )
    expect(await readAll(response)).toBe('data: "a"\n\n')
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })
})
