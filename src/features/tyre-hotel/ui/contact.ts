/**
 * The booking's contact fields and when 'Genomför bokning' is enabled (spec 2 §5 "Tire hotel, booking",
 * §9). One zod schema for the form; the same rules as plain predicates for the button.
 */
import { z } from 'zod'

/** spec 2 §5: allowed characters, an at sign, a domain and a top-level part of 2 or more characters. */
export const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/
export const MOBILE_MIN = 8
export const MOBILE_MAX = 15
export const FREE_TEXT_MAX = 500
const NAME_MAX = 100

/** spec 2 §5: only digits and plus are kept. */
export const normalizeMobile = (value: string): string => value.replace(/[^\d+]/g, '')
export const isValidMobile = (value: string): boolean => {
  const kept = normalizeMobile(value)
  return kept.length >= MOBILE_MIN && kept.length <= MOBILE_MAX
}
export const isValidEmail = (value: string): boolean => EMAIL.test(value.trim())
const filled = (value: string) => value.trim() !== ''

export type ContactValues = {
  firstName: string
  lastName: string
  phoneMobile: string
  email: string
  freeText: string
}

export const CONTACT_DEFAULTS: ContactValues = { firstName: '', lastName: '', phoneMobile: '', email: '', freeText: '' }

/** The form's schema: names required, e-mail and mobile by the rules above, the comment optional. */
export const ContactSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(NAME_MAX),
  lastName: z.string().trim().min(1).max(NAME_MAX),
  phoneMobile: z
    .string()
    .trim()
    .min(1)
    .refine(isValidMobile, { params: { key: 'invalidMobile' } })
    .transform(normalizeMobile),
  email: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine(isValidEmail, { params: { key: 'invalidEmail' } }),
  freeText: z.string().trim().max(FREE_TEXT_MAX),
})

export function contactValid(values: ContactValues): boolean {
  return (
    filled(values.firstName) &&
    filled(values.lastName) &&
    isValidMobile(values.phoneMobile) &&
    isValidEmail(values.email)
  )
}

/**
 * spec 2 §5: 'Genomför bokning' is disabled unless a date is chosen, a time is chosen when the day has
 * times, and the e-mail, mobile, first and last name are valid.
 */
export function canBook(args: {
  date: string | null
  time: string | null
  dayHasTimes: boolean
  contact: ContactValues
}): boolean {
  if (!args.date) return false
  if (args.dayHasTimes && !args.time) return false
  return contactValid(args.contact)
}
