/**
 * Every request has an id, logged with its line (./request-log.ts) and sent back in the answer's `X-Request-Id`, so
 * a visitor's report, the balancer's log and the app's lines meet. An id the client or the balancer sent is kept
 * when it is well formed: one value of at most 128 characters of letters, digits and `._:+/=-` (a UUID, nginx's
 * `$request_id`, a trace id) and no e-mail address or phone number (src/platform/log/scrub.ts); else a new UUID.
 */
import { randomUUID } from 'node:crypto'
import { holdsContact } from '@/platform/log/scrub'

export const REQUEST_ID_HEADER = 'x-request-id'

const WELL_FORMED = /^[\w.:+/=-]{1,128}$/

/** The request's id: the header's when well formed, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED.test(header) && !holdsContact(header) ? header : randomUUID()
}
