/**
 * The browser's calls to the tyre hotel API (spec 2 §7.3). Each answers `{ ok: true, data }` or
 * `{ ok: false, status, message }` with the server's message field (shown in red where spec 2 §8 says
 * so); a network failure throws, so the caller can tell "the server said no" from "no answer".
 * After /validate the session is an HttpOnly cookie the API sets (path /api/tirehotel): page scripts
 * never hold it, and every call after login carries it on its own.
 */
import type {
  BookingConfirmation,
  BookingRequest,
  Credentials,
  Customer,
  ReviewRequest,
  ValidatedSession,
} from '../contract'
import type { Ymd } from './calendar'

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null }

const BASE = '/api/tirehotel'

/** The message of an error answer: the spec's `message` field, or the platform's `error`. */
export function errorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const { message, error } = body as { message?: unknown; error?: unknown }
  const text =
    typeof message === 'string' && message.trim() ? message : typeof error === 'string' && error.trim() ? error : null
  return text ? text.slice(0, 300) : null
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  })
  const answer: unknown = await response.json().catch(() => null)
  return response.ok
    ? { ok: true, data: answer as T }
    : { ok: false, status: response.status, message: errorMessage(answer) }
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`

export const tyreHotelApi = {
  search: (regNo: string) => call<Customer>('GET', `/authorization/search${q({ regNo })}`),
  login: (encryptedPhoneNumber: string) =>
    call<Credentials>('POST', `/authorization/login${q({ encryptedPhoneNumber })}`),
  validate: (authToken: string, otpToken: string) =>
    call<ValidatedSession>('POST', `/authorization/validate${q({ authToken, otpToken })}`),
  timeslotDays: (erpId: string, body: { startDate: Ymd; endDate: Ymd; regNo: string }) =>
    call<{ availableDates: { date: string }[] }>(
      'POST',
      `/booking/GetTimeslotDays${q({ workshopIdentifier: erpId })}`,
      body,
    ),
  timeslots: (erpId: string, body: { startDate: Ymd; endDate: Ymd; regNo: string }) =>
    call<{ availableTimeSlotDates: { startTime: string[] }[] }>(
      'POST',
      `/booking/GetTimeslots${q({ workshopIdentifier: erpId })}`,
      body,
    ),
  create: (erpId: string, body: BookingRequest) =>
    call<BookingConfirmation>('POST', `/booking/create${q({ departmentIdentifier: erpId })}`, body),
  addReview: (body: ReviewRequest) => call<unknown>('POST', '/review/addReview', body),
  /** Ends the API's session (its cookie); the tab's own session is cleared by the caller. */
  logout: () => call<unknown>('POST', '/authorization/logout'),
}
