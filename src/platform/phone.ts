/**
 * Phone numbers in the lead and booking forms (spec 1 §5, spec 2 §5). What is stored and sent follows the
 * spec: an optional plus, then 6 to 20 digits or spaces. What people type is normalised first, because
 * Swedes write "070-123 45 67", "(08) 123 45 00" or "070.123.45.67" (the sites print "08-123 45 00"
 * themselves): dashes, dots, slashes and parentheses become spaces, every kind of space one plain space.
 * One rule for every form's zod contract, server and browser; React-, Payload- and Next-free.
 */
import { z } from 'zod'

/** The spec's shape of a stored or sent number. */
export const PHONE_PATTERN = /^\+?[0-9 ]{6,20}$/

/** Separators people put between digit groups: hyphen and dash forms, dots, slashes, parentheses. */
const SEPARATORS = /[-‐‑‒–—−./()]/g
/** Any white space, including the non-breaking and narrow spaces a copied number carries. */
const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g

/** The typed number in the spec's shape where it can be: separators to spaces, spaces collapsed, trimmed. */
export function normalizePhone(value: string): string {
  return value.replace(SEPARATORS, ' ').replace(SPACES, ' ').trim().replace(/^\+ /, '+')
}

export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(normalizePhone(value))

/** What a visitor may type: room for separators around the 20 characters kept (every string bounded). */
export const PHONE_TYPED_MAX = 40
/** The longest number kept: a plus and 20 digits or spaces. */
const PHONE_MAX = 21

/**
 * A form's phone field: the visitor's text in, the normalised number out, refused (an `invalid_format`
 * issue on the field) when it still does not fit the spec's shape.
 */
export const phoneSchema = () =>
  z.string().max(PHONE_TYPED_MAX).transform(normalizePhone).pipe(z.string().regex(PHONE_PATTERN).max(PHONE_MAX))

/**
 * A stored number in E.164 (+46701234567), the SMS adapter's form: an international number as written, a national
 * one (a leading 0) in the country of `callingCode` (e.g. '46'); null when it cannot be one.
 */
export function toE164(phone: string, callingCode: string): string | null {
  const digits = normalizePhone(phone).replace(/ /g, '')
  const international = digits.startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? `+${digits.slice(2)}`
      : digits.startsWith('0')
        ? `+${callingCode}${digits.slice(1)}`
        : null
  return international && /^\+[1-9][0-9]{6,14}$/.test(international) ? international : null
}
