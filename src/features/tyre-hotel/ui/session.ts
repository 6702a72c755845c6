/**
 * The flow's session, kept per browser tab under one sessionStorage key (spec 2 §3, §9): customer,
 * credentials, validated session, confirmation, plus the searched plate and the two marks the flow
 * remembers (disclaimer approved, rating done). The API's own session is an HttpOnly cookie, not here.
 */
import type { BookingConfirmation, Credentials, Customer, ValidatedSession } from './types'

export const SESSION_KEY = 'tirehotel'

export type TyreSession = {
  customer?: Customer
  credentials?: Credentials
  validated?: ValidatedSession
  /** The plate the visitor searched for (the vehicle shown among the agreement's vehicles). */
  regNo?: string
  confirmation?: BookingConfirmation
  disclaimerApproved?: boolean
  ratingDone?: boolean
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A stored session's text; anything unreadable (another version, edited by hand) is an empty session. */
export function parseSession(raw: string | null): TyreSession {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null
    if (!isObject(value)) return {}
    const session = value as TyreSession
    if (session.validated && !(isObject(session.validated) && Array.isArray(session.validated.vehicles))) return {}
    return session
  } catch {
    return {}
  }
}
