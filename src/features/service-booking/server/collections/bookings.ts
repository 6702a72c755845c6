import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { editors } from '@/cms/access'
import { releaseReservation } from '@/features/service-booking/capacity/reservations'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import { BOOKING_TEXTS, WORKSHOP_BOOKING_TEXTS, WORKSHOP_BOOKINGS_DESCRIPTION } from './labels'

/** A booking set to cancelled gives its capacity unit back, in the editor's transaction. */
const releaseOnCancel: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (
    operation === 'update' &&
    doc.status === 'cancelled' &&
    previousDoc?.status !== 'cancelled' &&
    doc.reservationRef
  ) {
    await releaseReservation(req.payload, doc.reservationRef, req)
  }
  return doc
}

/**
 * Service bookings (POST /api/mechmate/book): written with their capacity reservation and their
 * e-mails (outbox keys `workshop-booking:<reference>:…`) in one transaction. Editors list and
 * cancel them; nobody creates them by hand.
 */
export const WorkshopBookings: CollectionConfig = {
  slug: 'workshop-bookings',
  labels: {
    singular: { en: 'Service booking', sv: 'Servicebokning', nb: 'Servicebestilling', sk: 'Rezervácia servisu' },
    plural: { en: 'Service bookings', sv: 'Servicebokningar', nb: 'Servicebestillinger', sk: 'Rezervácie servisu' },
  },
  access: { read: editors, create: () => false, update: editors, delete: () => false },
  admin: {
    group: ADMIN_GROUPS.serviceBooking,
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'timeSlot', 'department', 'status', 'createdAt'],
    description: WORKSHOP_BOOKINGS_DESCRIPTION,
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [releaseOnCancel] },
  fields: withLabels(
    [
      {
        name: 'reference',
        type: 'text',
        required: true,
        unique: true,
        admin: { readOnly: true },
      },
      { name: 'summary', type: 'text', required: true, admin: { readOnly: true } },
      {
        type: 'row',
        fields: [
          {
            name: 'status',
            type: 'select',
            required: true,
            defaultValue: 'confirmed',
            options: [
              { label: BOOKING_TEXTS.confirmed, value: 'confirmed' },
              { label: BOOKING_TEXTS.cancelled, value: 'cancelled' },
            ],
          },
          {
            name: 'department',
            type: 'relationship',
            relationTo: 'workshop-departments',
            required: true,
            admin: { readOnly: true },
          },
          {
            name: 'timeSlot',
            type: 'text',
            required: true,
            admin: { readOnly: true },
          },
          { name: 'isFullDay', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'startsAt',
            type: 'date',
            required: true,
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
          {
            name: 'endsAt',
            type: 'date',
            required: true,
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'registrationNumber', type: 'text', required: true, index: true, admin: { readOnly: true } },
          { name: 'vehicle', type: 'text', admin: { readOnly: true } },
          { name: 'mileage', type: 'number', admin: { readOnly: true } },
        ],
      },
      {
        name: 'customer',
        type: 'group',
        admin: { readOnly: true },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'firstName', type: 'text', required: true },
              { name: 'lastName', type: 'text', required: true },
              { name: 'phone', type: 'text', required: true },
              { name: 'email', type: 'email', required: true },
            ],
          },
        ],
      },
      { name: 'freeText', type: 'text', admin: { readOnly: true } },
      {
        name: 'services',
        type: 'json',
        required: true,
        admin: { readOnly: true },
      },
      { name: 'total', type: 'number', admin: { readOnly: true } },
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
            admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
          },
          // The calendar files' SEQUENCE: raised with every change, so calendars replace the event.
          { name: 'calendarSequence', type: 'number', defaultValue: 0, admin: { readOnly: true, hidden: true } },
        ],
      },
      { name: 'reservationRef', type: 'text', required: true, admin: { readOnly: true, hidden: true } },
      { name: 'idempotencyKey', type: 'text', required: true, unique: true, admin: { readOnly: true, hidden: true } },
      { name: 'requestHash', type: 'text', required: true, admin: { readOnly: true, hidden: true } },
    ],
    WORKSHOP_BOOKING_TEXTS,
  ),
}
