import type { Field } from 'payload'

/** The fields most blocks share (spec 1 §3 "Other content blocks": Title, TitleTag, HasMarginTop). */
export const titleField = (required = false): Field => ({ name: 'title', type: 'text', required })
export const titleTagField: Field = {
  name: 'titleTag',
  type: 'select',
  options: ['h2', 'h3', 'h4'],
  defaultValue: 'h2',
}
export const hasMarginTopField: Field = { name: 'hasMarginTop', type: 'checkbox', defaultValue: true }
