/**
 * The service booking's routes (/api/mechmate/*, /api/places) in the API description (docs/api.md "Service
 * booking"), with the schemas their handlers validate with and the answers' schemas the booking page parses with.
 */
import { z } from 'zod'
import {
  badRequest,
  conflict,
  internalError,
  notFound,
  tooLarge,
  tooMany,
  unavailable,
  unprocessable,
} from '@/platform/openapi/answers'
import type { ApiOperation, ApiResponse } from '@/platform/openapi/operation'
import {
  bookingRequestSchema,
  bookingResponseSchema,
  brandSchema,
  carSchema,
  closestQuerySchema,
  hasBrandSchema,
  idempotencyKeySchema,
  offeringsAnswerSchema,
  placesQuerySchema,
  placesSchema,
  registrationSchema,
  servicesQuerySchema,
  slotTakenSchema,
  timeSlotDaysSchema,
  timeslotsParamsSchema,
  timeslotsQuerySchema,
  workshopSchema,
} from './contract'

const tag = 'Service booking'
const down = unavailable('The database could not answer; the message is for the visitor.')
const apiLimit = tooMany('Past the `api-ip` limit')
const badPlate = badRequest('Malformed input; a plate that is not one has `error` in the site’s language to show.')
const rule = unprocessable(
  'A booking rule: an unsupported brand, an offering not for this model, a missing mileage or message, a ' +
    'workshop that does not do the chosen offerings; `field` names it.',
)

const offerings = (kind: 'services' | 'addons'): ApiOperation => ({
  method: 'get',
  path: `/api/mechmate/${kind}/{registrationNumber}`,
  tag,
  site: true,
  summary:
    kind === 'services'
      ? 'The services of step 2, priced near a place or at one workshop'
      : 'The add-ons of step 3 (the same shape as the services)',
  description:
    '`price` is the median of the 10 nearest workshops that do the offering (or `departmentId`’s); ' +
    '`priceDiscount` what the car pays with its service agreement.',
  params: { registrationNumber: registrationSchema },
  query: servicesQuerySchema,
  example: { params: { registrationNumber: 'ABC123' }, query: { lat: '59.33', lng: '18.06' } },
  responses: {
    200: {
      description: 'The offerings by category.',
      schema: offeringsAnswerSchema,
      example: {
        serviceOfferingCategories: [
          {
            name: 'Service',
            icon: 'wrench',
            selectionType: 'single',
            offerings: [
              {
                code: 'SRV-ORIGINAL',
                name: 'Originalservice',
                price: 5240,
                priceKnown: true,
                notKnownPriceText: null,
                priceDiscount: 4190,
                description: 'Service enligt tillverkarens serviceprogram.',
                isAvailable: true,
                allowUserInput: false,
                requiresMileage: true,
                unitPrice: null,
                category: 'Service',
              },
            ],
          },
        ],
      },
    },
    400: badPlate,
    404: notFound('No car has this plate, or no site answers for the host.'),
    422: rule,
    429: apiLimit,
    503: down,
  },
})

const stream: ApiResponse = {
  description:
    'Server-sent events; each `data:` is one JSON object: a workshop (the `x-event-data` schema, with `id: ' +
    '<departmentId>`), then `{"end":true}` after the last (at most 5), `{"nosites":true}` when there is none ' +
    '(more), or `{"error":"…"}`. Close the EventSource on any of those three.',
  contentType: 'text/event-stream',
  schema: z.string(),
  events: workshopSchema,
  example:
    'id: 101\ndata: {"departmentId":101,"siteId":"1001","siteName":"Bilgruppen Kungens Kurva Verkstad",' +
    '"address":"Ekgårdsvägen 2, 141 75 Kungens Kurva","latitude":59.27,"longitude":17.92,"brands":["Volvo"],' +
    '"firstTimeSlot":"2026-11-24T07:00","distanceKm":8.6}\n\ndata: {"end":true}\n\n',
}

export const serviceBookingOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/mechmate/car/{registrationNumber}',
    tag,
    site: true,
    summary: 'The registry’s car for a plate',
    description: '`isSupported: false`: the brand books elsewhere (the page links out).',
    params: { registrationNumber: registrationSchema },
    example: { params: { registrationNumber: 'ABC123' } },
    responses: {
      200: {
        description: 'The car.',
        schema: carSchema,
        example: {
          registrationNumber: 'ABC123',
          brand: 'Volvo',
          model: 'XC60',
          buildYear: 2021,
          hasServiceAgreement: true,
          isSupported: true,
        },
      },
      400: badPlate,
      404: notFound('No car has this plate, or no site answers for the host.'),
      429: apiLimit,
      503: down,
    },
  },
  offerings('services'),
  offerings('addons'),
  {
    method: 'get',
    path: '/api/mechmate/authorized-workshop/{brand}',
    tag,
    site: true,
    summary: 'Whether a workshop is authorised for the brand',
    params: { brand: brandSchema },
    example: { params: { brand: 'Volvo' } },
    responses: {
      200: {
        description: 'Authorised or not (unknown brands: false).',
        schema: hasBrandSchema,
        example: { hasBrand: true },
      },
      400: badRequest(),
      429: apiLimit,
      503: down,
    },
  },
  {
    method: 'get',
    path: '/api/mechmate/departments/closestAvailable',
    tag,
    site: true,
    summary: 'The nearest workshops that do the chosen offerings, with their first free time, as a stream',
    description:
      '`serviceOfferings` are comma-joined codes (or the parameter repeated); `sort=firstAvailable` orders the 15 ' +
      'nearest by first free time; `cursor` is the last `departmentId` received. A malformed query is a plain 400 ' +
      'JSON answer, not a stream.',
    query: closestQuerySchema,
    example: {
      query: { regNo: 'ABC123', serviceOfferings: 'SRV-ORIGINAL,TYR-REPAIR', latitude: '59.33', longitude: '18.06' },
    },
    responses: {
      200: stream,
      400: badRequest(),
      429: tooMany('Past the `booking-stream-ip` limit'),
      503: down,
    },
  },
  {
    method: 'get',
    path: '/api/mechmate/timeslots/from/{registrationNumber}/{departmentId}/{date}',
    tag,
    site: true,
    summary: '28 days of free start times at a workshop, for the chosen offerings’ length',
    description: 'Local (Europe/Stockholm) times; closed days and times less than 2 hours ahead are empty.',
    params: timeslotsParamsSchema,
    query: timeslotsQuerySchema,
    example: {
      params: { registrationNumber: 'ABC123', departmentId: '101', date: '2026-12-01' },
      query: { serviceOfferings: 'SRV-ORIGINAL' },
    },
    responses: {
      200: {
        description: 'One entry per day from `date`.',
        schema: timeSlotDaysSchema,
        example: [
          { date: '2026-12-01', availableSlots: ['07:00', '07:30', '13:00'], allDaySlotAvailable: true },
          { date: '2026-12-05', availableSlots: [], allDaySlotAvailable: false },
        ],
      },
      400: badPlate,
      404: notFound('Unknown plate or department, or no site answers for the host.'),
      422: rule,
      429: apiLimit,
      503: down,
    },
  },
  {
    method: 'post',
    path: '/api/mechmate/book',
    tag,
    site: true,
    summary: 'Book a workshop time',
    description:
      'The booking, its capacity and the confirmation e-mails are stored in one transaction. The same ' +
      '`Idempotency-Key` and body again answer the first booking; the key with another body is a 422.',
    headers: {
      'Idempotency-Key': {
        schema: idempotencyKeySchema,
        required: false,
        description: 'One per booking attempt, so a retry answers the first booking.',
      },
    },
    body: bookingRequestSchema,
    example: {
      headers: { 'Idempotency-Key': 'booking-7f3a9c21' },
      body: {
        customer: { firstName: 'Anna', lastName: 'Andersson', phone: '+46 70 174 06 55', email: 'anna@example.se' },
        freeText: 'Lämnar bilen själv',
        departmentId: 101,
        timeSlot: '2026-12-01T07:00',
        isFullDay: false,
        registrationNumber: 'ABC123',
        mileage: 4500,
        serviceOfferingRequests: [{ kobraId: 'SRV-ORIGINAL' }, { kobraId: 'TYR-REPAIR', unitsSelected: 2 }],
      },
    },
    responses: {
      200: {
        description: 'The booking.',
        schema: bookingResponseSchema,
        example: { id: 'K7M3QX9TNB', registrationNumber: 'ABC123', kobraProductIds: ['SRV-ORIGINAL', 'TYR-REPAIR'] },
      },
      400: badRequest(),
      404: notFound('Unknown car or workshop, or no site answers for the host.'),
      409: conflict('The time was taken meanwhile: the workshop’s fresh times from the chosen date.', slotTakenSchema, {
        error: 'Tiden är inte längre ledig. Välj en annan tid.',
        timeSlots: [{ date: '2026-12-01', availableSlots: ['08:00'], allDaySlotAvailable: false }],
      }),
      413: tooLarge(16),
      422: rule,
      429: tooMany('Past the `booking-ip` limit'),
      503: down,
    },
  },
  {
    method: 'get',
    path: '/api/places',
    tag,
    summary: 'Swedish places: complete a name, or name a position',
    description: 'Either `q` (at most 8 places) or `lat` and `lng` (the nearest place).',
    query: placesQuerySchema,
    example: { query: { q: 'Uppsala' } },
    responses: {
      200: {
        description: 'The places.',
        schema: placesSchema,
        example: {
          places: [
            { name: 'Uppsala', latitude: 59.8586, longitude: 17.6389, placeId: 'se-uppsala', region: 'Uppsala län' },
          ],
        },
      },
      400: badRequest(),
      429: apiLimit,
      500: internalError('The place search failed (logged on the server).'),
    },
  },
]
