/**
 * Language-neutral keys for the car attributes that have a fixed vocabulary. The catalogue and the
 * generator work with these keys; the stored car carries the market-language label (labels.ts),
 * because the search facets show stored values as they are.
 */
export const BODY_KEYS = ['suv', 'sedan', 'estate', 'hatchback', 'coupe', 'convertible', 'van', 'mpv'] as const
export type BodyKey = (typeof BODY_KEYS)[number]

export const FUEL_KEYS = ['petrol', 'diesel', 'electric', 'hybrid', 'phev'] as const
export type FuelKey = (typeof FUEL_KEYS)[number]

export const GEARBOX_KEYS = ['automatic', 'manual'] as const
export type GearboxKey = (typeof GEARBOX_KEYS)[number]

export const DRIVE_KEYS = ['fwd', 'rwd', 'awd'] as const
export type DriveKey = (typeof DRIVE_KEYS)[number]

/** Kept to ten so the pre-rendered image set stays small (images.ts). */
export const COLOR_KEYS = [
  'black',
  'white',
  'silver',
  'grey',
  'darkblue',
  'blue',
  'red',
  'green',
  'beige',
  'brown',
] as const
export type ColorKey = (typeof COLOR_KEYS)[number]

/** 'LCV' (light commercial vehicle) means the car is priced without VAT (spec 1 §3). */
export const VEHICLE_TYPE_CODES = ['PC', 'LCV'] as const
export type VehicleTypeCode = (typeof VEHICLE_TYPE_CODES)[number]
