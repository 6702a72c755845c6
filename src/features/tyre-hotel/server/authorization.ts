/**
 * Search, login and validate (spec 2 §7.3): a plate leads to a sealed search answer, the
 * sealed answer to a one-time code by SMS, and the code to a validated session bound to the plate.
 * The code rules are in otp.ts; this module keeps them atomic in the database, so instances and
 * concurrent requests cannot take more tries or codes than the rules allow.
 */
import { sql } from '@payloadcms/db-postgres'
import { query } from '@/platform/db'
import { NotFoundError, TooManyRequestsError } from '@/platform/errors'
import { enqueueSms } from '@/platform/messaging/topics'
import { inTransaction } from '@/platform/transactions'
import { translator } from '@/i18n/catalogue'
import { agreementById, agreementByPlate } from './agreements'
import type { TyreHotelContext } from './context'
import { newSessionId, openSearch, sealSearch, signSession } from './crypto'
import { SessionError } from './errors'
import { obfuscatePhone } from './identity'
import {
  CODE_TTL_MS,
  CODE_WINDOW_MS,
  codeDigest,
  codeMatches,
  codeRefusal,
  MAX_TRIES,
  newAuthorizationToken,
  newCode,
  plateCodeBudget,
  SEARCH_TTL_MS,
  SESSION_TTL_MS,
  tokenHash,
} from './otp'
import { vehicleView, type VehicleView } from './vehicles'

export type Customer = { encryptedPhoneNumber: string; obfuscatedPhoneNumber: string; regNo: string }
export type Credentials = { authorizationToken: string; message: string }
export type ValidatedSession = { status: 0; vehicles: VehicleView[] }

/** Sealed for a plate without agreement, so a miss costs what a hit costs (similar timing). */
const DECOY_PHONE = '+46700000000'

/**
 * GET search: the sealed phone number and plate, and the masked number. Spec 2 §7.3 makes a missing
 * agreement a 404, so existence is visible (the per-IP limit bounds how fast); the work and the
 * timing are the same either way, and nothing else differs.
 */
export async function searchCustomer(ctx: TyreHotelContext, plate: string): Promise<Customer> {
  const agreement = await agreementByPlate(ctx.payload, plate)
  const phone = agreement?.mobile ?? DECOY_PHONE
  const answer = {
    encryptedPhoneNumber: sealSearch(ctx.keys, { phone, plate }, new Date(ctx.now().getTime() + SEARCH_TTL_MS)),
    obfuscatedPhoneNumber: obfuscatePhone(phone),
    regNo: plate,
  }
  if (!agreement) throw new NotFoundError(ctx.strings.notFound)
  return answer
}

/**
 * POST login: a new code for the sealed plate, sent by SMS to the agreement's phone. At most 10 codes
 * per plate per 24 hours (counted under a lock on the plate, in the database), and a new code ends
 * the plate's earlier ones. The code row and its SMS commit together.
 */
export async function sendCode(ctx: TyreHotelContext, encryptedPhoneNumber: string): Promise<Credentials> {
  const now = ctx.now()
  const claims = openSearch(ctx.keys, encryptedPhoneNumber, now)
  if (!claims || claims === 'expired') throw new SessionError(401, ctx.strings.searchExpired)
  const agreement = await agreementByPlate(ctx.payload, claims.plate)
  // The agreement changed hands or number since the search: search again.
  if (!agreement || agreement.mobile !== claims.phone) throw new SessionError(401, ctx.strings.searchExpired)
  const t = translator(ctx.strings)
  const authorizationToken = newAuthorizationToken()
  const loginHash = tokenHash(authorizationToken)
  const code = newCode(ctx.random)
  await inTransaction(ctx.payload, async ({ req, tx }) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'tirehotel:plate:' + claims.plate}))`)
    const since = new Date(now.getTime() - CODE_WINDOW_MS).toISOString()
    const recent = await query<{ issued_at: string }>(
      ctx.payload,
      sql`select issued_at from tirehotel_codes where plate = ${claims.plate} and issued_at > ${since}`,
      req,
    )
    const budget = plateCodeBudget(
      recent.map((r) => new Date(r.issued_at)),
      now,
    )
    if (!budget.allowed) throw new TooManyRequestsError(budget.retryAfterMs / 1000, ctx.strings.tooManyCodes)
    await query(
      ctx.payload,
      sql`update tirehotel_codes set tries = ${MAX_TRIES} where plate = ${claims.plate} and used_at is null and tries < ${MAX_TRIES}`,
      req,
    )
    const stored = await ctx.payload.create({
      collection: 'tirehotel-codes',
      data: {
        loginHash,
        plate: claims.plate,
        agreement: agreement.id,
        codeDigest: codeDigest(ctx.keys, loginHash, code),
        issuedAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        tries: 0,
      },
      req,
      depth: 0,
    })
    await enqueueSms(
      ctx.payload,
      { to: agreement.mobile, text: t('codeSms', { code }) },
      { key: `tirehotel:code:${stored.id}`, req },
    )
  })
  return { authorizationToken, message: t('codeSent', { phone: obfuscatePhone(agreement.mobile) }) }
}

type CodeRow = {
  id: number
  plate: string
  agreement_id: number
  code_digest: string
  expires_at: string
  tries: number
  used_at: string | null
}

/**
 * POST validate: the code for a login. Each try is counted before the comparison, in one conditional
 * update that only a live code passes (unused, under 5 tries, not expired), so no two requests share a
 * try; the right code is then claimed once (`used_at` set where it was null). The answer is the
 * validated session with the plate's vehicle, and a session token bound to plate and agreement.
 */
export async function validateCode(
  ctx: TyreHotelContext,
  authToken: string,
  otp: string,
): Promise<{ session: ValidatedSession; token: string; expiresAt: Date }> {
  const now = ctx.now()
  const loginHash = tokenHash(authToken)
  const [row] = await query<CodeRow>(
    ctx.payload,
    sql`select id, plate, agreement_id, code_digest, expires_at, tries::int as tries, used_at from tirehotel_codes where login_hash = ${loginHash}`,
  )
  if (!row) throw new SessionError(401, ctx.strings.codeDead)
  const refusal = codeRefusal(
    { expiresAt: new Date(row.expires_at), tries: row.tries, usedAt: row.used_at ? new Date(row.used_at) : null },
    now,
  )
  if (refusal) throw new SessionError(401, refusal === 'expired' ? ctx.strings.codeExpired : ctx.strings.codeDead)
  const [tried] = await query<{ tries: number }>(
    ctx.payload,
    sql`update tirehotel_codes set tries = tries + 1
        where id = ${row.id} and used_at is null and tries < ${MAX_TRIES} and expires_at > ${now.toISOString()}
        returning tries::int as tries`,
  )
  if (!tried) throw new SessionError(401, ctx.strings.codeDead)
  if (!codeMatches(ctx.keys, loginHash, otp, row.code_digest)) {
    const left = MAX_TRIES - tried.tries
    throw new SessionError(401, left > 0 ? translator(ctx.strings)('wrongCode', { left }) : ctx.strings.codeDead)
  }
  const [claimed] = await query<{ id: number }>(
    ctx.payload,
    sql`update tirehotel_codes set used_at = ${now.toISOString()} where id = ${row.id} and used_at is null returning id`,
  )
  if (!claimed) throw new SessionError(401, ctx.strings.codeDead)
  const agreement = await agreementById(ctx.payload, row.agreement_id)
  const vehicle = agreement && vehicleView(agreement, row.plate)
  if (!agreement || !vehicle) throw new SessionError(401, ctx.strings.searchExpired)
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  const token = signSession(ctx.keys, {
    id: newSessionId(),
    plate: row.plate,
    agreement: agreement.id,
    expiresAt: expiresAt.getTime(),
  })
  return { session: { status: 0, vehicles: [vehicle] }, token, expiresAt }
}
