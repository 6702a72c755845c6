/**
 * The tyre hotel in the admin: stations, agreements (customer, mobile, vehicles, stored
 * tyres per position), bookings and reviews. Group admins read and edit them (stations belong to no site, so
 * site editors do not); anonymous visitors read
 * nothing here — the only way to a vehicle, its tyres or the phone number is the one-time code
 * (spec 2 §6), through /api/tirehotel/*. One-time codes are kept out of the admin entirely.
 */
import { ValidationError, type CollectionConfig, type Field } from 'payload'
import { groupAdmins } from '@/cms/access'
import { capacityField } from '@/features/service-booking/capacity/fields'
import { releaseReservation } from '@/features/service-booking/capacity/reservations'
import { normalizeMobile, normalizePlate } from './identity'
import { bookingReservationRef } from './capacity-keys'
import { refreshStationRating } from './station-rating'
import { MANAGE_DEFAULTS } from '@/features/booking-manage/rules'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { type AdminText, inAdminLanguage } from '@/cms/admin-languages'
import { withLabels } from '@/cms/fields/labels'
import {
  TYRE_AGREEMENT_TEXTS,
  TYRE_BOOKING_TEXTS,
  TYRE_HOTEL_DESCRIPTIONS,
  TYRE_REVIEW_TEXTS,
  TYRE_STATION_TEXTS,
  TYRE_TEXTS,
} from './labels'

const nobody = () => false
const GROUP = ADMIN_GROUPS.tyreHotel

const text = (name: string, extra: Partial<Field> = {}) => ({ name, type: 'text', maxLength: 200, ...extra }) as Field

/** Spec 2 §3 "Location": the station that keeps the tyres and changes the wheels. */
export const TyreStations: CollectionConfig = {
  slug: 'tirehotel-stations',
  labels: {
    singular: { en: 'Station', sv: 'Station', nb: 'Stasjon', sk: 'Stanica' },
    plural: { en: 'Stations', sv: 'Stationer', nb: 'Stasjoner', sk: 'Stanice' },
  },
  access: { read: groupAdmins, create: groupAdmins, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: GROUP,
    useAsTitle: 'locationName',
    defaultColumns: ['locationName', 'departmentName', 'erpId', 'ratingAverage', 'reviewCount'],
    description: TYRE_HOTEL_DESCRIPTIONS.stations,
  },
  fields: withLabels(
    [
      { type: 'row', fields: [text('locationName', { required: true }), text('departmentName', { required: true })] },
      text('erpId', {
        required: true,
        unique: true,
      }),
      { type: 'row', fields: [text('phone', { required: true }), { name: 'email', type: 'email', required: true }] },
      {
        type: 'row',
        fields: [text('street', { required: true }), text('zip', { required: true }), text('city', { required: true })],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'wheelChangeMinutes',
            type: 'number',
            required: true,
            defaultValue: 30,
            min: 5,
            max: 480,
          },
          {
            name: 'offersTimes',
            type: 'checkbox',
            defaultValue: true,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'lateChangeHours',
            type: 'number',
            min: 0,
            max: 336,
            defaultValue: MANAGE_DEFAULTS.lateChangeHours,
          },
          {
            name: 'maxReschedules',
            type: 'number',
            min: 0,
            max: 10,
            defaultValue: MANAGE_DEFAULTS.maxReschedules,
          },
        ],
      },
      capacityField({ dbPrefix: 'tyre_st' }),
      {
        type: 'row',
        fields: [
          {
            name: 'ratingAverage',
            type: 'number',
            admin: { readOnly: true },
          },
          { name: 'reviewCount', type: 'number', defaultValue: 0, admin: { readOnly: true } },
        ],
      },
    ],
    TYRE_STATION_TEXTS,
  ),
}

const POSITIONS = [
  { label: TYRE_TEXTS.positions.LF, value: 'LF' },
  { label: TYRE_TEXTS.positions.RF, value: 'RF' },
  { label: TYRE_TEXTS.positions.LR, value: 'LR' },
  { label: TYRE_TEXTS.positions.RR, value: 'RR' },
  { label: TYRE_TEXTS.positions.SP, value: 'SP' },
]

/** Spec 2 §8: threadStatusId 1 means replacement is recommended; above 0 shows a warning. */
const THREAD_STATUSES = [
  { label: TYRE_TEXTS.treadStatuses['0'], value: '0' },
  { label: TYRE_TEXTS.treadStatuses['1'], value: '1' },
  { label: TYRE_TEXTS.treadStatuses['2'], value: '2' },
]

const tire: Field[] = [
  { name: 'equipmentPosition', type: 'select', required: true, options: POSITIONS },
  {
    name: 'wheel',
    type: 'group',
    fields: [
      // The tyre's name, not the vehicle's (both fields are `name` in the agreement's table).
      text('name', {
        required: true,
        label: TYRE_TEXTS.tyreName,
        admin: { description: TYRE_TEXTS.tyreNameDescription },
      }),
      {
        type: 'row',
        fields: [
          { name: 'rimDiameter', type: 'number', required: true, min: 10, max: 24 },
          { name: 'sectionWidth', type: 'number', required: true, min: 100, max: 400 },
          { name: 'aspectRatio', type: 'number', required: true, min: 20, max: 100 },
        ],
      },
      {
        type: 'row',
        fields: [
          text('threadPattern', { required: true }),
          {
            name: 'threadDepth',
            type: 'number',
            required: true,
            min: 0,
            max: 20,
          },
          { name: 'threadStatusId', type: 'select', required: true, defaultValue: '0', options: THREAD_STATUSES },
        ],
      },
      text('threadStatusMessage'),
    ],
  },
]

const vehicle: Field[] = [
  {
    type: 'row',
    fields: [
      text('regNo', {
        required: true,
        index: true,
      }),
      text('name', { required: true }),
    ],
  },
  {
    type: 'row',
    fields: [
      text('brand', { required: true }),
      text('brandCode', { required: true }),
      text('model', { required: true }),
    ],
  },
  {
    type: 'row',
    fields: [
      text('productId', { required: true }),
      text('packageLevel', {
        required: true,
      }),
    ],
  },
  { name: 'tires', type: 'array', dbName: 'th_agr_tires', maxRows: 5, fields: tire },
]

/** A customer's tyre hotel agreement: who, which mobile gets the codes, which vehicles and tyres, which station. */
export const TyreAgreements: CollectionConfig = {
  slug: 'tirehotel-agreements',
  labels: {
    singular: { en: 'Agreement', sv: 'Avtal', nb: 'Avtale', sk: 'Zmluva' },
    plural: { en: 'Agreements', sv: 'Avtal', nb: 'Avtaler', sk: 'Zmluvy' },
  },
  access: { read: groupAdmins, create: groupAdmins, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: GROUP,
    useAsTitle: 'title',
    defaultColumns: ['title', 'station', 'updatedAt'],
    description: TYRE_HOTEL_DESCRIPTIONS.agreements,
  },
  fields: withLabels(
    [
      {
        name: 'title',
        type: 'text',
        maxLength: 300,
        admin: { readOnly: true },
      },
      {
        name: 'customer',
        type: 'group',
        fields: [
          {
            type: 'row',
            fields: [
              text('firstName', { required: true }),
              text('lastName', { required: true }),
              { name: 'email', type: 'email' },
            ],
          },
        ],
      },
      text('mobile', {
        required: true,
        validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
          typeof value === 'string' && normalizeMobile(value)
            ? true
            : inAdminLanguage(TYRE_TEXTS.mobileFormat, req.i18n?.language),
      }),
      { name: 'station', type: 'relationship', relationTo: 'tirehotel-stations', required: true, index: true },
      { name: 'vehicles', type: 'array', dbName: 'th_agr_vehicles', minRows: 1, maxRows: 10, fields: vehicle },
    ],
    TYRE_AGREEMENT_TEXTS,
  ),
  hooks: {
    beforeValidate: [
      ({ data }) => {
        if (!data) return data
        if (typeof data.mobile === 'string') data.mobile = normalizeMobile(data.mobile) ?? data.mobile
        for (const v of (data.vehicles ?? []) as { regNo?: string }[])
          if (typeof v.regNo === 'string') v.regNo = normalizePlate(v.regNo) ?? v.regNo
        return data
      },
    ],
    beforeChange: [
      async ({ data, req, originalDoc }) => {
        const plates = ((data.vehicles ?? []) as { regNo?: string }[]).map((v) => v.regNo ?? '')
        const say = (text: AdminText) => inAdminLanguage(text, req.i18n?.language)
        const errors = plates.flatMap((plate, i) =>
          normalizePlate(plate) ? [] : [{ path: `vehicles.${i}.regNo`, message: say(TYRE_TEXTS.plateFormat) }],
        )
        plates.forEach((plate, i) => {
          if (plates.indexOf(plate) !== i)
            errors.push({ path: `vehicles.${i}.regNo`, message: say(TYRE_TEXTS.plateListed) })
        })
        if (!errors.length && plates.length) {
          // A plate leads to one agreement only: the code goes to one phone.
          const taken = await req.payload.find({
            collection: 'tirehotel-agreements',
            where: {
              and: [
                { 'vehicles.regNo': { in: plates } },
                ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
              ],
            },
            depth: 0,
            limit: 10,
            req,
            select: { vehicles: true },
          })
          const used = new Set(taken.docs.flatMap((d) => (d.vehicles ?? []).map((v) => v.regNo)))
          plates.forEach((plate, i) => {
            if (used.has(plate)) errors.push({ path: `vehicles.${i}.regNo`, message: say(TYRE_TEXTS.plateTaken) })
          })
        }
        if (errors.length) throw new ValidationError({ collection: 'tirehotel-agreements', errors })
        const customer = (data.customer ?? {}) as { firstName?: string; lastName?: string }
        data.title = `${customer.firstName ?? ''} ${customer.lastName ?? ''} · ${plates.join(', ')}`
          .trim()
          .slice(0, 300)
        return data
      },
    ],
  },
}

/**
 * One-time codes, written and read only by the server: the login's token hash, the code's
 * HMAC, when it was issued and expires, wrong tries and use. Never in the admin or the REST API.
 */
export const TyreCodes: CollectionConfig = {
  slug: 'tirehotel-codes',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'loginHash', type: 'text', required: true, unique: true, maxLength: 64 },
    { name: 'plate', type: 'text', required: true, index: true, maxLength: 7 },
    { name: 'agreement', type: 'relationship', relationTo: 'tirehotel-agreements', required: true },
    { name: 'codeDigest', type: 'text', required: true, maxLength: 64 },
    { name: 'issuedAt', type: 'date', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    {
      name: 'tries',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { description: 'Tries so far, counted before each comparison (at most 5).' },
    },
    { name: 'usedAt', type: 'date' },
  ],
}

/** Spec 2 §3 "Booking confirmation": a wheel change booked through the tyre hotel. */
export const TyreBookings: CollectionConfig = {
  slug: 'tirehotel-bookings',
  labels: {
    singular: { en: 'Booking', sv: 'Bokning', nb: 'Bestilling', sk: 'Rezervácia' },
    plural: { en: 'Bookings', sv: 'Bokningar', nb: 'Bestillinger', sk: 'Rezervácie' },
  },
  access: { read: groupAdmins, create: nobody, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: GROUP,
    useAsTitle: 'bookingConfirmationId',
    defaultColumns: ['bookingConfirmationId', 'regNo', 'station', 'appointmentTime', 'isFullDay', 'createdAt'],
    description: TYRE_HOTEL_DESCRIPTIONS.bookings,
  },
  defaultSort: '-createdAt',
  hooks: {
    // The booking's capacity unit goes back to the station (src/features/tyre-hotel/server/booking.ts holds it under this ref).
    afterDelete: [
      async ({ doc, req }) =>
        void (await releaseReservation(req.payload, bookingReservationRef(doc.bookingConfirmationId), req)),
    ],
  },
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          {
            name: 'bookingConfirmationId',
            type: 'text',
            required: true,
            unique: true,
            maxLength: 40,
            admin: { readOnly: true },
          },
          text('regNo', { required: true, index: true }),
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'agreement', type: 'relationship', relationTo: 'tirehotel-agreements', required: true },
          { name: 'station', type: 'relationship', relationTo: 'tirehotel-stations', required: true, index: true },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'bookingDate',
            type: 'text',
            required: true,
            maxLength: 10,
          },
          {
            name: 'appointmentTime',
            type: 'date',
            admin: {
              date: { pickerAppearance: 'dayAndTime' },
            },
          },
          { name: 'isFullDay', type: 'checkbox', defaultValue: false },
        ],
      },
      {
        name: 'open',
        type: 'checkbox',
        defaultValue: true,
        // Set by the booking flow only (src/features/tyre-hotel/server/open-booking.ts): the database allows one open booking per vehicle.
        access: { update: nobody },
        admin: {
          readOnly: true,
          position: 'sidebar',
        },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'rescheduleCount',
            type: 'number',
            defaultValue: 0,
            admin: { readOnly: true },
          },
          {
            name: 'cancelledAt',
            type: 'date',
            admin: {
              readOnly: true,
              date: { pickerAppearance: 'dayAndTime' },
            },
          },
          // The calendar files' SEQUENCE: raised with every change, so calendars replace the event.
          { name: 'calendarSequence', type: 'number', defaultValue: 0, admin: { readOnly: true, hidden: true } },
        ],
      },
      { name: 'freeText', type: 'textarea', maxLength: 500 },
      {
        name: 'customer',
        type: 'group',
        fields: [
          {
            type: 'row',
            fields: [
              text('firstName', { required: true }),
              text('lastName', { required: true }),
              { name: 'email', type: 'email', required: true },
              text('phoneMobile', { required: true }),
            ],
          },
        ],
      },
    ],
    TYRE_BOOKING_TEXTS,
  ),
}

/** Spec 2 §3 "Review": 1–5 stars and a comment, stored against the booking's confirmation. */
export const TyreReviews: CollectionConfig = {
  slug: 'tirehotel-reviews',
  labels: {
    singular: { en: 'Review', sv: 'Omdöme', nb: 'Omtale', sk: 'Hodnotenie' },
    plural: { en: 'Reviews', sv: 'Omdömen', nb: 'Omtaler', sk: 'Hodnotenia' },
  },
  access: { read: groupAdmins, create: nobody, update: nobody, delete: groupAdmins },
  admin: {
    group: GROUP,
    useAsTitle: 'regNo',
    defaultColumns: ['rating', 'station', 'comment', 'date', 'booking'],
    description: TYRE_HOTEL_DESCRIPTIONS.reviews,
  },
  defaultSort: '-date',
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          {
            name: 'booking',
            type: 'relationship',
            relationTo: 'tirehotel-bookings',
            unique: true,
          },
          { name: 'station', type: 'relationship', relationTo: 'tirehotel-stations', required: true, index: true },
        ],
      },
      {
        type: 'row',
        fields: [
          text('regNo', { required: true }),
          { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
          { name: 'date', type: 'date', required: true },
        ],
      },
      { name: 'comment', type: 'textarea', maxLength: 1000 },
    ],
    TYRE_REVIEW_TEXTS,
  ),
  hooks: {
    afterChange: [async ({ doc, req }) => void (await refreshStationRating(req.payload, stationId(doc.station), req))],
    afterDelete: [async ({ doc, req }) => void (await refreshStationRating(req.payload, stationId(doc.station), req))],
  },
}

const stationId = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number)

export const TYRE_HOTEL_COLLECTIONS = [TyreStations, TyreAgreements, TyreCodes, TyreBookings, TyreReviews]
