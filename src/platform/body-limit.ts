/**
 * A request body read under a byte cap before anything parses it: 413 material for
 * every route. Free of Next.js and Payload, so route handlers (through ./http.ts), the CMS gate and
 * any other server code can use it. Rule for every route: docs/security.md "Rules for every new route".
 */
import { InputError, PayloadTooLargeError } from './errors'

/** Default cap of a request body (64 KB); a route that needs more (or less) passes `limitBytes`. */
export const DEFAULT_BODY_LIMIT = 64 * 1024

/**
 * The body's bytes, refused with PayloadTooLargeError above `limitBytes`: a declared Content-Length
 * over the cap is refused unread, and the stream is read only until the cap is passed (a chunked or
 * lying client cannot make the server hold more).
 */
export async function readBodyBytes(
  request: Request,
  limitBytes = DEFAULT_BODY_LIMIT,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limitBytes) throw new PayloadTooLargeError(limitBytes)
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel().catch(() => {})
      throw new PayloadTooLargeError(limitBytes)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** The body as UTF-8 text, under the same cap (readBodyBytes). */
export async function readBody(request: Request, limitBytes = DEFAULT_BODY_LIMIT): Promise<string> {
  const bytes = await readBodyBytes(request, limitBytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new InputError('', 'the body must be UTF-8 text')
  }
}
