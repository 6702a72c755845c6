/**
 * issue 18 §5: Next puts the internal path of a proxy rewrite (`/se/sv-SE/…`) into `x-middleware-rewrite` on the
 * answer itself (next/dist/server/lib/router-utils/resolve-routes.js), where neither the proxy nor next.config.ts
 * can remove it. The server drops Next's `x-middleware-*` answer headers before they go out; the client router
 * reads none of them (it uses `x-nextjs-rewritten-path`).
 */
import type { ServerResponse } from 'node:http'
import onHeaders from 'on-headers'

export const isInternalHeader = (name: string) => name.toLowerCase().startsWith('x-middleware-')

export function hideInternalHeaders(res: ServerResponse): void {
  onHeaders(res, () => {
    for (const name of res.getHeaderNames()) if (isInternalHeader(name)) res.removeHeader(name)
  })
}
