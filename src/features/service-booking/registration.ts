/** Swedish registration numbers as the booking takes them (spec 2 §5: upper-cased, at most 6 characters). */

export const REGISTRATION_PATTERN = /^[A-Z0-9]{2,6}$/

/** Upper-cased without spaces or dashes ('abc 123' → 'ABC123'); the pattern decides if it is a plate. */
export function normaliseRegistration(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase()
}
