/**
 * The content-security policy of a stored page names its inline scripts by hash (CSP Level 3 hash sources) instead
 * of a nonce: a copy kept by the render cache, a CDN or any shared cache stays valid for every visitor it is given to,
 * and is byte for byte the same. The scripts the framework loads from files are added by the inline
 * deferred-start loader or by Next's own runtime, and 'strict-dynamic' extends the hashed scripts' trust to them.
 * React-, Next- and Payload-free.
 */
import { createHash } from 'node:crypto'

/**
 * A script element's start tag and its text. A script's text ends at the first `</script` whatever it holds (HTML's
 * script data state); an attribute value may hold a `>` only inside quotes.
 */
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const SRC = /\ssrc\s*=/i

/** Types a browser runs (no type, a JavaScript MIME type, module); data blocks such as JSON-LD run nothing. */
function runs(type: string | undefined): boolean {
  const value = (type ?? '').trim().toLowerCase()
  return value === '' || value === 'module' || value === 'text/javascript' || value === 'application/javascript'
}

/** The CSP hash sources ('sha256-…') of every inline script the page runs, each once, in the page's order. */
export function inlineScriptHashes(html: Uint8Array): string[] {
  // Hashes are of the script's UTF-8 bytes; latin1 maps each byte to one character, so offsets stay byte offsets.
  const text = Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1')
  const hashes = new Set<string>()
  for (const [, attributes, body] of text.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue
    const type = TYPE.exec(attributes)
    if (!runs(type?.[1] ?? type?.[2] ?? type?.[3])) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'latin1').digest('base64')}'`)
  }
  return [...hashes]
}
