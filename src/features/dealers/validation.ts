import type { TextFieldSingleValidation } from 'payload'
import { type AdminText, inAdminLanguage } from '@/cms/admin-languages'
import { DEALER_TEXTS } from './labels'

/**
 * Field rules for dealer sites, written once and used by the Payload collection, the zod schema
 * and the tests. Plain functions (no Payload runtime import) so they also run in the browser.
 */

/** Spec 1 §5: optional plus sign, digits and spaces, 6 to 20 characters (the plus counts). */
export const PHONE_PATTERN = /^(?=.{6,20}$)\+?[0-9 ]+$/

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim())
}

/** URL segment of the site detail page (spec 1 §2 "Site detail": a segment then a slug). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidSlug(value: string): boolean {
  return SLUG_PATTERN.test(value)
}

/** 'lat,lng' in decimal degrees, the shape the search record and the map both read. */
export const GEOCOORD_PATTERN = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/

export type LatLng = { lat: number; lng: number }

/** Parses a site_geocoord; null when malformed or out of range, so callers can fall back (spec 1 §7 default centre). */
export function parseGeocoord(value: string | null | undefined): LatLng | null {
  const match = value ? GEOCOORD_PATTERN.exec(value) : null
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng }
}

export function formatGeocoord({ lat, lng }: LatLng): string {
  // Five decimals is about a metre: enough for a map pin, short in the search record.
  return `${lat.toFixed(5)},${lng.toFixed(5)}`
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

// A custom Payload validate replaces the built-in one, so each of these also enforces `required`.

/** A message in the editor's admin language (English without a request, as in the zod schema's tests). */
const say = (text: AdminText, req: { i18n?: { language?: string } } | undefined) =>
  inAdminLanguage(text, req?.i18n?.language)

export const validatePhone: TextFieldSingleValidation = (value, { required, req }) => {
  if (isEmpty(value)) return required ? say(DEALER_TEXTS.phoneRequired, req) : true
  return isValidPhone(String(value)) || say(DEALER_TEXTS.phoneFormat, req)
}

export const validateGeocoord: TextFieldSingleValidation = (value, { required, req }) => {
  if (isEmpty(value)) return required ? say(DEALER_TEXTS.positionRequired, req) : true
  return parseGeocoord(String(value)) !== null || say(DEALER_TEXTS.positionFormat, req)
}

export const validateSlug: TextFieldSingleValidation = (value, { required, req }) => {
  if (isEmpty(value)) return required ? say(DEALER_TEXTS.slugRequired, req) : true
  return isValidSlug(String(value)) || say(DEALER_TEXTS.slugFormat, req)
}
