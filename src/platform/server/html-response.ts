/**
 * Puts the deferred start's transform (src/platform/deferred-start/transform.ts) between Next and the response: a site page's
 * HTML (a GET of a text/html answer that is not already encoded) passes through it on its way to the compression
 * that the server puts outside. Payload's admin and the render cache's own fills are left alone: the admin
 * hydrates as Next wrote it, and the cache applies the transform itself when it stores a page, so its hits arrive
 * prepared (src/platform/render-cache/prepared.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import onHeaders from 'on-headers'
import { PREPARED_HEADER } from '@/platform/render-cache/prepared'
import { FILL_HEADER } from '@/platform/render-cache/tags'
import { deferScripts, type DeferredScripts } from '@/platform/deferred-start/transform'

type Callback = (error?: Error | null) => void
type Chunk = string | Uint8Array

export function wantsDeferredScripts(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET') return false
  const path = req.url ?? '/'
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?') || path.startsWith('/api/'))
    return false
  return !req.headers[FILL_HEADER]
}

/**
 * A page's HTML as Next wrote it: not encoded, and not a render-cache page prepared already (src/platform/render-cache/prepared.ts).
 * A 304 or 204 has no body: the transform would only add its closing scripts to an answer that must carry none.
 */
const isRawHtml = (res: ServerResponse) =>
  res.statusCode !== 304 &&
  res.statusCode !== 204 &&
  String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
  !res.getHeader('content-encoding') &&
  !res.hasHeader(PREPARED_HEADER)

/**
 * A render-cache page compressed already: the mark becomes its Content-Encoding, so the compression layer leaves
 * it (internal-headers.ts drops the mark last). Registered inside the compression layer, so it runs before it.
 */
export function preparedAnswers(res: ServerResponse): void {
  onHeaders(res, () => {
    if (res.getHeader(PREPARED_HEADER) === 'gzip') res.setHeader('content-encoding', 'gzip')
  })
}

export function deferScriptsIn(req: IncomingMessage, res: ServerResponse): void {
  if (!wantsDeferredScripts(req)) return
  let transform: DeferredScripts | null = null
  let decided = false
  // Decided when the headers go out (explicitly, or with the first write): the body's length changes.
  const decide = () => {
    if (decided) return
    decided = true
    if (!isRawHtml(res)) return
    transform = deferScripts()
    res.removeHeader('content-length')
  }
  onHeaders(res, decide)
  const write = res.write.bind(res) as (chunk: Chunk, encoding: BufferEncoding, callback?: Callback) => boolean
  const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, callback?: () => void) => ServerResponse
  // The transform reads the bytes as Latin-1, one character each: no decoding, and no character cut in two between
  // chunks (src/platform/deferred-start/transform.ts looks only for ASCII); the same encoding gives the bytes back.
  const text = (chunk: Chunk, encoding?: BufferEncoding) =>
    (typeof chunk === 'string'
      ? Buffer.from(chunk, encoding ?? 'utf8')
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    ).toString('latin1')
  const bytes = (latin1: string) => Buffer.from(latin1, 'latin1')

  res.write = function (chunk: Chunk, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback): boolean {
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    if (!decided && !res.headersSent) decide()
    if (!transform) return write(chunk, encoding as BufferEncoding, done)
    return write(bytes(transform.write(text(chunk, encoding))), 'latin1', done)
  } as ServerResponse['write']

  res.end = function (
    chunk?: Chunk | (() => void),
    encodingOrCallback?: BufferEncoding | (() => void),
    callback?: () => void,
  ): ServerResponse {
    const body = typeof chunk === 'function' ? undefined : chunk
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined
    const done =
      typeof chunk === 'function' ? chunk : typeof encodingOrCallback === 'function' ? encodingOrCallback : callback
    if (!decided && !res.headersSent) decide()
    if (!transform) return end(body, encoding, done)
    const last = (body === undefined ? '' : transform.write(text(body, encoding))) + transform.end()
    return end(bytes(last), 'latin1', done)
  } as ServerResponse['end']
}
