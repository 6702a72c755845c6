/**
 * Registration numbers and mobile numbers of the tyre hotel, as pure rules (spec 2 §5 "Tire hotel,
 * search and code", §9): one spelling per plate and per phone, and the masked number the Login
 * screen shows.
 */

/** Spec 2 §9: "Registration number: at most 7 characters, at least 2 to continue." */
export const PLATE_MIN = 2
export const PLATE_MAX = 7

/** Spec 2 §5: "spaces removed, uppercase forced, at most 7 characters". Letters include Å, Ä, Ö. */
export function normalizePlate(input: string): string | null {
  const plate = input.replace(/\s+/g, '').toUpperCase()
  return plate.length >= PLATE_MIN && plate.length <= PLATE_MAX && /^[A-Z0-9ÅÄÖÆØÜ]+$/.test(plate) ? plate : null
}

/**
 * A Swedish mobile number in E.164 (+46701740605), the SMS adapter's format: accepts 07x…, 0046…, +46…
 * with spaces, dashes or brackets. Spec 2 §5/§9: 8 to 15 characters of digits and plus once cleaned.
 */
export function normalizeMobile(input: string): string | null {
  const kept = input.replace(/[^\d+]/g, '')
  if (kept.length < 8 || kept.length > 15 || kept.lastIndexOf('+') > 0) return null
  const international = kept.startsWith('+')
    ? kept
    : kept.startsWith('00')
      ? `+${kept.slice(2)}`
      : kept.startsWith('0')
        ? `+46${kept.slice(1)}`
        : null
  return international && /^\+[1-9]\d{6,14}$/.test(international) ? international : null
}

/** How many trailing digits the masked number shows ("at most the last 2–3 digits"). */
export const SHOWN_DIGITS = 2

/** The mobile number with all but its last two digits hidden, e.g. "*** *** ** 05"; nothing else of it leaks (not even its length). */
export function obfuscatePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `*** *** ** ${digits.slice(-SHOWN_DIGITS)}`
}
