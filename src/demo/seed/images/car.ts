import { BODY_TYPES, CAR_VIEWS, type BodyType, type CarView } from './body-types'
import { faceCar, faceSize } from './car-face'
import { interior } from './car-interior'
import { sideCar, sideProfile } from './car-side'
import { studioBackdrop } from './studio'
import { svgDoc, toWebp } from './svg'

export type CarImageOptions = { body: BodyType; color: string; view: CarView; width?: number; height?: number }

/** Design space shared by all car views; 3:2 like the default 1280x853 output. */
const VW = 1200
const VH = 800
const GROUND = 610
const HORIZON = 430

export function carSvg({ body, color, view, width = 1280, height = 853 }: CarImageOptions): string {
  // Seed data may come from loosely typed JSON; fail loudly rather than draw a broken car.
  if (!BODY_TYPES.includes(body)) throw new Error(`Unknown body type: ${body}`)
  if (!CAR_VIEWS.includes(view)) throw new Error(`Unknown car view: ${view}`)
  let car: { defs: string; body: string }
  switch (view) {
    case 'interior':
      // The cabin fills the frame itself, so no studio backdrop.
      car = interior(body, color)
      return svgDoc(car.body, { vw: VW, vh: VH, width, height, defs: car.defs })
    case 'front':
    case 'rear': {
      const { width: w, height: h } = faceSize(body)
      const scale = Math.min(760 / w, 460 / h)
      car = faceCar({ body, color, view, cx: VW / 2, ground: GROUND, scale, id: 'car' })
      break
    }
    case 'side': {
      const p = sideProfile(body)
      const scale = Math.min(1000 / p.length, 400 / p.height)
      car = sideCar({ body, color, x: (VW - p.length * scale) / 2, ground: GROUND, scale, id: 'car' })
    }
  }
  const studio = studioBackdrop(VW, VH, HORIZON)
  return svgDoc(studio.body + car.body, { vw: VW, vh: VH, width, height, defs: studio.defs + car.defs })
}

/** Stylised product render of a car on a studio backdrop, as WebP. */
export async function carImage(opts: CarImageOptions): Promise<Buffer> {
  return toWebp(carSvg(opts))
}
