/**
 * What the LoggedIn and Confirmation screens show of a vehicle, its tyres and workshop (spec 2 §2.5,
 * §8 "Tread depth warning").
 */
import type { Tire, ValidatedSession, Vehicle, Wheel } from './types'

/** The searched plate's vehicle among the agreement's vehicles (the first when none matches). */
export function vehicleOf(validated: ValidatedSession | undefined, regNo: string | undefined): Vehicle | null {
  const vehicles = validated?.vehicles ?? []
  return vehicles.find((v) => v.regNo === regNo) ?? vehicles[0] ?? null
}

/** `205/55 R16`, from the parts the wheel has. */
export function tyreSize(wheel: Wheel): string {
  const width = wheel.sectionWidth ?? ''
  const ratio = wheel.aspectRatio ?? ''
  const rim = wheel.rimDiameter ?? ''
  const left = [width, ratio].filter((p) => p !== '').join('/')
  return [left, rim !== '' ? `R${rim}` : ''].filter(Boolean).join(' ')
}

/** Tyres with threadStatusId above 0 show a warning icon. */
export const hasWarning = (tire: Tire): boolean => (tire.wheel.threadStatusId ?? 0) > 0
/** Any tyre with threadStatusId 1: the card that recommends replacement. */
export const needsReplacement = (tires: readonly Tire[]): boolean => tires.some((t) => t.wheel.threadStatusId === 1)

export const formatDepth = (mm: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mm)

/** The map search link of spec 2 §2.5, built from the workshop's address. */
export const mapSearchUrl = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`

/** `tel:` without the spaces and dashes people write numbers with. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

const POSITIONS = { LF: 'positionLF', RF: 'positionRF', LR: 'positionLR', RR: 'positionRR' } as const

/** A tyre's position in words (LF, RF, LR, RR); any other code as the API sent it. */
export function positionLabel(
  code: string,
  t: Readonly<Record<(typeof POSITIONS)[keyof typeof POSITIONS], string>>,
): string {
  const key = POSITIONS[code.toUpperCase() as keyof typeof POSITIONS]
  return key ? t[key] : code
}
