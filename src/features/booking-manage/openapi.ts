/** The manage-by-link routes in the API description (docs/api.md "Bookings managed by link"). */
import { z } from 'zod'
import { badRequest, conflict, notFound, tooMany, unavailable } from '@/platform/openapi/answers'
import type { ApiOperation, ApiSecurity } from '@/platform/openapi/operation'
import { rescheduleRequestSchema } from '@/features/service-booking/contract'
import { manageTimesBody, manageTokenSchema } from './contract'

const tag = 'Bookings managed by link'

const manageLink: ApiSecurity = {
  id: 'manageLink',
  scheme: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: '43 base64url characters',
    description:
      'The token of the booking’s manage link (`?manage=<token>` in the confirmation e-mail), on the host of the ' +
      'site the booking was made on. It travels in this header, never in the API’s address.',
  },
  token: manageTokenSchema,
}

/** A token of the right form that opens no booking: the example answers 404. */
const example = { headers: { Authorization: `Bearer ${'Q'.repeat(43)}` } }

const booking = {
  flow: 'workshop',
  reference: 'K7M3QX9TNB',
  status: 'confirmed',
  start: '2026-12-01T07:00:00.000Z',
  end: '2026-12-01T07:30:00.000Z',
  isFullDay: false,
  timeZone: 'Europe/Stockholm',
  workshop: {
    name: 'Bilgruppen Uppsala',
    address: 'Bolandsgatan 6, 753 23 Uppsala',
    phone: '018-123 45 00',
    email: 'verkstad.uppsala@bilgruppen.example',
  },
  vehicle: 'Volvo XC60 (2021)',
  departmentId: 12,
  registrationNumber: 'ABC123',
  services: [{ name: 'Oljebyte', code: 'OIL', units: 1, price: 1190 }],
  total: 1190,
  canCancel: true,
  canReschedule: true,
  refusal: null,
  lateChangeHours: 24,
  reschedulesLeft: 3,
}

const answers = {
  400: badRequest('The `Authorization` header is missing or not a manage link’s token.'),
  404: notFound(
    'The link is unknown, expired or of another site (one answer for all three), or no site answers for the host.',
  ),
  429: tooMany('Past the `booking-manage-ip` limit'),
  503: unavailable('The database could not answer.'),
}

export const bookingManageOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/bookings/manage',
    tag,
    site: true,
    security: manageLink,
    summary: 'The booking as its customer sees it, and whether it may still be changed by link',
    description: 'Answers carry `cache-control: private, no-store`.',
    example,
    responses: { 200: { description: 'The booking.', example: booking }, ...answers },
  },
  {
    method: 'post',
    path: '/api/bookings/manage/cancel',
    tag,
    site: true,
    security: manageLink,
    summary: 'Cancel the booking (no body); a second cancel answers the cancelled booking again',
    description: 'The capacity is freed and the customer’s and the workshop’s e-mails are enqueued in one transaction.',
    example,
    responses: {
      200: {
        description: 'The cancelled booking.',
        example: { ...booking, status: 'cancelled', canCancel: false, canReschedule: false, refusal: 'cancelled' },
      },
      409: conflict(
        'Within the workshop’s notice or after the appointment: nothing changes; `refusal` says why.',
        z.object({ error: z.string(), refusal: z.enum(['cancelled', 'past', 'too-late', 'reschedule-limit']) }),
        {
          error: 'Bokningen kan inte längre ändras eller avbokas på webben. Ring 018-123 45 00.',
          refusal: 'too-late',
        },
      ),
      ...answers,
    },
  },
  {
    method: 'post',
    path: '/api/bookings/manage/reschedule',
    tag,
    site: true,
    security: manageLink,
    body: rescheduleRequestSchema,
    summary: 'Move the booking to another time at the same workshop, with the same services',
    description:
      'The old time is given back and the new one taken in one transaction; the customer and the workshop get an ' +
      'e-mail with the calendar file of the raised SEQUENCE. The same move again answers the booking without new ' +
      'e-mails. Free times come from the service booking’s timeslots for `departmentId` and the services’ codes.',
    example: { ...example, body: { timeSlot: '2026-12-03T09:00' } },
    responses: {
      200: {
        description: 'The moved booking.',
        example: { ...booking, start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T08:30:00.000Z', reschedulesLeft: 2 },
      },
      409: conflict(
        'The workshop’s rules refuse a move by link (`refusal` says why), or the time is no longer free (`field`).',
        z.union([
          z.object({ error: z.string(), refusal: z.enum(['cancelled', 'past', 'too-late', 'reschedule-limit']) }),
          z.object({ error: z.string(), field: z.literal('timeSlot') }),
        ]),
        { error: 'Tiden är inte längre ledig. Välj en annan.', field: 'timeSlot' },
      ),
      ...answers,
    },
  },
  {
    method: 'post',
    path: '/api/bookings/manage/timeslots',
    tag,
    site: true,
    security: manageLink,
    body: manageTimesBody,
    summary: 'The free times of a wheel change’s station, for moving it',
    description:
      'Within the tyre hotel’s window (3 days to 3 months ahead), as the tyre hotel’s GetTimeslots answers them, ' +
      'without its sign-in. A service booking’s link answers 404: its times come from the service booking’s timeslots.',
    example: { ...example, body: { startDate: '2026-12-01', endDate: '2026-12-21' } },
    responses: {
      200: {
        description: 'The station’s free times.',
        example: {
          offersTimes: true,
          availableTimeSlotDates: [
            {
              date: '2026-12-01',
              startTime: ['2026-12-01T08:00:00', '2026-12-01T08:30:00'],
              allDaySlotAvailable: false,
            },
          ],
        },
      },
      ...answers,
    },
  },
]
