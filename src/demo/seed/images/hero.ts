import { createRng } from '@/demo/random'
import type { BodyType } from './body-types'
import { sideCar } from './car-side'
import { mix } from './color'
import { SKIES, TIMES, coast, guardrail, mountains, skyAndSun, skyDefs, skyline } from './scenery'
import { linear, svgDoc, toWebp } from './svg'

export type HeroImageOptions = { theme: string; seed: number; width?: number; height?: number }

const VW = 1920
const VH = 800
const HORIZON = 520
const ROAD_TOP = 640
const HERO_BODIES: BodyType[] = ['coupe', 'sedan', 'suv', 'estate', 'convertible']

/** Wide marketing banner: sky by time of day, mountains/city/coast, a road and a car in the brand accent colour. */
export function heroSvg({ theme, seed, width = 1920, height = 800 }: HeroImageOptions): string {
  const rng = createRng(seed)
  const time = TIMES[seed % TIMES.length]
  const sky = SKIES[time]
  const scene = (['mountains', 'city', 'coast'] as const)[Math.floor(seed / TIMES.length) % 3]
  const sunX = VW * (0.15 + rng.next() * 0.7)
  const sunY = time === 'day' ? 120 + rng.next() * 120 : HORIZON - 40 - rng.next() * 60

  const defs =
    skyDefs('h', sky, HORIZON / VH) +
    linear('h-ground', [
      [0, mix(sky.horizon, sky.dark, 0.85)],
      [1, mix(sky.dark, '#000000', 0.4)],
    ]) +
    linear('h-road', [
      [0, '#3a3d42'],
      [1, '#1d1f22'],
    ]) +
    linear(
      'h-fade',
      [
        [0, '#000000', 0.38],
        [0.45, '#000000', 0],
      ],
      { x2: 1, y2: 0 },
    )

  const p: string[] = [skyAndSun('h', VW, VH, sunX, sunY, time === 'day' ? 40 : 70)]
  if (scene === 'mountains') p.push(mountains(rng, VW, HORIZON, sky))
  else if (scene === 'city') p.push(skyline(rng, VW, HORIZON, sky, time !== 'day'))
  else p.push(coast(rng, 'h', VW, HORIZON, ROAD_TOP, sky, sunX))
  // Verge (a beach strip on the coast), then the road with edge lines and a dashed centre line.
  const groundY = scene === 'coast' ? ROAD_TOP - 20 : HORIZON
  p.push(
    `<rect x="0" y="${groundY}" width="${VW}" height="${VH - groundY}" fill="url(#h-ground)"/>`,
    guardrail(VW, ROAD_TOP, mix(sky.horizon, '#8a8f96', 0.6)),
    `<rect x="0" y="${ROAD_TOP}" width="${VW}" height="${VH - ROAD_TOP - 40}" fill="url(#h-road)"/>`,
    `<rect x="0" y="${ROAD_TOP + 6}" width="${VW}" height="4" fill="#e8e8e0" opacity="0.8"/>`,
    `<rect x="0" y="${VH - 56}" width="${VW}" height="4" fill="#e8e8e0" opacity="0.8"/>`,
    `<path d="M0 ${ROAD_TOP + 58}H${VW}" stroke="#f2d16b" stroke-width="5" stroke-dasharray="60 50" stroke-dashoffset="${rng.int(0, 110)}"/>`,
  )
  // The car: brand accent paint, placed on the right so a headline can sit on the left.
  const body = HERO_BODIES[rng.int(0, HERO_BODIES.length - 1)]
  // Real-world scale: an SUV is visibly bigger than a coupe.
  const scale = 0.13
  const car = sideCar({
    body,
    color: theme,
    x: VW * (0.52 + rng.next() * 0.08),
    ground: ROAD_TOP + 95,
    scale,
    id: 'hc',
    faceRight: rng.chance(0.5),
  })
  p.push(car.body, `<rect width="${VW}" height="${VH}" fill="url(#h-fade)"/>`)
  return svgDoc(p.join(''), { vw: VW, vh: VH, width, height, defs: defs + car.defs })
}

export async function heroImage(opts: HeroImageOptions): Promise<Buffer> {
  return toWebp(heroSvg(opts))
}
