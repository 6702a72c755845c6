/**
 * Server-sent events for a route handler: the headers proxies and browsers need, one
 * JSON `data:` line per message, a heartbeat comment that keeps idle connections open, and bounds.
 * The producer gets an AbortSignal that fires when the client goes away, when it has sent
 * `maxEvents` or after `maxDurationMs`; the stream closes then (the browser's EventSource reconnects
 * on its own, with `Last-Event-ID` if messages carry ids).
 */
import 'server-only'
import { log } from './log/logger'
import { openStream } from './metrics/registry'

export type SseMessage = { data: unknown; event?: string; id?: string }

/** Sends one message; false once the stream is closed (the producer should stop). */
export type SseSend = (message: SseMessage) => boolean

export type SseProducer = (send: SseSend, signal: AbortSignal) => void | Promise<void>

export type SseTimers = {
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export type SseOptions = {
  /** The request's signal: a client that disconnects ends the producer. */
  signal?: AbortSignal
  heartbeatMs?: number
  maxEvents?: number
  maxDurationMs?: number
  /** Reconnection delay the browser should use (`retry:` field), if set. */
  retryMs?: number
  timers?: SseTimers
}

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and similar buffer responses unless told not to.
  'x-accel-buffering': 'no',
} as const

export const SSE_DEFAULTS = { heartbeatMs: 15_000, maxEvents: 1_000, maxDurationMs: 5 * 60_000 }

const realTimers: SseTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
}

/** Why the producer's signal fired (its `reason`). */
export type SseStopReason = 'disconnected' | 'max-events' | 'max-duration' | 'done'

const singleLine = (name: string, value: string) => {
  if (/[\r\n]/.test(value)) throw new Error(`an SSE ${name} must be one line`)
  return value
}

/** One message in the event-stream format: optional `id:` and `event:`, the JSON on one `data:` line, a blank line. */
export function formatSseMessage(message: SseMessage): string {
  let text = ''
  if (message.id !== undefined) text += `id: ${singleLine('id', message.id)}\n`
  if (message.event !== undefined) text += `event: ${singleLine('event', message.event)}\n`
  // JSON.stringify escapes line breaks inside strings, so the data is always one line.
  return `${text}data: ${JSON.stringify(message.data ?? null)}\n\n`
}

export function sseResponse(producer: SseProducer, options: SseOptions = {}): Response {
  const timers = options.timers ?? realTimers
  const heartbeatMs = options.heartbeatMs ?? SSE_DEFAULTS.heartbeatMs
  const maxEvents = options.maxEvents ?? SSE_DEFAULTS.maxEvents
  const maxDurationMs = options.maxDurationMs ?? SSE_DEFAULTS.maxDurationMs
  const encoder = new TextEncoder()
  const lifetime = new AbortController()
  let sent = 0
  let stop: (reason: SseStopReason) => void = () => {}

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => controller.enqueue(encoder.encode(text))
      const heartbeat = timers.setInterval(() => !lifetime.signal.aborted && write(': heartbeat\n\n'), heartbeatMs)
      const deadline = timers.setTimeout(() => stop('max-duration'), maxDurationMs)
      const onClientGone = () => stop('disconnected')
      const closed = openStream()
      stop = (reason) => {
        if (lifetime.signal.aborted) return
        lifetime.abort(reason)
        closed()
        timers.clearInterval(heartbeat)
        timers.clearTimeout(deadline)
        options.signal?.removeEventListener('abort', onClientGone)
        try {
          controller.close()
        } catch {
          // Already cancelled by the client: there is nothing left to tell it.
        }
      }
      if (options.signal?.aborted) return stop('disconnected')
      options.signal?.addEventListener('abort', onClientGone, { once: true })

      if (options.retryMs !== undefined) write(`retry: ${Math.max(0, Math.round(options.retryMs))}\n\n`)
      const send: SseSend = (message) => {
        if (lifetime.signal.aborted) return false
        write(formatSseMessage(message))
        sent += 1
        if (sent >= maxEvents) stop('max-events')
        return true
      }
      Promise.resolve()
        .then(() => producer(send, lifetime.signal))
        .catch((error: unknown) => {
          if (!lifetime.signal.aborted) log.error({ err: error }, 'event stream producer failed')
        })
        .finally(() => stop('done'))
    },
    cancel() {
      stop('disconnected')
    },
  })
  return new Response(stream, { headers: SSE_HEADERS })
}
