/**
 * The `capacity` field group a bookable resource's collection embeds (workshop departments, tyre
 * stations): units per day, weekly opening hours and exception days, edited in the admin and read
 * with `calendarFromStored`. `dbPrefix` keeps the child tables' names short and distinct per
 * collection (PostgreSQL's 63-character identifiers).
 */
import type { Field, GroupField } from 'payload'
import { CAPACITY_DEFAULTS } from './calendar'
import { WEEKDAYS } from './calendar-schema'
import { parseClock } from '@/platform/time/zoned-time'

const validateClock = (value: unknown) =>
  value == null || value === '' || (typeof value === 'string' && parseClock(value) !== null)
    ? true
    : 'Use HH:mm, e.g. 07:30.'

const clockField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  validate: validateClock,
  admin: { width: '25%' },
})

const unitsField = (description: string): Field => ({
  name: 'units',
  type: 'number',
  min: 0,
  max: 500,
  admin: { width: '25%', description },
})

export function capacityField({ dbPrefix }: { dbPrefix: string }): GroupField {
  return {
    name: 'capacity',
    type: 'group',
    admin: {
      description:
        'Bookable capacity in Europe/Stockholm: technicians or lanes per day, opening hours, exception days.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'unitsPerDay',
            label: 'Units per day',
            type: 'number',
            min: 0,
            max: 500,
            defaultValue: CAPACITY_DEFAULTS.unitsPerDay,
            admin: { description: 'Technicians or lanes that take bookings in parallel.' },
          },
          {
            name: 'stepMinutes',
            label: 'Slot grid (minutes)',
            type: 'select',
            defaultValue: String(CAPACITY_DEFAULTS.stepMinutes),
            options: ['15', '30', '60'],
          },
          {
            name: 'leadMinutes',
            label: 'Earliest booking (minutes ahead)',
            type: 'number',
            min: 0,
            defaultValue: CAPACITY_DEFAULTS.leadMinutes,
          },
          {
            name: 'fullDayDropOffBefore',
            label: 'Full day: drop off before',
            type: 'text',
            defaultValue: '08:00',
            validate: validateClock,
          },
          {
            name: 'publicHolidays',
            type: 'select',
            defaultValue: 'SE',
            options: [
              { label: 'Closed on Swedish public holidays', value: 'SE' },
              { label: 'Open on public holidays', value: 'none' },
            ],
          },
        ],
      },
      {
        name: 'weeklyHours',
        type: 'array',
        dbName: `${dbPrefix}_cap_week`,
        admin: { description: 'One row per open weekday; a weekday without a row is closed.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'weekday', type: 'select', required: true, options: [...WEEKDAYS], admin: { width: '25%' } },
              clockField('open', 'Opens'),
              clockField('close', 'Closes'),
              unitsField('Blank: units per day.'),
            ],
          },
        ],
      },
      {
        name: 'exceptions',
        type: 'array',
        dbName: `${dbPrefix}_cap_exc`,
        admin: { description: 'Days that differ: closed, other hours (also opens a holiday) or other units.' },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'date',
                type: 'date',
                required: true,
                admin: { width: '25%', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
              },
              { name: 'closed', type: 'checkbox', defaultValue: false },
              clockField('open', 'Opens'),
              clockField('close', 'Closes'),
              unitsField('Blank: as usual.'),
            ],
          },
          { name: 'note', type: 'text' },
        ],
      },
    ],
  }
}
