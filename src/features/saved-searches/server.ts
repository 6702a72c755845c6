/** What the saved searches' route handlers and the runtime share: the link secret and the per-address daily limit. */
import 'server-only'
import { rateLimiter } from '@/platform/rate-limit'
import { tokenHash } from './rules'

/** The key that signs unsubscribe and manage links: Payload's secret, with a purpose of its own in every MAC. */
export function linkSecret(env: Record<string, string | undefined> = process.env): string {
  const secret = env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign saved-search links')
  return secret
}

/** One of the address's new searches of the day (counted by the address's hash, never the address). */
export async function takeNewForAddress(email: string): Promise<boolean> {
  return (await rateLimiter().consume('saved-search-address', `saved-search:${tokenHash(email)}`)).allowed
}
