/**
 * What the manage routes share: the booking scope of the site asked, the per-client limit, and the link of the
 * request's `Authorization: Bearer <token>` — on this site, unexpired — or the answer that refuses it (400 naming the
 * header for a malformed token; the same 404 for an unknown, expired or other site's link, so a guess learns nothing);
 * and the domain calls of the link's kind of booking: a service booking's or a wheel change's.
 */
import 'server-only'
import type { NextResponse } from 'next/server'
import { loadStrings } from '@/i18n/dictionary/load'
import { badRequest, errorResponse } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { manageToken, type ManagedBooking } from '@/features/booking-manage/contract'
import { findManageLink, type ManageLink } from '@/features/booking-manage/links'
import type { ParsedRescheduleRequest } from '@/features/service-booking/contract'
import { cancelByLink, managedBooking, rescheduleByLink } from '@/features/service-booking/server/manage'
import {
  cancelWheelChange,
  managedWheelChange,
  rescheduleWheelChange,
  wheelChangeTimes,
  type WheelChangeScope,
} from '@/features/tyre-hotel/server/manage'
import { tyreHotelApiStrings } from '@/features/tyre-hotel/server/strings'
import { bookingPageUrl, bookingScope, type ScopedRequest } from '../../mechmate/respond'

/** Answers to the manage API are the customer's own: never stored by a shared cache or the browser's. */
export const PRIVATE = { 'cache-control': 'private, no-store' }

export type OpenedLink = ScopedRequest & { link: ManageLink; token: string }

export async function openManageLink(request: Request, now: Date): Promise<OpenedLink | { response: NextResponse }> {
  const ctx = await bookingScope(request)
  if ('response' in ctx) return ctx
  const limited = await limitRequest(request, 'booking-manage-ip')
  if (limited) return { response: limited }
  const token = manageToken(request.headers.get('authorization'))
  if ('error' in token) return { response: badRequest([{ field: 'Authorization', message: token.error }]) }
  const link = await findManageLink(ctx.scope.payload, token.token, now)
  if (!link || link.siteKey !== ctx.site.site.key) {
    return { response: errorResponse(404, ctx.scope.messages.manageLinkInvalid, PRIVATE) }
  }
  return { ...ctx, link, token: token.token }
}

const wheelChangeScope = async (ctx: OpenedLink): Promise<WheelChangeScope> => ({
  payload: ctx.scope.payload,
  messages: ctx.scope.messages,
  strings: await loadStrings(tyreHotelApiStrings, ctx.site.site.id, ctx.locale),
})

/** The domain calls of the link's booking: each route calls one. */
export function manageCalls(ctx: OpenedLink, request: Request) {
  const { link } = ctx
  const wheelChange = link.flow === 'tyre-hotel'
  return {
    view: async (now: Date): Promise<ManagedBooking> =>
      wheelChange ? managedWheelChange(await wheelChangeScope(ctx), link, now) : managedBooking(ctx.scope, link, now),

    cancel: async (now: Date): Promise<ManagedBooking> =>
      wheelChange
        ? cancelWheelChange(await wheelChangeScope(ctx), link, { now, locale: ctx.locale })
        : cancelByLink(ctx.scope, link, { now, locale: ctx.locale }),

    reschedule: async (choice: ParsedRescheduleRequest, now: Date): Promise<ManagedBooking> => {
      const options = {
        now,
        locale: ctx.locale,
        managePage: await bookingPageUrl(request, ctx.site, wheelChange ? 'tyre-hotel' : 'service-booking'),
        token: ctx.token,
        reminderHours: ctx.site.site.bookingReminderHours,
      }
      return wheelChange
        ? rescheduleWheelChange(await wheelChangeScope(ctx), link, choice, options)
        : rescheduleByLink(ctx.scope, link, choice, options)
    },

    /** A wheel change's free times; null for a service booking (its times come from /api/mechmate/timeslots). */
    times: async (dates: { startDate: string; endDate: string }, now: Date) =>
      wheelChange ? wheelChangeTimes(await wheelChangeScope(ctx), link, dates, now) : null,
  }
}
