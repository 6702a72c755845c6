import type { Block } from 'payload'
import { visibilityWindowField } from '../window-field'
import { BLOCK_SORTS } from '@/features/cars/list/facets'
import { linkGroup } from '@/cms/fields/link'
import { parseCarIds, TEASER_FIELDS, MAX_TEASER_IDS } from './rules'

const byQuery = (s: Record<string, unknown>) => s.source === 'Query'

/**
 * Car teaser list (spec 2 §2.6, §3 "Content block fields read", §7.3, §9): fixed cars by car_id, shown in the
 * order listed, or a predefined query with a count and an optional sort ("car of the week").
 */
export const CarTeaserBlock: Block = {
  slug: 'carTeaser',
  interfaceName: 'CarTeaserBlock',
  labels: { singular: 'Car teaser', plural: 'Car teasers' },
  fields: [
    { name: 'title', type: 'text', maxLength: 120 },
    { name: 'titleTag', type: 'select', defaultValue: 'h2', options: ['h2', 'h3'] },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'Query',
      options: [
        { value: 'Ids', label: 'Fixed cars' },
        { value: 'Query', label: 'Predefined query' },
      ],
    },
    {
      name: 'carIds',
      type: 'textarea',
      maxLength: 4000,
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (siblingData.source !== 'Ids') return true
        const { ids, over } = parseCarIds(value ?? '')
        if (ids.length === 0) return 'List at least one car_id'
        return over ? `At most ${MAX_TEASER_IDS} cars` : true
      },
      admin: {
        condition: (_d, s) => !byQuery(s),
        description: `car_ids separated by commas, spaces or lines; at most ${MAX_TEASER_IDS}, shown in this order.`,
      },
    },
    {
      name: 'filters',
      type: 'array',
      maxRows: 20,
      admin: {
        condition: (_d, s) => byQuery(s),
        description:
          'Filters, e.g. caroftheweek = true or car_fuel = El. Several rows with the same field: any of them.',
      },
      fields: [
        { name: 'field', type: 'select', required: true, options: TEASER_FIELDS.map((f) => ({ label: f, value: f })) },
        { name: 'value', type: 'text', required: true, maxLength: 100 },
      ],
    },
    {
      name: 'numberOfCars',
      type: 'number',
      min: 1,
      max: 48,
      admin: { condition: (_d, s) => byQuery(s), description: 'How many cars; empty: Limit, else 8.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 48,
      admin: { condition: (_d, s) => byQuery(s), description: 'Used when Number of cars is empty.' },
    },
    {
      name: 'sort',
      type: 'select',
      options: BLOCK_SORTS.map((s) => ({ label: s, value: s })),
      admin: { condition: (_d, s) => byQuery(s), description: 'Empty: newest first.' },
    },
    linkGroup(),
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: true },
    visibilityWindowField,
  ],
}
