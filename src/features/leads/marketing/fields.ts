/**
 * Marketing forms (spec 1 §5, §7): forms editors build in the CMS from a few field types, rendered by the
 * marketing form block and described by POST /api/jotform. One zod schema per form, built from its field
 * definitions here, checks the answers in the browser and again in POST /api/forms/comhub (DESIGN §6).
 * Pure: no React, no Payload.
 */
import { z } from 'zod'
import { phoneSchema } from '@/platform/phone'

export const FIELD_TYPES = ['text', 'email', 'phone', 'textarea', 'checkbox', 'select'] as const
export type MarketingFieldType = (typeof FIELD_TYPES)[number]

/** A field's name is the key of its answer: a short identifier, unique in its form. */
export const FIELD_NAME = /^[a-z][A-Za-z0-9_]{0,39}$/
export const MAX_FIELDS = 30
const TEXT_MAX = 200
const TEXTAREA_MAX = 2000

export type MarketingField = {
  name: string
  label: string
  type: MarketingFieldType
  required?: boolean | null
  options?: { value: string; label: string }[] | null
}

/** One field's answer: a box is ticked or not; text is trimmed and bounded; a choice is one of the options. */
function answerSchema(field: MarketingField): z.ZodType {
  const required = Boolean(field.required)
  switch (field.type) {
    case 'checkbox':
      return required ? z.literal(true) : z.boolean().default(false)
    case 'select': {
      const values = (field.options ?? []).map((o) => o.value)
      const choice = values.length ? z.enum(values as [string, ...string[]]) : z.never()
      return required ? choice : z.union([choice, z.literal('')]).optional()
    }
    case 'email':
      return required ? z.email().max(254) : z.union([z.email().max(254), z.literal('')]).optional()
    case 'phone': {
      const phone = phoneSchema()
      return required ? phone : z.union([phone, z.literal('')]).optional()
    }
    default: {
      const text = z
        .string()
        .trim()
        .max(field.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX)
      return required ? text.min(1) : text.optional()
    }
  }
}

/** The answers of a form: exactly its fields, each by its own rule. */
export function answersSchema(fields: readonly MarketingField[]) {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.name, answerSchema(field)])))
}

/** An empty answer per field, for the browser form's initial values. */
export function emptyAnswers(fields: readonly MarketingField[]): Record<string, string | boolean> {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']))
}

/** The first e-mail answer: the visitor's address for the receipt. */
export function customerEmail(fields: readonly MarketingField[], answers: Record<string, unknown>): string | null {
  const field = fields.find((f) => f.type === 'email' && typeof answers[f.name] === 'string' && answers[f.name] !== '')
  return field ? (answers[field.name] as string) : null
}

const JOTFORM_TYPES: Record<MarketingFieldType, string> = {
  text: 'control_textbox',
  email: 'control_email',
  phone: 'control_phone',
  textarea: 'control_textarea',
  checkbox: 'control_checkbox',
  select: 'control_dropdown',
}

export type JotformAnswer = {
  qid: string
  name: string
  text: string
  type: string
  order: string
  required: 'Yes' | 'No'
  options?: string
  optionLabels?: string
}

/**
 * POST /api/jotform's description of a form (spec 1 §7 "returning content[0].answers"): the questions keyed
 * by their id (1, 2, … in form order), in the shape of the widget's API — strings throughout, choices as
 * `options` joined by '|'.
 */
export function jotformAnswers(fields: readonly MarketingField[]): Record<string, JotformAnswer> {
  return Object.fromEntries(
    fields.map((field, i) => {
      const qid = String(i + 1)
      const answer: JotformAnswer = {
        qid,
        name: field.name,
        text: field.label,
        type: JOTFORM_TYPES[field.type],
        order: qid,
        required: field.required ? 'Yes' : 'No',
      }
      if (field.type === 'select') {
        answer.options = (field.options ?? []).map((o) => o.value).join('|')
        answer.optionLabels = (field.options ?? []).map((o) => o.label).join('|')
      }
      return [qid, answer]
    }),
  )
}
