/**
 * The client router's state tree header (`Next-Router-State-Tree`, sent with `RSC: 1`): Next parses it while rendering
 * and answers 500 to one it cannot read, so a forged header would look like a failure of ours. The edge reads it first
 * with Next's own parser (the same bound of 40,000 characters and the same shape), and refuses what it refuses.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js'

export const BAD_ROUTER_STATE =
  'Bad request: the Next-Router-State-Tree header is not a router state this site can read. Reload the page.'

/** Whether a router request carries a state tree Next would fail on (sent twice, too long, not its JSON shape). */
export function unreadableRouterState(headers: IncomingHttpHeaders): boolean {
  const tree = headers['next-router-state-tree']
  if (headers.rsc !== '1' || tree === undefined) return false
  try {
    parseAndValidateFlightRouterState(tree)
    return false
  } catch {
    return true
  }
}
