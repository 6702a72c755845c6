/**
 * Logged-out sessions (spec 2 §2.5 "Logout"). A session token is signed, not stored, so
 * clearing the cookie alone left a copied token valid until it expired: logout now puts the session's
 * id on this list until the token's own expiry, and every call that needs the session checks it. Only
 * a verified, unexpired session can be listed (one row per session at most), and expired rows are
 * pruned on each logout, so anonymous callers cannot grow the table.
 */
import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { query } from '@/platform/db'
import type { TyreHotelContext } from './context'
import type { SessionClaims } from './crypto'

export async function revokeSession(ctx: TyreHotelContext, session: SessionClaims): Promise<void> {
  const now = ctx.now().toISOString()
  await query(ctx.payload, sql`delete from tirehotel.revoked_sessions where expires_at <= ${now}`)
  await query(
    ctx.payload,
    sql`insert into tirehotel.revoked_sessions (session_id, expires_at) values (${session.id}, ${new Date(session.expiresAt).toISOString()}) on conflict (session_id) do nothing`,
  )
}

export async function isRevoked(ctx: TyreHotelContext, session: SessionClaims): Promise<boolean> {
  const rows = await query<{ one: number }>(
    ctx.payload,
    sql`select 1 as one from tirehotel.revoked_sessions where session_id = ${session.id}`,
  )
  return rows.length > 0
}
