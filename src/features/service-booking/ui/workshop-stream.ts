/**
 * The workshop stream (spec 2 §4.1, §7.1): GET /api/mechmate/departments/closestAvailable as
 * server-sent events, each message's data one JSON object — a workshop, `{ error }` or a `nosites`
 * marker. Read with fetch rather than EventSource: EventSource reconnects by itself when the server
 * closes the stream after 5 sites, and here a close means "these are all"; aborting the fetch
 * disconnects, and the server stops its work.
 */
import { workshopSchema, type Workshop } from './contract'

/** Spec 2 §9: 5 placeholders, and the stream closes after 5 sites. */
export const STREAM_PAGE = 5

export type StreamSort = 'nearest' | 'firstAvailable'

export type StreamMessage =
  { kind: 'site'; workshop: Workshop } | { kind: 'error'; message: string } | { kind: 'nosites' }

/** Splits event-stream text into the data of complete messages; returns them and the unfinished rest. */
export function parseEventStream(buffer: string): { data: string[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n')
  const blocks = normalised.split('\n\n')
  const rest = blocks.pop() ?? ''
  const data: string[] = []
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.startsWith('data:'))
    if (lines.length) data.push(lines.map((line) => line.slice(line.startsWith('data: ') ? 6 : 5)).join('\n'))
  }
  return { data, rest }
}

/** One message's data as what it carries; anything unreadable is an error message. */
export function classify(data: string): StreamMessage {
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return { kind: 'error', message: 'unreadable message' }
  }
  if (
    value === 'nosites' ||
    (value && typeof value === 'object' && ('nosites' in value || (value as { type?: unknown }).type === 'nosites'))
  )
    return { kind: 'nosites' }
  if (value && typeof value === 'object' && 'error' in value)
    return { kind: 'error', message: String((value as { error: unknown }).error) }
  const site = workshopSchema.safeParse(value)
  return site.success ? { kind: 'site', workshop: site.data } : { kind: 'error', message: 'unexpected message' }
}

export type StreamQuery = {
  regNo: string
  serviceOfferings: string[]
  latitude: number
  longitude: number
  cursor?: string | null
  sort: StreamSort
  locale?: string
}

export function streamUrl(query: StreamQuery): string {
  const params = new URLSearchParams({
    regNo: query.regNo,
    serviceOfferings: query.serviceOfferings.join(','),
    latitude: String(query.latitude),
    longitude: String(query.longitude),
  })
  if (query.cursor) params.set('cursor', query.cursor)
  if (query.sort === 'firstAvailable') params.set('sort', 'firstAvailable')
  if (query.locale) params.set('locale', query.locale)
  return `/api/mechmate/departments/closestAvailable?${params}`
}

/**
 * Reads the stream, calling `onMessage` for each message, until the server closes it, 5 sites came, or
 * `signal` aborts. Resolves when done; a network failure is reported as an error message.
 */
export async function readWorkshops(
  query: StreamQuery,
  onMessage: (message: StreamMessage) => void,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  if (signal.aborted) return
  let sites = 0
  const local = new AbortController()
  const abort = () => local.abort()
  signal.addEventListener('abort', abort)
  try {
    const response = await fetcher(streamUrl(query), { headers: { accept: 'text/event-stream' }, signal: local.signal })
    if (!response.ok || !response.body) {
      onMessage({ kind: 'error', message: `status ${response.status}` })
      return
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      const parsed = parseEventStream(buffer + value)
      buffer = parsed.rest
      for (const data of parsed.data) {
        if (signal.aborted) return
        const message = classify(data)
        onMessage(message)
        if (message.kind === 'site') sites++
        if (message.kind !== 'site' || sites >= STREAM_PAGE) {
          local.abort()
          return
        }
      }
    }
  } catch (error) {
    if (!signal.aborted && !local.signal.aborted)
      onMessage({ kind: 'error', message: error instanceof Error ? error.message : 'stream failed' })
  } finally {
    signal.removeEventListener('abort', abort)
  }
}
