/**
 * Next puts the internal path of a proxy rewrite (`/se/sv-SE/…`) into `x-middleware-rewrite` on the
 * answer itself (next/dist/server/lib/router-utils/resolve-routes.js), where neither the proxy nor next.config.ts
 * can remove it. The server drops Next's `x-middleware-*` answer headers before they go out; the client router
 * reads none of them (it uses `x-nextjs-rewritten-path`). The render cache's marks for the server
 * (src/platform/render-cache/prepared.ts, fast-path.ts) go too, once the other layers have read them.
 */
import type { ServerResponse } from 'node:http'
import onHeaders from 'on-headers'
import { KEY_HEADER } from '@/platform/render-cache/fast-path'
import { PREPARED_HEADER } from '@/platform/render-cache/prepared'

export const isInternalHeader = (name: string) => {
  const lower = name.toLowerCase()
  return lower.startsWith('x-middleware-') || lower === PREPARED_HEADER || lower === KEY_HEADER
}

export function hideInternalHeaders(res: ServerResponse): void {
  onHeaders(res, () => {
    for (const name of res.getHeaderNames()) if (isInternalHeader(name)) res.removeHeader(name)
  })
}
