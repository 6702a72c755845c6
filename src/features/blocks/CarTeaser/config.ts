import type { Block, PayloadRequest } from 'payload'
import { visibilityWindowField } from '../window-field'
import { inAdminLanguage } from '@/cms/admin-languages'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { SORT_OPTIONS } from '../fields'
import { CAR_TEASER_LABELS as T } from './labels'
import { parseCarIds, TEASER_FIELDS } from './rules'

const byQuery = (s: Record<string, unknown>) => s.source === 'Query'

/**
 * Car teaser list (spec 2 §2.6, §3 "Content block fields read", §7.3, §9): fixed cars by car_id, shown in the
 * order listed, or a predefined query with a count and an optional sort ("car of the week").
 */
export const CarTeaserBlock: Block = {
  slug: 'carTeaser',
  interfaceName: 'CarTeaserBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', maxLength: 120, label: BLOCK_LABELS.title },
    { name: 'titleTag', type: 'select', defaultValue: 'h2', options: ['h2', 'h3'], label: BLOCK_LABELS.titleTag },
    {
      name: 'source',
      type: 'select',
      label: T.source,
      required: true,
      defaultValue: 'Query',
      options: [
        { value: 'Ids', label: T.sourceIds },
        { value: 'Query', label: T.sourceQuery },
      ],
    },
    {
      name: 'carIds',
      type: 'textarea',
      label: T.carIds,
      maxLength: 4000,
      validate: (
        value: string | null | undefined,
        { siblingData, req }: { siblingData: Record<string, unknown>; req: PayloadRequest },
      ) => {
        if (siblingData.source !== 'Ids') return true
        const { ids, over } = parseCarIds(value ?? '')
        if (ids.length === 0) return inAdminLanguage(T.noCarIds, req.i18n?.language)
        return over ? inAdminLanguage(T.tooManyCarIds, req.i18n?.language) : true
      },
      admin: {
        condition: (_d, s) => !byQuery(s),
        description: T.carIdsDescription,
      },
    },
    {
      name: 'filters',
      type: 'array',
      label: T.filters,
      labels: { singular: T.filter, plural: T.filters },
      maxRows: 20,
      admin: {
        condition: (_d, s) => byQuery(s),
        description: T.filtersDescription,
      },
      fields: [
        {
          name: 'field',
          type: 'select',
          label: BLOCK_LABELS.filterField,
          required: true,
          options: TEASER_FIELDS.map((f) => ({ label: f, value: f })),
        },
        { name: 'value', type: 'text', label: BLOCK_LABELS.filterValue, required: true, maxLength: 100 },
      ],
    },
    {
      name: 'numberOfCars',
      type: 'number',
      label: T.numberOfCars,
      min: 1,
      max: 48,
      admin: { condition: (_d, s) => byQuery(s), description: T.numberOfCarsDescription },
    },
    {
      name: 'limit',
      type: 'number',
      label: T.limit,
      min: 1,
      max: 48,
      admin: { condition: (_d, s) => byQuery(s), description: T.limitDescription },
    },
    {
      name: 'sort',
      type: 'select',
      label: BLOCK_LABELS.sort,
      options: SORT_OPTIONS,
      admin: { condition: (_d, s) => byQuery(s), description: T.sortDescription },
    },
    linkGroup(),
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: true, label: BLOCK_LABELS.hasMarginTop },
    visibilityWindowField,
  ],
}
