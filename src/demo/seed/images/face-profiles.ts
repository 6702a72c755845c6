import type { BodyType } from './body-types'

/**
 * Front/rear proportions in millimetres (heights shared with the side profiles).
 * Grille and lamp styles differ per class so the faces are not one template in eight colours.
 */
export type FaceProfile = {
  width: number
  /** Roof width as a fraction of body width: tumblehome makes low cars read as sporty. */
  roofW: number
  tyreW: number
  grille: 'slim' | 'wide' | 'tall' | 'sport'
  /** Tall rear glass with a wiper (hatches, estates, SUVs) or a short sloping one (saloons). */
  rearGlass: 'tall' | 'short'
  lightBar?: boolean
  exhaust: boolean
}

export const FACE_PROFILES: Record<BodyType, FaceProfile> = {
  sedan: { width: 1850, roofW: 0.7, tyreW: 235, grille: 'wide', rearGlass: 'short', exhaust: true },
  hatchback: { width: 1790, roofW: 0.74, tyreW: 215, grille: 'slim', rearGlass: 'tall', exhaust: false },
  estate: { width: 1850, roofW: 0.72, tyreW: 235, grille: 'wide', rearGlass: 'tall', exhaust: true },
  suv: { width: 1940, roofW: 0.76, tyreW: 255, grille: 'tall', rearGlass: 'tall', lightBar: true, exhaust: false },
  coupe: { width: 1880, roofW: 0.62, tyreW: 255, grille: 'sport', rearGlass: 'short', lightBar: true, exhaust: true },
  convertible: { width: 1860, roofW: 0.66, tyreW: 245, grille: 'sport', rearGlass: 'short', exhaust: true },
  van: { width: 2000, roofW: 0.88, tyreW: 225, grille: 'slim', rearGlass: 'tall', exhaust: false },
  pickup: { width: 2010, roofW: 0.78, tyreW: 265, grille: 'tall', rearGlass: 'short', exhaust: false },
}
