/**
 * The `capacity` field group a bookable resource's collection embeds (workshop departments, tyre
 * stations): units per day, weekly opening hours and exception days, edited in the admin and read
 * with `calendarFromStored`. `dbPrefix` keeps the child tables' names short and distinct per
 * collection (PostgreSQL's 63-character identifiers).
 */
import type { Field, GroupField } from 'payload'
import { type AdminText, inAdminLanguage } from '@/cms/admin-languages'
import { withLabels } from '@/cms/fields/labels'
import { CAPACITY_DEFAULTS } from './calendar'
import { WEEKDAYS } from './calendar-schema'
import { CAPACITY_FIELD_TEXTS, CAPACITY_TEXTS } from './labels'
import { parseClock } from '@/platform/time/zoned-time'

const validateClock = (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
  value == null || value === '' || (typeof value === 'string' && parseClock(value) !== null)
    ? true
    : inAdminLanguage(CAPACITY_TEXTS.clockFormat, req.i18n?.language)

const clockField = (name: string, label: AdminText): Field => ({
  name,
  label,
  type: 'text',
  validate: validateClock,
  admin: { width: '25%' },
})

const unitsField = (description: AdminText): Field => ({
  name: 'units',
  type: 'number',
  min: 0,
  max: 500,
  admin: { width: '25%', description },
})

export function capacityField({ dbPrefix }: { dbPrefix: string }): GroupField {
  const [group] = withLabels([capacityGroup(dbPrefix)], CAPACITY_FIELD_TEXTS)
  return group as GroupField
}

function capacityGroup(dbPrefix: string): GroupField {
  return {
    name: 'capacity',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'unitsPerDay',
            type: 'number',
            min: 0,
            max: 500,
            defaultValue: CAPACITY_DEFAULTS.unitsPerDay,
          },
          {
            name: 'stepMinutes',
            type: 'select',
            defaultValue: String(CAPACITY_DEFAULTS.stepMinutes),
            options: ['15', '30', '60'],
          },
          {
            name: 'leadMinutes',
            type: 'number',
            min: 0,
            defaultValue: CAPACITY_DEFAULTS.leadMinutes,
          },
          {
            name: 'fullDayDropOffBefore',
            type: 'text',
            defaultValue: '08:00',
            validate: validateClock,
          },
          {
            name: 'publicHolidays',
            type: 'select',
            defaultValue: 'SE',
            options: [
              { label: CAPACITY_TEXTS.closedOnHolidays, value: 'SE' },
              { label: CAPACITY_TEXTS.openOnHolidays, value: 'none' },
            ],
          },
        ],
      },
      {
        name: 'weeklyHours',
        type: 'array',
        dbName: `${dbPrefix}_cap_week`,
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'weekday',
                type: 'select',
                required: true,
                options: WEEKDAYS.map((day) => ({ label: CAPACITY_TEXTS.weekdays[day], value: day })),
                admin: { width: '25%' },
              },
              clockField('open', CAPACITY_TEXTS.opens),
              clockField('close', CAPACITY_TEXTS.closes),
              unitsField(CAPACITY_TEXTS.unitsUsual),
            ],
          },
        ],
      },
      {
        name: 'exceptions',
        type: 'array',
        dbName: `${dbPrefix}_cap_exc`,
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
              clockField('open', CAPACITY_TEXTS.opens),
              clockField('close', CAPACITY_TEXTS.closes),
              unitsField(CAPACITY_TEXTS.unitsAsUsual),
            ],
          },
          { name: 'note', type: 'text' },
        ],
      },
    ],
  }
}
