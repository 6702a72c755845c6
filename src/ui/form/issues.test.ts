import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { LOCALES } from '@/cms/locales'
import { defaultMessages } from '@/i18n/catalogue'
import { uiStrings } from '../strings'
import { errorMap, parseWithMessages } from './issues'

const sv = defaultMessages(uiStrings, 'sv-SE')
const en = defaultMessages(uiStrings, 'en-GB')

/** A lead-form-like schema without messages of its own, as the kit asks. */
const Lead = z.strictObject({
  name: z.string().trim().min(1).max(5),
  comment: z.string().min(3).optional(),
  email: z.email(),
  phone: z.string().regex(/^\+?\d{6,15}$/),
  mileage: z.number().int().min(1000).max(50000),
  km: z.number(),
  kind: z.enum(['private', 'company']),
  consent: z.literal(true),
  terms: z.boolean().refine((v) => v, { params: { key: 'mustAccept' } }),
  regNo: z.string().refine((v) => v.length === 6),
  extras: z.array(z.string()).min(1),
})

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '+46701234567',
  mileage: 1500,
  km: 1,
  kind: 'private',
  consent: true,
  terms: true,
  regNo: 'ABC123',
  extras: ['x'],
}

const fields = (value: unknown, messages = sv, locale: 'sv-SE' | 'en-GB' = 'sv-SE') => {
  const result = parseWithMessages(Lead, value, messages, locale)
  if (result.success) throw new Error('expected a failure')
  return result.fields
}

describe('zod issues in the visitor language', () => {
  it('passes valid values through, parsed', () => {
    expect(parseWithMessages(Lead, { ...valid, name: ' Ada ' }, sv, 'sv-SE')).toEqual({
      success: true,
      data: { ...valid, name: 'Ada' },
    })
  })

  it('says "required" for a missing or empty value, whatever the type', () => {
    const f = fields({ ...valid, name: '   ', email: '', km: undefined, kind: undefined })
    expect(f).toMatchObject({ name: sv.required, email: sv.required, km: sv.required, kind: sv.required })
  })

  it('names the limits of strings and numbers, numbers in the locale format', () => {
    expect(fields({ ...valid, name: 'Adalbert', comment: 'ok', mileage: 999 })).toMatchObject({
      name: 'Skriv högst 5 tecken.',
      comment: 'Skriv minst 3 tecken.',
      mileage: `Ange minst ${new Intl.NumberFormat('sv-SE').format(1000)}.`,
    })
    expect(fields({ ...valid, mileage: 60000 }, en, 'en-GB')).toMatchObject({
      mileage: 'Please enter no more than 50,000.',
    })
  })

  it('tells a wrong format, a non-number, a fraction and a wrong choice apart', () => {
    expect(fields({ ...valid, email: 'ada@', phone: '12', km: 'tolv', mileage: 1500.5, kind: 'both' })).toEqual({
      email: sv.invalidEmail,
      phone: sv.invalidFormat,
      km: sv.notANumber,
      mileage: sv.notAWholeNumber,
      kind: sv.invalidChoice,
    })
  })

  it('asks for consent for a literal true and for a refinement that names its key', () => {
    expect(fields({ ...valid, consent: false, terms: false })).toEqual({ consent: sv.mustAccept, terms: sv.mustAccept })
  })

  it('falls back to the generic text for a refinement without a key, and for an empty list', () => {
    expect(fields({ ...valid, regNo: 'A', extras: [] })).toEqual({ regNo: sv.invalid, extras: sv.invalidChoice })
  })

  it('never shows zod English to a visitor of another locale', () => {
    const bad = {
      name: '',
      email: 'x',
      phone: 'x',
      mileage: 'x',
      km: null,
      kind: 1,
      consent: 'yes',
      terms: 'no',
      regNo: 1,
      extras: 'x',
      other: 1,
    }
    for (const locale of LOCALES) {
      const messages = defaultMessages(uiStrings, locale)
      const result = parseWithMessages(Lead, bad, messages, locale)
      if (result.success) throw new Error('expected a failure')
      const catalogueTexts = new Set(Object.values(messages))
      for (const [field, message] of Object.entries(result.fields))
        expect(catalogueTexts.has(message) || /\d/.test(message), `${locale} ${field}: ${message}`).toBe(true)
      if (locale !== 'en-GB')
        expect(Object.values(result.fields).join(' ')).not.toMatch(/Invalid|expected|Unrecognized/)
    }
  })

  it('lets a form describe some issues itself and leaves the rest to the catalogue', () => {
    const map = errorMap(sv, 'sv-SE', (issue) =>
      issue.path?.[0] === 'regNo' ? 'Ange ett registreringsnummer, t.ex. ABC123.' : null,
    )
    const result = Lead.safeParse({ ...valid, regNo: 'A', name: '' }, { error: map })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
    expect(messages).toEqual({ regNo: 'Ange ett registreringsnummer, t.ex. ABC123.', name: sv.required })
  })
})
