/**
 * The tyre hotel's routes (/api/tirehotel/*) in the API description (docs/api.md "Tyre hotel"), with the schemas
 * their handlers (./routes.ts) validate with. Every refusal carries `message` beside `error`: the flow shows it.
 */
import { z } from 'zod'
import { tooLarge } from '@/platform/openapi/answers'
import type { ApiOperation, ApiResponse, ApiSecurity } from '@/platform/openapi/operation'
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
import { SESSION_COOKIE } from './session-cookie'

const tag = 'Tyre hotel'

const refusalAnswer = z.object({ error: z.string(), message: z.string() })
const refusal = (description: string, example?: string): ApiResponse => ({
  description,
  schema: refusalAnswer,
  ...(example ? { example: { error: example, message: example } } : {}),
})
const invalid: ApiResponse = {
  description: 'A field fails the schema; `issues` names each field.',
  schema: refusalAnswer.extend({ issues: z.array(z.object({ field: z.string(), message: z.string() })) }),
  example: {
    error: 'otpToken: otpToken is 4 digits',
    message: 'otpToken: otpToken is 4 digits',
    issues: [{ field: 'otpToken', message: 'otpToken is 4 digits' }],
  },
}
const limited = (limit: string): ApiResponse => ({
  description: `Past the \`${limit}\` limit, or the client address was refused too often in a minute.`,
  schema: refusalAnswer.extend({ retryAfter: z.int().positive() }),
  headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
})
const noSite = refusal('No site is configured for the request’s host.')
const down = refusal('The tyre hotel cannot answer right now.')

const session: ApiSecurity = {
  id: 'tyreHotelSession',
  scheme: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'Set by `POST /api/tirehotel/authorization/validate` (HttpOnly, SameSite=Strict, Path=/api/tirehotel, 60 ' +
      'minutes); the browser sends it by itself. Bound to the plate and its agreement.',
  },
}
const sessionAnswers = {
  401: refusal('No valid session.', 'Din inloggning har gått ut. Sök på registreringsnumret igen.'),
  403: refusal('Another plate or station than the session’s.'),
}
const setsSession = {
  'Set-Cookie': { description: `The session cookie \`${SESSION_COOKIE}\`.`, schema: { type: 'string' as const } },
}

const days = { startDate: '2026-12-01', endDate: '2027-02-26', regNo: 'VOLVO' }

export const tyreHotelOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/tirehotel/authorization/search',
    tag,
    site: true,
    summary: 'Find the tyre hotel agreement of a plate; its phone number, encrypted and obfuscated',
    description:
      '`regNo`: spaces removed, upper-cased, 2–7 letters and digits. `encryptedPhoneNumber` is valid 15 minutes.',
    query: searchQuery,
    example: { query: { regNo: 'TYR123' } },
    responses: {
      200: {
        description: 'The agreement’s phone number, for the login call and for display.',
        example: { encryptedPhoneNumber: 'AbC…', obfuscatedPhoneNumber: '*** *** ** 05', regNo: 'TYR123' },
      },
      400: invalid,
      404: refusal(
        'No agreement for this plate, or no site answers for the host.',
        'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
      ),
      429: limited('tirehotel-search-ip'),
      503: down,
    },
  },
  {
    method: 'post',
    path: '/api/tirehotel/authorization/login',
    tag,
    site: true,
    summary: 'Send a new 4-digit code by SMS to the agreement’s mobile (no body)',
    query: loginQuery,
    example: { query: { encryptedPhoneNumber: 'AbC.dEf.GhI' } },
    responses: {
      200: {
        description: 'The token the code is validated against, and what to tell the customer.',
        example: {
          authorizationToken: 'Zk9yRXhhbXBsZU9ubHlOb3RBUmVhbFRva2VuXzEyMzQ',
          message: 'Vi har skickat en kod med SMS till *** *** ** 05. Koden gäller i 10 minuter.',
        },
      },
      400: invalid,
      401: refusal('The search is older than 15 minutes, altered, or the mobile has changed since.'),
      404: noSite,
      429: limited('otp-send-ip'),
      503: down,
    },
  },
  {
    method: 'post',
    path: '/api/tirehotel/authorization/validate',
    tag,
    site: true,
    summary: 'Check the code: the validated session and its cookie',
    query: validateQuery,
    example: { query: { authToken: 'Zk9yRXhhbXBsZU9ubHlOb3RBUmVhbFRva2VuXzEyMzQ', otpToken: '1234' } },
    responses: {
      200: {
        description: 'Signed in: the plate’s vehicle with its station and tyres.',
        headers: setsSession,
        example: {
          status: 0,
          vehicles: [
            {
              regNo: 'TYR123',
              name: 'Volvo XC60 B4',
              brand: 'Volvo',
              brandCode: 'VOLVO',
              model: 'XC60',
              productId: 'TH-PLUS-17',
              packageLevel: 'Plus',
              location: {
                locationName: 'Däckhotell Kungens Kurva',
                departmentName: 'Däck & hjulskifte',
                erpId: 'TH-KK01',
                phone: '08-46 50 06 05',
                email: 'dackhotell.kungenskurva@example.se',
              },
              tires: [
                {
                  equipmentPosition: 'LR',
                  wheel: {
                    name: 'Nokian Hakkapeliitta R5',
                    rimDiameter: 18,
                    sectionWidth: 235,
                    aspectRatio: 60,
                    threadPattern: 'Nokian Hakkapeliitta R5',
                    threadDepth: 3.1,
                    threadStatusId: 1,
                    threadStatusMessage: 'Mönsterdjupet är lågt: vi rekommenderar byte av däcket.',
                  },
                },
              ],
            },
          ],
        },
      },
      400: invalid,
      401: refusal('A wrong, used, replaced or expired code.', 'Fel kod. Du har 3 försök kvar.'),
      404: noSite,
      429: limited('tirehotel-validate-ip'),
      503: down,
    },
  },
  {
    method: 'post',
    path: '/api/tirehotel/authorization/logout',
    tag,
    site: true,
    summary: 'End the session for good and clear its cookie',
    example: {},
    responses: {
      200: { description: 'Signed out.', headers: setsSession, example: {} },
      404: noSite,
      429: limited('tirehotel-booking-ip'),
      503: down,
    },
  },
  {
    method: 'post',
    path: '/api/tirehotel/booking/GetTimeslotDays',
    tag,
    site: true,
    security: session,
    summary: 'The days the session’s station still takes a booking',
    description: 'Within [startDate, endDate] ∩ [today + 3 days, today + 3 months]; `regNo` is not used.',
    query: workshopQuery,
    body: timeslotBody,
    example: { query: { workshopIdentifier: 'TH-KK01' }, body: days },
    responses: {
      200: { description: 'The days.', example: { availableDates: [{ date: '2026-12-01' }, { date: '2026-12-02' }] } },
      400: invalid,
      ...sessionAnswers,
      404: noSite,
      413: tooLarge(4),
      429: limited('tirehotel-booking-ip'),
      503: down,
    },
  },
  {
    method: 'post',
    path: '/api/tirehotel/booking/GetTimeslots',
    tag,
    site: true,
    security: session,
    summary: 'The free start times of a day at the session’s station',
    description: '`startDate` = `endDate` = the day. Local times of the station (Europe/Stockholm, no offset).',
    query: workshopQuery,
    body: timeslotBody,
    example: { query: { workshopIdentifier: 'TH-KK01' }, body: { ...days, endDate: days.startDate } },
    responses: {
      200: {
        description: 'The times; `[]` when the day has none (book the day without a time).',
        example: {
          availableTimeSlotDates: [{ date: '2026-12-01', startTime: ['2026-12-01T07:30:00', '2026-12-01T08:00:00'] }],
        },
      },
      400: invalid,
      ...sessionAnswers,
      404: noSite,
      413: tooLarge(4),
      429: limited('tirehotel-booking-ip'),
      503: down,
    },
  },
  {
    method: 'post',
    path: '/api/tirehotel/booking/create',
    tag,
    site: true,
    security: session,
    summary: 'Book the wheel change; the confirmation renews the session',
    description:
      '`bookingStart` null books the day without a time (only when the day has no free times, or the station ' +
      'books days only). `regNo` must be the session’s plate. One open wheel change per vehicle.',
    query: departmentQuery,
    body: bookingBody,
    example: {
      query: { departmentIdentifier: 'TH-KK01' },
      body: {
        bookingDate: '2026-12-01T08:00:00',
        bookingStart: '2026-12-01T08:00:00',
        regNo: 'TYR123',
        freeText: 'Kolla lufttrycket också',
        customer: {
          firstName: 'Anna',
          lastName: 'Svensson',
          email: 'anna.svensson@example.se',
          phoneMobile: '070-174 06 05',
        },
      },
    },
    responses: {
      200: {
        description: 'The confirmation (an SMS and an e-mail with the calendar invitation are enqueued with it).',
        headers: setsSession,
        example: {
          bookingConfirmationId: 'TH-3F9A1C2B7D',
          appointmentTime: '2026-12-01T08:00:00',
          isFullDay: false,
          services: [{ name: 'Hjulskifte' }],
          workshop: {
            name: 'Däckhotell Kungens Kurva',
            address: 'Kungens Kurva Ringväg 12, 141 75 Kungens Kurva',
            email: 'dackhotell.kungenskurva@example.se',
            phoneNumber: '08-46 50 06 05',
          },
          freeText: 'Kolla lufttrycket också',
          customerBase: {
            firstName: 'Anna',
            lastName: 'Svensson',
            email: 'anna.svensson@example.se',
            phoneMobile: '+46701740605',
          },
        },
      },
      400: invalid,
      ...sessionAnswers,
      404: noSite,
      409: refusal(
        'The time was taken meanwhile, or the car already has an open wheel change.',
        'Tiden är inte längre ledig. Välj en annan tid.',
      ),
      413: tooLarge(8),
      429: limited('tirehotel-booking-ip'),
      503: down,
    },
  },
  {
    method: 'post',
    path: '/api/tirehotel/review/addReview',
    tag,
    site: true,
    security: session,
    summary: 'Rate the session’s booking',
    body: reviewBody,
    example: { body: { rating: 4, comment: 'Snabbt och bra', date: '2026-12-01T09:00:00Z' } },
    responses: {
      200: { description: 'Thanked.', example: { message: 'Tack för ditt betyg!' } },
      400: invalid,
      ...sessionAnswers,
      404: noSite,
      409: refusal('No booking in this session, or it was rated already.', 'Betyget kan lämnas efter en bokning.'),
      413: tooLarge(8),
      429: limited('tirehotel-booking-ip'),
      503: down,
    },
  },
]
