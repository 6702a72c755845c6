/**
 * The route handlers of /api/tirehotel/* (spec 2 §7.3), built from their dependencies so tests can
 * run the same handlers with an injected clock, code source and rate limiter (tests/int). Each
 * handler: site and texts, the per-IP limit, strict zod validation, the session where one is
 * required, one domain call. Every refusal answers `{error, message}`: the spec's UI shows `message`.
 */
import 'server-only'
import { randomInt } from 'node:crypto'
import type { NextResponse } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { payloadClient } from '@/cms/payload'
import { loadStrings } from '@/i18n/dictionary/load'
import { clientKey } from '@/platform/client-ip'
import { ConflictError, InputError, NotFoundError, PayloadTooLargeError, TooManyRequestsError } from '@/platform/errors'
import { errorToResponse, json, parseBody, parseQuery } from '@/platform/http'
import { rateLimiter, type RateLimiter } from '@/platform/rate-limit'
import type { RateLimitName } from '@/platform/rate-limit-config'
import { requestSite, type RequestSite } from '@/sites/request-site'
import { bookingApiStrings } from '@/features/service-booking/server/strings'
import { secureCookies } from '@/cms/users/collection'
import { searchCustomer, sendCode, validateCode } from './authorization'
import type { TyreHotelContext } from './context'
import { keysFromEnv, signSession, verifySession, type SessionClaims, type TyreHotelKeys } from './crypto'
import { SessionError } from './errors'
import { normalizePlate } from './identity'
import { createBooking, timeslotDays, timeslots } from './booking'
import { addReview } from './review'
import {
  bookingBody,
  departmentQuery,
  loginQuery,
  reviewBody,
  searchQuery,
  timeslotBody,
  validateQuery,
  workshopQuery,
} from '../contract'
import { isRevoked, revokeSession } from './revocation'
import { clearedSessionCookie, sessionCookie, sessionTokenFrom } from './session-cookie'
import { tyreHotelApiStrings } from './strings'

export type RouteDeps = {
  payload: () => Promise<Payload>
  keys: () => TyreHotelKeys
  now: () => Date
  random: (max: number) => number
  limiter: () => RateLimiter
  secure: () => boolean
  /** The site's tyre-hotel page as an absolute address: the page a confirmation's manage link opens. */
  managePage: (request: Request, site: RequestSite) => Promise<string>
}

type Handler = (request: Request) => Promise<NextResponse>
type Ready = { ctx: TyreHotelContext; site: RequestSite } | { response: NextResponse }

/** `{error, message}` for a refusal: message is what the spec's UI shows (spec 2 §8). */
function refusal(
  status: number,
  message: string,
  headers?: Record<string, string>,
  extra: Record<string, unknown> = {},
): NextResponse {
  return json({ error: message, message, ...extra }, { status, headers })
}

/** A platform 4xx (zod's 400, the site's 404) with `message` added beside `error`. */
async function withMessage(response: NextResponse): Promise<NextResponse> {
  const body = (await response.json()) as { error?: string }
  return json(
    { ...body, message: body.error },
    { status: response.status, headers: Object.fromEntries(response.headers) },
  )
}

function failure(error: unknown): Promise<NextResponse> | NextResponse {
  if (error instanceof SessionError) return refusal(error.status, error.message)
  if (error instanceof TooManyRequestsError)
    return refusal(
      429,
      error.message,
      { 'retry-after': String(error.retryAfterSeconds) },
      { retryAfter: error.retryAfterSeconds },
    )
  if (error instanceof NotFoundError) return refusal(404, error.message)
  if (error instanceof ConflictError) return refusal(409, error.message)
  if (error instanceof InputError || error instanceof PayloadTooLargeError) return withMessage(errorToResponse(error))
  return withMessage(
    errorToResponse(error, {
      label: 'tirehotel',
      status: 503,
      message: 'The tyre hotel cannot answer right now; please try again in a moment.',
    }),
  )
}

const unwrap = async <T>(
  parsed: { data: T } | { response: NextResponse },
): Promise<{ data: T } | { response: NextResponse }> =>
  'response' in parsed ? { response: await withMessage(parsed.response) } : parsed

export function tyreHotelRoutes(deps: RouteDeps) {
  /** The site's texts and the domain context; then the per-IP limit `limit`. */
  async function prepare(request: Request, limit: RateLimitName): Promise<Ready> {
    const site = await requestSite(request)
    if ('response' in site) return { response: await withMessage(site.response) }
    const [payload, strings] = await Promise.all([
      deps.payload(),
      loadStrings(tyreHotelApiStrings, site.context.site.id, site.context.locale),
    ])
    const decision = await deps.limiter().consume(limit, clientKey(request.headers))
    if (!decision.allowed) {
      return {
        response: refusal(
          429,
          strings.tooManyRequests,
          { 'retry-after': String(decision.retryAfterSeconds) },
          { retryAfter: decision.retryAfterSeconds },
        ),
      }
    }
    return { ctx: { payload, keys: deps.keys(), now: deps.now, random: deps.random, strings }, site: site.context }
  }

  /** The validated session of the request (cookie), or the 401 to answer: no vehicle, tyre, station or booking data without it. */
  async function session(request: Request, ctx: TyreHotelContext): Promise<SessionClaims> {
    const claims = signedSession(request, ctx)
    if (!claims || (await isRevoked(ctx, claims))) throw new SessionError(401, ctx.strings.sessionMissing)
    return claims
  }

  function signedSession(request: Request, ctx: TyreHotelContext): SessionClaims | null {
    const token = sessionTokenFrom(request.headers.get('cookie'))
    return token ? verifySession(ctx.keys, token, ctx.now()) : null
  }

  const handle =
    (
      limit: RateLimitName,
      run: (request: Request, ctx: TyreHotelContext, site: RequestSite) => Promise<NextResponse>,
    ): Handler =>
    async (request) => {
      try {
        const ready = await prepare(request, limit)
        if ('response' in ready) return ready.response
        return await run(request, ready.ctx, ready.site)
      } catch (error) {
        return failure(error)
      }
    }

  const query = <S extends z.ZodType>(request: Request, schema: S) => unwrap(parseQuery(request, schema))

  return {
    /** GET authorization/search?regNo= → {encryptedPhoneNumber, obfuscatedPhoneNumber, regNo}; 404 without agreement. */
    search: handle('tirehotel-search-ip', async (request, ctx) => {
      const parsed = await query(request, searchQuery)
      if ('response' in parsed) return parsed.response
      const plate = normalizePlate(parsed.data.regNo)
      if (!plate) throw new InputError('regNo', 'is 2 to 7 letters and digits')
      return json(await searchCustomer(ctx, plate))
    }),

    /** POST authorization/login?encryptedPhoneNumber= → {authorizationToken, message}; the code goes by SMS. */
    login: handle('otp-send-ip', async (request, ctx) => {
      const parsed = await query(request, loginQuery)
      if ('response' in parsed) return parsed.response
      return json(await sendCode(ctx, parsed.data.encryptedPhoneNumber))
    }),

    /** POST authorization/validate?authToken=&otpToken= → {status: 0, vehicles[]} and the session cookie. */
    validate: handle('tirehotel-validate-ip', async (request, ctx) => {
      const parsed = await query(request, validateQuery)
      if ('response' in parsed) return parsed.response
      const validated = await validateCode(ctx, parsed.data.authToken, parsed.data.otpToken)
      return json(validated.session, {
        headers: { 'set-cookie': sessionCookie(validated.token, validated.expiresAt, ctx.now(), deps.secure()) },
      })
    }),

    /** POST authorization/logout → 200 {} with the session cookie cleared and the session ended for good (spec 2 §2.5 "Logout"). */
    logout: handle('tirehotel-booking-ip', async (request, ctx) => {
      const claims = signedSession(request, ctx)
      if (claims) await revokeSession(ctx, claims)
      return json({}, { headers: { 'set-cookie': clearedSessionCookie(deps.secure()) } })
    }),

    /** POST booking/GetTimeslotDays?workshopIdentifier= {startDate, endDate, regNo} → {availableDates: [{date}]}. */
    timeslotDays: handle('tirehotel-booking-ip', async (request, ctx) => {
      const claims = await session(request, ctx)
      const station = await query(request, workshopQuery)
      if ('response' in station) return station.response
      const body = await unwrap(await parseBody(request, timeslotBody, { limitBytes: 4 * 1024 }))
      if ('response' in body) return body.response
      return json(await timeslotDays(ctx, claims, station.data.workshopIdentifier, body.data))
    }),

    /** POST booking/GetTimeslots?workshopIdentifier= {startDate, endDate, regNo} → {availableTimeSlotDates: [{date, startTime[]}]}. */
    timeslots: handle('tirehotel-booking-ip', async (request, ctx) => {
      const claims = await session(request, ctx)
      const station = await query(request, workshopQuery)
      if ('response' in station) return station.response
      const body = await unwrap(await parseBody(request, timeslotBody, { limitBytes: 4 * 1024 }))
      if ('response' in body) return body.response
      return json(await timeslots(ctx, claims, station.data.workshopIdentifier, body.data))
    }),

    /** POST booking/create?departmentIdentifier= {booking request} → 200 the confirmation, and the session renewed with it. */
    create: handle('tirehotel-booking-ip', async (request, ctx, site) => {
      const claims = await session(request, ctx)
      const station = await query(request, departmentQuery)
      if ('response' in station) return station.response
      const body = await unwrap(await parseBody(request, bookingBody, { limitBytes: 8 * 1024 }))
      if ('response' in body) return body.response
      const [messages, page] = await Promise.all([
        loadStrings(bookingApiStrings, site.site.id, site.locale),
        deps.managePage(request, site),
      ])
      const booked = await createBooking(ctx, claims, station.data.departmentIdentifier, body.data, {
        key: site.site.key,
        locale: site.locale,
        page,
        reminderHours: site.site.bookingReminderHours,
        messages,
      })
      const renewed = signSession(ctx.keys, booked.session)
      return json(booked.confirmation, {
        headers: { 'set-cookie': sessionCookie(renewed, new Date(booked.session.expiresAt), ctx.now(), deps.secure()) },
      })
    }),

    /** POST review/addReview {rating, comment, date} → {message}; needs the session of a booking. */
    addReview: handle('tirehotel-booking-ip', async (request, ctx) => {
      const claims = await session(request, ctx)
      const parsed = await unwrap(await parseBody(request, reviewBody, { limitBytes: 8 * 1024 }))
      if ('response' in parsed) return parsed.response
      return json(await addReview(ctx, claims, parsed.data))
    }),
  }
}

export type TyreHotelRoutes = ReturnType<typeof tyreHotelRoutes>

let routes: TyreHotelRoutes | null = null
let keys: TyreHotelKeys | null = null

/**
 * The process's handlers: the real clock, crypto.randomInt, the shared limiter, keys from the environment, and the
 * route layer's page addresses (`managePage`, passed by every route file: the first call makes the handlers).
 */
export function defaultTyreHotelRoutes(managePage: RouteDeps['managePage']): TyreHotelRoutes {
  routes ??= tyreHotelRoutes({
    managePage,
    payload: payloadClient,
    keys: () => (keys ??= keysFromEnv()),
    now: () => new Date(),
    random: randomInt,
    limiter: rateLimiter,
    secure: () => secureCookies(),
  })
  return routes
}
