/**
 * The production server (`npm start` runs it, compiled to .build/server.mjs by scripts/compile-cli.mjs): Next's
 * request handler behind two layers of our own, in place of `next start`.
 * - Compression (the `compression` package: brotli, else gzip) — Next's own is off (next.config.ts) because it
 *   would sit between Next and the layer below and hand it compressed bytes.
 * - The deferred start's transform of site pages (./html-response.ts, issue 19).
 * Everything else is Next's: the proxy, routes, static files and images.
 */
import http from 'node:http'
import compression from 'compression'
import next from 'next'
import { deferScriptsIn } from './html-response'

const port = Number(process.env.PORT || 3000)
// Next builds its own absolute URLs from these; the server listens on every interface, as `next start` does.
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
const compress = compression({ threshold: 1024 })

await app.prepare()
const handle = app.getRequestHandler()

const server = http.createServer((req, res) => {
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
    deferScriptsIn(req, res)
    void handle(req, res).catch((error: unknown) => {
      console.error('request failed', error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
})

let closing = false
/** Stops taking connections, lets open requests finish (briefly), then exits as `next start` does (128 + signal). */
function close(code: number) {
  if (closing) return
  closing = true
  server.close(() => process.exit(code))
  server.closeIdleConnections()
  setTimeout(() => process.exit(code), 5000).unref()
}
process.on('SIGTERM', () => close(143))
process.on('SIGINT', () => close(130))

server.listen(port, () => console.log(`server: listening on port ${port}`))
