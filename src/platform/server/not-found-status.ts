/**
 * A page that drew the site's not-found view itself (src/platform/request-scope.ts, answerNotFound) goes out with
 * status 404 instead of Next's 200; the scope learns when the status line has gone, after which a page can no longer ask.
 */
import type { ServerResponse } from 'node:http'
import onHeaders from 'on-headers'
import type { RequestScope } from '@/platform/request-scope'

export function notFoundStatus(res: ServerResponse, scope: RequestScope): void {
  onHeaders(res, () => {
    scope.headSent = true
    if (scope.notFound && res.statusCode === 200) res.statusCode = 404
  })
}
