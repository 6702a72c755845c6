/**
 * Labels and descriptions in every admin language for a collection whose fields are made by small
 * helpers (cars' spec-named fields): one table by field name instead of a label on each helper call.
 * A field that already has a label keeps it; fields inside tabs, rows, collapsibles, groups and arrays are
 * labelled too.
 */
import type { Field } from 'payload'
import type { AdminText } from '../admin-languages'

export type FieldTexts = Record<string, { label: AdminText; description?: AdminText }>

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
    } as Field
  })
}
