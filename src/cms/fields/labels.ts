/**
 * Labels and descriptions in every admin language for a collection whose fields are made by small
 * helpers (cars' spec-named fields): one table by field name instead of a label on each helper call.
 * A field that already has a label keeps it; fields inside tabs, rows, collapsibles, groups and arrays are
 * labelled too. An array or blocks field also takes its rows' name (`labels`) from the table, unless it has its own:
 * without one Payload names the rows in English after the field ("Add Site_brand").
 */
import type { Field } from 'payload'
import type { AdminText } from '../admin-languages'

/** What an array's or blocks field's rows are called ("Add Brand", "3 Brands"): Payload's `labels` of the field. */
export type RowLabels = { singular: AdminText; plural: AdminText }

export type FieldTexts = Record<string, { label: AdminText; description?: AdminText; labels?: RowLabels }>

const hasRows = (field: Field) => field.type === 'array' || field.type === 'blocks'

export function withLabels(fields: Field[], texts: FieldTexts): Field[] {
  return fields.map((field) => {
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withLabels(tab.fields, texts) })) }
    const inner = 'fields' in field ? { fields: withLabels(field.fields, texts) } : {}
    const text = 'name' in field ? texts[field.name] : undefined
    if (!text) return { ...field, ...inner } as Field
    return {
      ...field,
      ...inner,
      label: 'label' in field && field.label ? field.label : text.label,
      ...(text.description ? { admin: { ...field.admin, description: text.description } } : {}),
      ...(text.labels && hasRows(field) && !('labels' in field && field.labels) ? { labels: text.labels } : {}),
    } as Field
  })
}
