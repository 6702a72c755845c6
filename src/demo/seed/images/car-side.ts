import type { BodyType } from './body-types'
import { darken, lighten, luminance, mix } from './color'
import { SIDE_PROFILES, type SideProfile } from './side-profiles'
import { linear, n, radial, roundedPath, type Pt } from './svg'
import { wheelDef } from './wheel'

const SPOKES: Record<BodyType, number> = {
  suv: 6,
  sedan: 5,
  estate: 5,
  hatchback: 8,
  coupe: 10,
  convertible: 7,
  van: 5,
  pickup: 6,
}

export type SideCarOptions = {
  body: BodyType
  color: string
  /** Left end of the car's ground line and scale (design units per mm). */
  x: number
  ground: number
  scale: number
  /** Prefix for ids so several cars can share one SVG document. */
  id: string
  /** Drop the shadow when the scene draws its own (e.g. on a road at night). */
  shadow?: boolean
  /** Mirror horizontally so the car faces right. */
  faceRight?: boolean
}

export const sideProfile = (body: BodyType): SideProfile => SIDE_PROFILES[body]

/** Stylised side elevation: body, glass, pillars, shut lines, lights, wheels and a floor shadow. */
export function sideCar(o: SideCarOptions): { defs: string; body: string } {
  const p = SIDE_PROFILES[o.body]
  const s = o.scale
  const X = (x: number) => o.x + x * s
  const Y = (h: number) => o.ground - h * s
  const map = (pts: Pt[]): Pt[] => pts.map(([x, h, r = 0]) => [X(x), Y(h), r * s])
  const id = o.id
  const c = o.color
  const lum = luminance(c)
  // Dark paints need stronger highlights to show form; light paints need stronger shading.
  const hi = lum < 0.08 ? 0.32 : 0.2
  const lo = lum > 0.6 ? 0.28 : 0.42

  const bodyPath = roundedPath(map(p.body))
  const glassPath = p.glass.map((g) => roundedPath(map(g))).join('')
  const top = Y(p.height)
  const bottom = Y(p.sillH - 40)
  const beltF = (Y(p.beltH) - top) / (bottom - top)
  const wheelR = p.wheelR * s
  const [fa, ra] = p.axles
  const wheelY = Y(p.wheelR)

  const defs =
    `<clipPath id="${id}-clip"><path d="${bodyPath}"/></clipPath>` +
    `<clipPath id="${id}-gclip"><path d="${glassPath}"/></clipPath>` +
    linear(
      `${id}-paint`,
      [
        [0, lighten(c, hi * 0.9)],
        [Math.max(0.05, beltF - 0.12), lighten(c, hi * 0.5)],
        [beltF + 0.02, lighten(c, hi)],
        [beltF + 0.06, c],
        [Math.min(0.9, beltF + 0.3), darken(c, 0.08)],
        [1, darken(c, lo)],
      ],
      { y1: top, y2: bottom, user: true },
    ) +
    linear(
      `${id}-ends`,
      [
        [0, '#000', 0.22],
        [0.12, '#000', 0],
        [0.88, '#000', 0],
        [1, '#000', 0.26],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(`${id}-glass`, [
      [0, '#6d7a88'],
      [0.45, '#303a45'],
      [1, '#161b21'],
    ]) +
    linear(`${id}-head`, [
      [0, '#ffffff'],
      [0.6, '#d7dee6'],
      [1, '#8e99a5'],
    ]) +
    linear(`${id}-tail`, [
      [0, '#ff6b6b'],
      [0.5, '#d0161f'],
      [1, '#7a0b10'],
    ]) +
    radial(`${id}-shadow`, [
      [0, '#000', 0.5],
      [0.55, '#000', 0.22],
      [1, '#000', 0],
    ]) +
    wheelDef(
      `${id}-wheel`,
      wheelR,
      SPOKES[o.body],
      o.body === 'coupe' || o.body === 'convertible' ? '#c8202a' : '#3a3f46',
    )

  const clip = (inner: string) => `<g clip-path="url(#${id}-clip)">${inner}</g>`
  const parts: string[] = []
  const carLen = p.length * s

  if (o.shadow !== false) {
    parts.push(
      `<ellipse cx="${n(X(p.length / 2))}" cy="${n(o.ground + 2)}" rx="${n(carLen * 0.58)}" ry="${n(wheelR * 0.32)}" fill="url(#${id}-shadow)"/>`,
      `<ellipse cx="${n(X(p.length / 2))}" cy="${n(o.ground)}" rx="${n(carLen * 0.44)}" ry="${n(wheelR * 0.1)}" fill="url(#${id}-shadow)"/>`,
      ...p.axles.map(
        (a) =>
          `<ellipse cx="${n(X(a))}" cy="${n(o.ground)}" rx="${n(wheelR * 1.2)}" ry="${n(wheelR * 0.12)}" fill="url(#${id}-shadow)"/>`,
      ),
    )
  }

  if (p.open) parts.push(openCockpit(p, X, Y, s))

  // Body shell with paint gradient, then form shading clipped to it.
  // A thin darker outline keeps white cars from dissolving into the white studio.
  parts.push(
    `<path d="${bodyPath}" fill="url(#${id}-paint)" stroke="${darken(c, 0.35)}" stroke-opacity="0.6" stroke-width="${n(10 * s)}"/>`,
  )
  const shading: string[] = [
    `<rect x="${n(X(0))}" y="${n(top)}" width="${n(carLen)}" height="${n(bottom - top + 60)}" fill="url(#${id}-ends)"/>`,
    // Shoulder highlight: the crisp reflection line that makes flat fills read as painted metal.
    `<path d="M${n(X(p.axles[0] * 0.5))} ${n(Y(p.beltH - 75))}L${n(X(p.length - p.axles[0] * 0.35))} ${n(Y(p.beltH - 45))}" stroke="#ffffff" stroke-opacity="${lum > 0.7 ? 0.9 : 0.55}" stroke-width="${n(14 * s)}" fill="none"/>`,
    `<path d="M${n(X(p.axles[0] * 0.5))} ${n(Y(p.beltH - 100))}L${n(X(p.length - p.axles[0] * 0.35))} ${n(Y(p.beltH - 70))}" stroke="${darken(c, 0.3)}" stroke-opacity="0.35" stroke-width="${n(10 * s)}" fill="none"/>`,
    // Lower character line picks up the floor reflection.
    `<path d="M${n(X(fa + p.wheelR * 1.2))} ${n(Y(p.sillH + 230))}L${n(X(ra - p.wheelR * 1.2))} ${n(Y(p.sillH + 250))}" stroke="${lighten(c, 0.35)}" stroke-opacity="0.5" stroke-width="${n(8 * s)}" fill="none"/>`,
  ]
  if (p.cladding) {
    shading.push(
      `<rect x="${n(X(0))}" y="${n(Y(p.sillH + 120))}" width="${n(carLen)}" height="${n(300 * s)}" fill="#2a2d31"/>`,
      ...p.axles.map((a) => `<circle cx="${n(X(a))}" cy="${n(wheelY)}" r="${n(wheelR * 1.3)}" fill="#2a2d31"/>`),
    )
  }
  // Door shut lines and handles.
  for (const [xb, xs] of p.doors) {
    shading.push(
      `<path d="M${n(X(xb))} ${n(Y(p.beltH + 10))}Q${n(X(xs + (xb - xs) * 0.2))} ${n(Y(p.sillH + 320))} ${n(X(xs))} ${n(Y(p.sillH + 30))}" stroke="${darken(c, 0.5)}" stroke-opacity="0.75" stroke-width="${n(9 * s)}" fill="none"/>`,
    )
  }
  if (p.slideRail) {
    const [x1, x2, h] = p.slideRail
    shading.push(
      `<path d="M${n(X(x1))} ${n(Y(h))}L${n(X(x2))} ${n(Y(h))}" stroke="${darken(c, 0.5)}" stroke-width="${n(22 * s)}"/>`,
    )
  }
  if (p.bedX) {
    shading.push(
      `<path d="M${n(X(p.bedX))} ${n(Y(p.beltH + 20))}L${n(X(p.bedX))} ${n(Y(p.sillH + 30))}" stroke="${darken(c, 0.55)}" stroke-width="${n(12 * s)}"/>`,
      `<rect x="${n(X(p.bedX))}" y="${n(Y(1255))}" width="${n(carLen)}" height="${n(45 * s)}" fill="#23262a"/>`,
    )
  }
  for (const hx of p.handles) {
    shading.push(
      `<rect x="${n(X(hx))}" y="${n(Y(p.beltH - 90))}" width="${n(170 * s)}" height="${n(34 * s)}" rx="${n(17 * s)}" fill="${lighten(c, 0.18)}" stroke="${darken(c, 0.45)}" stroke-width="${n(6 * s)}"/>`,
    )
  }
  // Wheel wells: dark arches cut into the body (clipped so nothing spills below the sill).
  shading.push(
    ...p.axles.map(
      (a) =>
        `<circle cx="${n(X(a))}" cy="${n(wheelY)}" r="${n(wheelR * 1.14)}" fill="#101215" stroke="${darken(c, 0.45)}" stroke-width="${n(18 * s)}"/>`,
    ),
  )
  // Lower sill shadow and a darker bumper base anchor the car visually.
  shading.push(
    `<rect x="${n(X(0))}" y="${n(Y(p.sillH + 60))}" width="${n(carLen)}" height="${n(120 * s)}" fill="#000" opacity="0.22"/>`,
  )
  parts.push(clip(shading.join('')))

  // Glass with the black seal, a sky reflection band and the pillars.
  const gTop = Y(p.height)
  const gx = p.glass[0][0][0]
  const gBot = Y(p.beltH)
  parts.push(
    `<path d="${glassPath}" fill="url(#${id}-glass)" stroke="#15181c" stroke-width="${n(26 * s)}" stroke-linejoin="round"/>`,
    `<g clip-path="url(#${id}-gclip)">` +
      `<path d="M${n(X(gx + 500))} ${n(gTop)}L${n(X(gx + 1100))} ${n(gTop)}L${n(X(gx + 650))} ${n(gBot)}L${n(X(gx + 150))} ${n(gBot)}Z" fill="#ffffff" opacity="0.16"/>` +
      `<path d="M${n(X(gx + 1250))} ${n(gTop)}L${n(X(gx + 1450))} ${n(gTop)}L${n(X(gx + 1000))} ${n(gBot)}L${n(X(gx + 900))} ${n(gBot)}Z" fill="#ffffff" opacity="0.1"/>` +
      p.pillars
        .map(
          ([xb, xt, w]) =>
            `<path d="M${n(X(xb - w / 2))} ${n(gBot + 5)}L${n(X(xt - w / 2))} ${n(gTop)}L${n(X(xt + w / 2))} ${n(gTop)}L${n(X(xb + w / 2))} ${n(gBot + 5)}Z" fill="#15181c"/>`,
        )
        .join('') +
      `</g>`,
  )
  if (p.roofRails) {
    const [x1, x2, h] = p.roofRails
    parts.push(
      `<rect x="${n(X(x1))}" y="${n(Y(h + 55))}" width="${n((x2 - x1) * s)}" height="${n(45 * s)}" rx="${n(20 * s)}" fill="#2b2f34"/>`,
      `<rect x="${n(X(x1))}" y="${n(Y(h + 55))}" width="${n((x2 - x1) * s)}" height="${n(12 * s)}" rx="${n(6 * s)}" fill="#9aa1a8"/>`,
    )
  }

  // Mirror in body colour on a dark stalk.
  const [mx, mh] = p.mirror
  parts.push(
    `<path d="${roundedPath(
      map([
        [mx, mh - 40, 20],
        [mx + 150, mh - 30, 30],
        [mx + 160, mh + 90, 40],
        [mx + 20, mh + 100, 35],
      ]),
    )}" fill="${mix(c, '#ffffff', hi * 0.6)}" stroke="${darken(c, 0.4)}" stroke-width="${n(6 * s)}"/>`,
    `<rect x="${n(X(mx + 140))}" y="${n(Y(mh - 10))}" width="${n(110 * s)}" height="${n(40 * s)}" fill="#1a1d21"/>`,
  )

  // Lights.
  parts.push(
    `<path d="${roundedPath(map(p.head))}" fill="url(#${id}-head)" stroke="#2f353b" stroke-width="${n(10 * s)}"/>`,
    `<path d="${roundedPath(
      map(
        p.head
          .slice(0, 2)
          .map(([x, h]) => [x, h - 25, 10] as Pt)
          .concat(
            p.head
              .slice(0, 2)
              .reverse()
              .map(([x, h]) => [x, h - 55, 10] as Pt),
          ),
      ),
    )}" fill="#eaf6ff"/>`,
    `<path d="${roundedPath(map(p.tail))}" fill="url(#${id}-tail)" stroke="#3a0a0c" stroke-width="${n(10 * s)}"/>`,
  )
  // Lower front intake and rear reflector, in dark trim.
  parts.push(
    `<path d="${roundedPath(
      map([
        [30, 430, 40],
        [420, 450, 40],
        [400, 300, 40],
        [90, 280, 40],
      ]),
    )}" fill="#1c1f23" opacity="0.85"/>`,
    `<rect x="${n(X(p.length - 260))}" y="${n(Y(p.sillH + 240))}" width="${n(230 * s)}" height="${n(40 * s)}" rx="${n(15 * s)}" fill="#5a0e12"/>`,
  )

  // Wheels last so tyres overlap the arch lip.
  for (const a of p.axles) parts.push(`<use href="#${id}-wheel" transform="translate(${n(X(a))} ${n(wheelY)})"/>`)

  let body = parts.join('')
  if (o.faceRight) body = `<g transform="translate(${n(2 * o.x + carLen)} 0) scale(-1 1)">${body}</g>`
  return { defs, body }
}

/** Seats and windscreen-top details seen over the doors of a convertible. */
function openCockpit(p: SideProfile, X: (x: number) => number, Y: (h: number) => number, s: number): string {
  const seat = (x: number) =>
    `<path d="${roundedPath([
      [X(x), Y(p.beltH - 50), 0],
      [X(x + 40), Y(p.beltH + 330), 60 * s],
      [X(x + 230), Y(p.beltH + 340), 60 * s],
      [X(x + 240), Y(p.beltH - 50), 0],
    ])}" fill="#2a2420"/>`
  return (
    seat(2850) +
    seat(3450) +
    `<ellipse cx="${n(X(2420))}" cy="${n(Y(p.beltH + 90))}" rx="${n(40 * s)}" ry="${n(170 * s)}" fill="none" stroke="#1d1f22" stroke-width="${n(40 * s)}" transform="rotate(-25 ${n(X(2420))} ${n(Y(p.beltH + 90))})"/>` +
    `<rect x="${n(X(3750))}" y="${n(Y(p.beltH + 90))}" width="${n(420 * s)}" height="${n(140 * s)}" rx="${n(70 * s)}" fill="#1d1f22"/>`
  )
}
