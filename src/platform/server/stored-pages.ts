/**
 * The server's side of the render cache's short way (src/platform/render-cache/fast-path.ts): answers a request from a
 * valid pass, and makes passes from the proxy's answers out of the store.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import onHeaders from 'on-headers'
import { createPassTable, KEY_HEADER, passSignature, type PassTable } from '@/platform/render-cache/fast-path'
import { PREPARED_HEADER } from '@/platform/render-cache/prepared'
import { notModified } from '@/platform/render-cache/page-request'
import { renderStore } from '@/platform/render-cache/registry'
import type { RenderStore } from '@/platform/render-cache/store'
import type { RequestLabels } from '@/platform/request-scope'
import { isInternalHeader } from './internal-headers'
import { REQUEST_ID_HEADER } from './request-id'

/** Headers of one answer that a pass does not repeat (besides the internal ones): Node writes them, or the request's. */
const PER_ANSWER = new Set([
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  REQUEST_ID_HEADER,
])

export type StoredPages = {
  /**
   * Answers the request from the store and returns true, or returns false for the usual way. `labels` (the request
   * log's): an answer from a pass is named as the answer it repeats; a pass made here keeps the proxy's names.
   */
  answer(req: IncomingMessage, res: ServerResponse, labels?: RequestLabels): boolean
}

export function storedPages(options: { store?: () => RenderStore; passes?: PassTable } = {}): StoredPages {
  const store = options.store ?? renderStore
  const passes = options.passes ?? createPassTable()
  return {
    answer(req, res, labels) {
      const signature = passSignature(req)
      if (!signature) return false
      const pages = store()
      const pass = passes.valid(signature, pages.begin())
      const page = pass && pages.get(pass.key)
      // Only with the page the pass was made from: a stale page rendered again is another page under the same key,
      // whose scripts the pass's policy does not name (a browser then blocks the framework's inline script and the
      // page never hydrates), so its first answer goes the long way and makes a new pass.
      if (pass && page?.gzip && !page.stale && pass.headers.etag === page.etag) {
        if (labels) Object.assign(labels, pass.route)
        // The page's own bytes and headers, the same for every answer (its policy names its scripts by hash).
        if (notModified(req.headers['if-none-match'], page.etag)) {
          const { 'content-encoding': _coding, 'content-type': _type, ...headers } = pass.headers
          res.writeHead(304, headers)
          res.end()
          return true
        }
        res.writeHead(200, { ...pass.headers, 'content-length': page.gzip.byteLength })
        res.end(page.gzip)
        return true
      }
      // The long way; its answer may make a pass. Header listeners run last-registered first: layers.ts registers
      // this one before compression's, so the headers read here are final but for the internal ones it drops after.
      onHeaders(res, () => {
        const key = res.getHeader(KEY_HEADER)
        // Never a personal answer: one that sets a cookie is not repeated to others.
        if (
          res.statusCode !== 200 ||
          typeof key !== 'string' ||
          res.getHeader(PREPARED_HEADER) !== 'gzip' ||
          res.hasHeader('set-cookie')
        )
          return
        const headers: OutgoingHttpHeaders = {}
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && !PER_ANSWER.has(name) && !isInternalHeader(name)) headers[name] = value
        }
        if (headers['x-render-cache'] !== undefined) headers['x-render-cache'] = 'hit'
        passes.remember(signature, {
          key,
          headers,
          clock: store().begin(),
          route: labels && { site: labels.site, kind: labels.kind },
        })
      })
      return false
    },
  }
}
