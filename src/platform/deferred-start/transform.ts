/**
 * The server's half of the deferred start (src/platform/deferred-start/loader.ts says why). In a document
 * whose head carries the loader, Next's script tags and script preloads (files under /_next/static/) are taken
 * out and listed, in order, in a JSON carrier written just before </body>; the loader adds them back once the
 * largest paint is on screen. Everything else passes through byte for byte: inline scripts (the framework's data,
 * the shell's cookie script), the `nomodule` polyfill, other hosts' scripts, and any document without the loader
 * (Payload's admin, an error page outside the site layout).
 *
 * A streaming transform: the head is held until </head> (React writes it in its first flush anyway), then each
 * chunk passes as soon as its tags are complete; a tag cut by a chunk boundary waits for the rest. Written by
 * hand: a general HTML rewriter would tokenise every byte of every page to change a dozen tags that React always
 * writes in one shape. The text may be the document's bytes read as Latin-1 (./html-response.ts does): every
 * character it looks for is ASCII, and UTF-8 never uses an ASCII byte inside a longer character.
 */
import { DEFERRED_LIST_ID, DEFERRED_START_ATTR } from './loader'

const FRAMEWORK_PREFIX = '/_next/static/'
/** A head longer than this without </head> is not a page of ours: it passes through untouched. */
const MAX_HEAD = 256 * 1024
const SCRIPT_CLOSE = '</script>'
const SCRIPT_END = /<\/script/gi
const STYLE_END = /<\/style/gi
const RAW_END_LENGTH = '</script'.length
const HEAD_END = /<\/head>/i

export type DeferredScripts = {
  /** Transforms the next piece of the document; what it returns may be shorter while a tag is incomplete. */
  write(text: string): string
  /** The rest of the document (and the carrier, if </body> never came). */
  end(): string
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}
const decodeAttribute = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity])

/** An attribute's value in a tag as React writes it (double quotes), or null. */
function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match ? decodeAttribute(match[1]) : null
}
const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(?:[\\s=/>])`, 'i').test(tag)
const isFramework = (url: string | null): url is string => url !== null && url.startsWith(FRAMEWORK_PREFIX)

/** The carrier: JSON in a script the browser never runs; `<` escaped so no text in it can close the element. */
export function carrier(scripts: readonly string[], preloads: readonly string[]): string {
  const json = JSON.stringify({ scripts, preloads }).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${DEFERRED_LIST_ID}">${json}</script>`
}

export function deferScripts(): DeferredScripts {
  let mode: 'head' | 'active' | 'off' = 'head'
  let held = ''
  /** Inside a raw-text element (an inline script or a style): the end tag that closes it. */
  let rawUntil: RegExp | null = null
  let carried = false
  const scripts: string[] = []
  const preloads: string[] = []

  const closeBody = () => {
    carried = true
    return carrier(scripts, preloads)
  }

  /** Transforms complete tags; an incomplete one at the end is kept in `held` for the next piece. */
  function transform(text: string): string {
    let out = ''
    let i = 0
    while (i < text.length) {
      if (rawUntil) {
        rawUntil.lastIndex = i
        const end = rawUntil.exec(text)?.index ?? -1
        if (end < 0) {
          // Keep what could be the start of the end tag.
          const keep = Math.max(i, text.length - RAW_END_LENGTH)
          out += text.slice(i, keep)
          held = text.slice(keep)
          return out
        }
        out += text.slice(i, end)
        i = end
        rawUntil = null
        continue
      }
      const lt = text.indexOf('<', i)
      if (lt < 0) {
        out += text.slice(i)
        break
      }
      out += text.slice(i, lt)
      if (text.startsWith('<!--', lt)) {
        const end = text.indexOf('-->', lt + 4)
        if (end < 0) {
          held = text.slice(lt)
          return out
        }
        out += text.slice(lt, end + 3)
        i = end + 3
        continue
      }
      const gt = text.indexOf('>', lt)
      if (gt < 0) {
        held = text.slice(lt)
        return out
      }
      const tag = text.slice(lt, gt + 1)
      const name = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag)?.[1].toLowerCase() ?? ''
      const closing = tag.startsWith('</')
      if (!closing && name === 'script') {
        const src = attribute(tag, 'src')
        if (isFramework(src) && !hasAttribute(tag, 'nomodule')) {
          const after = text.slice(gt + 1, gt + 1 + SCRIPT_CLOSE.length)
          if (after.length < SCRIPT_CLOSE.length && SCRIPT_CLOSE.startsWith(after.toLowerCase())) {
            held = text.slice(lt)
            return out
          }
          if (after.toLowerCase() === SCRIPT_CLOSE) {
            scripts.push(src)
            i = gt + 1 + SCRIPT_CLOSE.length
            continue
          }
        }
        out += tag
        i = gt + 1
        rawUntil = SCRIPT_END
        continue
      }
      if (!closing && name === 'style') {
        out += tag
        i = gt + 1
        rawUntil = STYLE_END
        continue
      }
      if (
        !closing &&
        name === 'link' &&
        attribute(tag, 'rel')?.toLowerCase() === 'preload' &&
        attribute(tag, 'as') === 'script'
      ) {
        const href = attribute(tag, 'href')
        if (isFramework(href)) {
          preloads.push(href)
          i = gt + 1
          continue
        }
      }
      if (closing && name === 'body' && !carried) out += closeBody()
      out += tag
      i = gt + 1
    }
    return out
  }

  return {
    write(text) {
      if (mode === 'off') return text
      const input = held + text
      held = ''
      if (mode === 'active') return transform(input)
      const headEnd = input.search(HEAD_END)
      if (headEnd < 0) {
        if (input.length <= MAX_HEAD) {
          held = input
          return ''
        }
        mode = 'off'
        return input
      }
      const head = input.slice(0, headEnd)
      if (!head.includes(` ${DEFERRED_START_ATTR}`)) {
        mode = 'off'
        return input
      }
      mode = 'active'
      return transform(input)
    },
    end() {
      const rest = held
      held = ''
      // An unfinished tag at the very end is passed on as it is.
      if (mode !== 'active') return rest
      return rest + (carried ? '' : closeBody())
    },
  }
}

/** A whole page's bytes, transformed (the render cache stores pages so: src/platform/render-cache/prepared.ts). */
export function deferScriptsInPage(page: Uint8Array): Buffer<ArrayBuffer> {
  const transform = deferScripts()
  const text = Buffer.from(page.buffer, page.byteOffset, page.byteLength).toString('latin1')
  return Buffer.from(transform.write(text) + transform.end(), 'latin1')
}
