import { describe, expect, it } from 'vitest'
import { classify, parseEventStream, readWorkshops, streamUrl, type StreamMessage } from './workshop-stream'

const site = (id: number) => ({
  departmentId: id,
  siteId: 100 + id,
  siteName: `Verkstad ${id}`,
  address: 'Gatan 1, Uppsala',
  latitude: 59.8,
  longitude: 17.6,
  brands: ['Volvo'],
  firstTimeSlot: '2026-12-01T09:00',
})
const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`

function streamOf(chunks: string[]): typeof fetch {
  return (async (_url: string | URL | Request, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    })
    init?.signal?.throwIfAborted()
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
  }) as typeof fetch
}

const query = {
  regNo: 'ABC123',
  serviceOfferings: ['S1', 'S2'],
  latitude: 59.86,
  longitude: 17.64,
  sort: 'nearest' as const,
}

describe('workshop stream (spec 2 §4.1, §7.1)', () => {
  it('builds the URL with comma-joined codes, the cursor and the sort', () => {
    expect(streamUrl({ ...query, cursor: '17', sort: 'firstAvailable' })).toBe(
      '/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=S1%2CS2&latitude=59.86&longitude=17.64&cursor=17&sort=firstAvailable',
    )
    expect(streamUrl(query)).not.toContain('cursor')
  })

  it('splits messages across chunk boundaries and skips comments (heartbeats)', () => {
    const first = parseEventStream(': ping\n\ndata: {"a":1}\n\ndata: {"b"')
    expect(first.data).toEqual(['{"a":1}'])
    expect(parseEventStream(first.rest + ':2}\r\n\r\n').data).toEqual(['{"b":2}'])
  })

  it('tells sites, errors and the nosites marker apart', () => {
    expect(classify(JSON.stringify(site(1)))).toMatchObject({
      kind: 'site',
      workshop: { departmentId: '1', siteId: '101' },
    })
    expect(classify('{"error":"boom"}')).toEqual({ kind: 'error', message: 'boom' })
    expect(classify('{"nosites":true}')).toEqual({ kind: 'nosites' })
    expect(classify('"nosites"')).toEqual({ kind: 'nosites' })
    expect(classify('{oops')).toMatchObject({ kind: 'error' })
  })

  it('reads sites until the server closes, and stops on its own after 5', async () => {
    const seen: StreamMessage[] = []
    await readWorkshops(
      query,
      (m) => seen.push(m),
      new AbortController().signal,
      streamOf([sse(site(1)) + sse(site(2)).slice(0, 10), sse(site(2)).slice(10)]),
    )
    expect(seen.map((m) => m.kind === 'site' && m.workshop.departmentId)).toEqual(['1', '2'])
    const many: StreamMessage[] = []
    await readWorkshops(
      query,
      (m) => many.push(m),
      new AbortController().signal,
      streamOf([[1, 2, 3, 4, 5, 6].map((i) => sse(site(i))).join('')]),
    )
    expect(many).toHaveLength(5)
  })

  it('reports a failed answer as an error, and nothing once aborted', async () => {
    const seen: StreamMessage[] = []
    await readWorkshops(
      query,
      (m) => seen.push(m),
      new AbortController().signal,
      (async () => new Response('{}', { status: 400 })) as typeof fetch,
    )
    expect(seen).toEqual([{ kind: 'error', message: 'status 400' }])
    const aborted = new AbortController()
    aborted.abort()
    const none: StreamMessage[] = []
    await readWorkshops(query, (m) => none.push(m), aborted.signal, streamOf([sse(site(1))]))
    expect(none).toEqual([])
  })
})
