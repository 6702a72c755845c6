/**
 * The flow's session, kept per browser tab under one sessionStorage key (spec 2 §3, §9): customer,
 * credentials, validated session, confirmation, plus the session token the API binds to the plate and
 * the two marks the flow remembers (disclaimer approved, rating done).
 */
import type { BookingConfirmation, Credentials, Customer, ValidatedSession } from './types'

export const SESSION_KEY = 'tirehotel'

export type TyreSession = {
  customer?: Customer
  credentials?: Credentials
  validated?: ValidatedSession
  /** The validated session's token (sent with every call after login; the API binds it to the plate). */
  token?: string
  /** The plate the visitor searched for (the vehicle shown among the agreement's vehicles). */
  regNo?: string
  confirmation?: BookingConfirmation
  disclaimerApproved?: boolean
  ratingDone?: boolean
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The stored session; anything unreadable (another version, edited by hand) is an empty one. */
export function readSession(store: Store): TyreSession {
  try {
    const raw = store.getItem(SESSION_KEY)
    const value: unknown = raw ? JSON.parse(raw) : null
    if (!isObject(value)) return {}
    const session = value as TyreSession
    if (session.validated && !(isObject(session.validated) && Array.isArray(session.validated.vehicles))) return {}
    return session
  } catch {
    return {}
  }
}

export function writeSession(store: Store, session: TyreSession): void {
  try {
    store.setItem(SESSION_KEY, JSON.stringify(session))
  } catch {
    // storage full or blocked: the flow still works for this page view
  }
}

/** spec 2 §2.5: Log out clears the stored session. */
export function clearSession(store: Store): void {
  try {
    store.removeItem(SESSION_KEY)
  } catch {
    // blocked storage holds nothing to clear
  }
}
