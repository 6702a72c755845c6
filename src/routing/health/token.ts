/**
 * /healthz details (database error text, latencies, search state) are for operators:
 * shown with `Authorization: Bearer $HEALTH_TOKEN`, else written to the log only.
 */
import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request's Authorization header carries the configured token; never with no token configured. */
export function mayReadHealthDetails(
  authorization: string | null,
  token: string | undefined = process.env.HEALTH_TOKEN,
): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token))
}
