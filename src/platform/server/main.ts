/**
 * The production server (`npm start` runs it, compiled to .build/server.mjs by scripts/compile-cli.mjs): Next's
 * request handler behind our own layers (./layers.ts: the edge's bounds and forwarding headers, compression, the
 * deferred start's transform of site pages, no internal headers), in place of `next start`. Everything else is
 * Next's: the proxy, routes, static files, images.
 */
import http from 'node:http'
import next from 'next'
import { announceServerLayers } from '@/platform/render-cache/prepared'
import { withServerLayers } from './layers'
import { log } from '@/platform/log/logger'
import { startDraining } from '@/platform/draining'

// The proxy prepares the render cache's pages for these layers only when they are in front (src/platform/render-cache/prepared.ts),
// and Next leaves compression to them (next.config.ts reads this when `next()` loads it).
announceServerLayers()
process.env.PRODUCTION_SERVER = '1'
const port = Number(process.env.PORT || 3000)
// Next builds its own absolute URLs from these; the server listens on every interface, as `next start` does.
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
await app.prepare()
const server = http.createServer(withServerLayers(app.getRequestHandler()))

let closing = false
/** Stops taking connections, lets open requests finish (briefly), then exits as `next start` does (128 + signal). */
function close(code: number) {
  if (closing) return
  closing = true
  startDraining()
  server.close(() => process.exit(code))
  server.closeIdleConnections()
  setTimeout(() => process.exit(code), 5000).unref()
}
process.on('SIGTERM', () => close(143))
process.on('SIGINT', () => close(130))

// A port another process holds ends this one by name; `npm start` waits for the message below before it asks
// /healthz, so another server on the port is never taken for this one.
server.on('error', (error: NodeJS.ErrnoException) => {
  log.error(
    error.code === 'EADDRINUSE'
      ? `server: port ${port} is in use by another process; stop it or set PORT`
      : `server: cannot listen on port ${port}: ${error.message}`,
  )
  process.exit(1)
})
server.listen(port, () => {
  log.info(`server: listening on port ${port}`)
  process.send?.({ server: 'listening' })
})
