import { createRng } from '@/demo/random'
import { BODY_TYPES } from './body-types'
import { sideCar } from './car-side'
import { contrastText, darken, lighten, mix } from './color'
import { SKIES, hills, skyDefs } from './scenery'
import { FONT, esc, linear, n, svgDoc, toWebp } from './svg'
import { textWidth } from './text-width'

export type DealerImageOptions = { name: string; seed: number; width?: number; height?: number }

const VW = 1280
const VH = 720
const BASE = 520
const BRAND_COLORS = ['#0b3d91', '#c8102e', '#00594f', '#1d1f24', '#7a1f2b', '#0072ce', '#e35205', '#2d6a4f']
const CAR_COLORS = ['#f2f2f2', '#1a1a1a', '#9aa3ad', '#1f4e8c', '#b3121b', '#3b4a5a', '#6b7b5e', '#e0a100']

/** Dealership facade: glass showroom with lit interior, name on the fascia, workshop bays, pylon and parked stock. */
export function dealerSvg({ name, seed, width = 1280, height = 720 }: DealerImageOptions): string {
  const rng = createRng(seed)
  const brand = BRAND_COLORS[seed % BRAND_COLORS.length]
  const dusk = seed % 4 === 3
  const sky = dusk ? SKIES.dusk : SKIES.day
  const glassTop = dusk ? '#ffe7b8' : '#a9c6df'
  const glassBot = dusk ? '#c98a4a' : '#34424f'

  const defs =
    skyDefs('d', sky, 0.7) +
    linear('d-glass', [
      [0, glassTop],
      [0.55, mix(glassTop, glassBot, 0.6)],
      [1, glassBot],
    ]) +
    linear('d-pave', [
      [0, '#c9ccd0'],
      [1, '#9fa4aa'],
    ]) +
    linear('d-clad', [
      [0, '#eef0f2'],
      [1, '#c9cdd2'],
    ]) +
    linear('d-door', [
      [0, '#d7dadd'],
      [1, '#aeb3b9'],
    ])
  const p: string[] = [`<rect width="${VW}" height="${VH}" fill="url(#d-sky)"/>`]
  // Clouds by day, and a tree line behind the building.
  if (!dusk) {
    for (let i = 0; i < 4; i++) {
      const cx = rng.next() * VW
      const cy = 50 + rng.next() * 90
      p.push(
        `<g fill="#ffffff" opacity="0.75"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(70 + rng.next() * 50)}" ry="18"/><ellipse cx="${n(cx + 30)}" cy="${n(cy - 14)}" rx="40" ry="20"/></g>`,
      )
    }
  }
  p.push(hills(rng, VW, 420, 60, mix(sky.horizon, '#2f4a38', dusk ? 0.9 : 0.75), BASE))
  for (let x = 0; x < VW; x += 38 + rng.next() * 30) {
    const r = 30 + rng.next() * 28
    p.push(
      `<circle cx="${n(x)}" cy="${n(BASE - 60 - rng.next() * 50)}" r="${n(r)}" fill="${mix('#2f5d3a', sky.dark, dusk ? 0.6 : 0.15 + rng.next() * 0.2)}"/>`,
    )
  }

  // Workshop block on the right: clad panels and roller doors.
  const wx = 820
  p.push(
    `<rect x="${wx}" y="200" width="320" height="${BASE - 200}" fill="url(#d-clad)"/>`,
    ...Array.from(
      { length: 8 },
      (_, i) => `<rect x="${wx + 40 * i}" y="200" width="1.5" height="${BASE - 200}" fill="#b5bac0"/>`,
    ),
  )
  for (const dx of [30, 180]) {
    p.push(
      `<rect x="${wx + dx}" y="350" width="120" height="${BASE - 350}" fill="url(#d-door)" stroke="#8c9299" stroke-width="3"/>`,
    )
    for (let y = 362; y < BASE; y += 12)
      p.push(`<rect x="${wx + dx}" y="${y}" width="120" height="1.5" fill="#8f959c"/>`)
  }
  // Service panel with a language-neutral gear icon (sites are multilingual).
  const teeth = Array.from(
    { length: 8 },
    (_, i) => `<rect x="-4" y="-17" width="8" height="8" transform="rotate(${i * 45})"/>`,
  ).join('')
  p.push(
    `<rect x="${wx + 20}" y="250" width="280" height="44" rx="4" fill="${darken(brand, 0.15)}" opacity="0.9"/>`,
    `<g transform="translate(${wx + 160} 272)" fill="#ffffff">${teeth}<circle r="12"/><circle r="5" fill="${darken(brand, 0.15)}"/></g>`,
  )

  // Showroom: glass curtain wall, interior hints, mullions, reflections.
  const sx = 110
  const sw = wx - sx
  const top = 225
  p.push(`<rect x="${sx}" y="${top}" width="${sw}" height="${BASE - top}" fill="url(#d-glass)"/>`)
  for (let x = sx + 40; x < sx + sw - 20; x += 70)
    p.push(`<ellipse cx="${x}" cy="${top + 22}" rx="18" ry="4" fill="#ffffff" opacity="${dusk ? 0.95 : 0.6}"/>`)
  // Display cars inside, dimmed by the glass.
  for (const [i, cx] of [sx + 60, sx + 380].entries()) {
    const body = BODY_TYPES[(seed + i * 3) % BODY_TYPES.length]
    const car = sideCar({
      body,
      color: CAR_COLORS[(seed + i) % CAR_COLORS.length],
      x: cx,
      ground: BASE - 8,
      scale: 0.044,
      id: `di${i}`,
      faceRight: i === 1,
    })
    p.push(`<defs>${car.defs}</defs><g opacity="${dusk ? 0.8 : 0.45}">${car.body}</g>`)
  }
  const cols = Math.round(sw / 100)
  for (let i = 0; i <= cols; i++)
    p.push(`<rect x="${n(sx + (sw / cols) * i - 3)}" y="${top}" width="6" height="${BASE - top}" fill="#3a3f46"/>`)
  p.push(`<rect x="${sx}" y="${top + 150}" width="${sw}" height="5" fill="#3a3f46"/>`)
  p.push(
    `<path d="M${sx + 60} ${top}L${sx + 170} ${top}L${sx + 40} ${BASE}L${sx - 70} ${BASE}Z" fill="#ffffff" opacity="0.12"/>`,
    `<path d="M${sx + 420} ${top}L${sx + 480} ${top}L${sx + 360} ${BASE}L${sx + 300} ${BASE}Z" fill="#ffffff" opacity="0.1"/>`,
  )
  // Entrance portal in brand colour with sliding doors.
  const ex = sx + 250 + rng.int(0, 120)
  p.push(
    `<rect x="${ex}" y="${top - 10}" width="150" height="${BASE - top + 10}" fill="none" stroke="${brand}" stroke-width="18"/>`,
    `<rect x="${ex + 15}" y="${BASE - 150}" width="120" height="150" fill="${dusk ? '#ffefcf' : '#5c6e7e'}" opacity="0.8"/>`,
    `<rect x="${ex + 73}" y="${BASE - 150}" width="4" height="150" fill="#3a3f46"/>`,
  )

  // Fascia with the dealer name, sized from measured glyph widths so long names still fit.
  const fy = 150
  const fh = 75
  p.push(
    `<rect x="${sx - 20}" y="${fy}" width="${sw + 20 + 320 + 10}" height="${fh}" fill="${brand}"/>`,
    `<rect x="${sx - 20}" y="${fy}" width="${sw + 350}" height="6" fill="${lighten(brand, 0.3)}"/>`,
  )
  const label = name.toUpperCase()
  const avail = sw + 330 - 150
  const size = Math.min(40, avail / (textWidth(label, 1) + 0.1 * Math.max(0, label.length - 1)))
  p.push(
    `<circle cx="${sx + 30}" cy="${fy + fh / 2 + 3}" r="24" fill="none" stroke="${contrastText(brand)}" stroke-width="4"/>`,
    `<text x="${sx + 30}" y="${n(fy + fh / 2 + 12)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="24" fill="${contrastText(brand)}">${esc(label.slice(0, 1))}</text>`,
    `<text x="${sx + 80}" y="${n(fy + fh / 2 + 3 + size * 0.36)}" font-family="${FONT}" font-weight="700" font-size="${n(size)}" letter-spacing="${n(size * 0.1)}" fill="${contrastText(brand)}">${esc(label)}</text>`,
  )

  // Pylon beside the building.
  p.push(
    `<rect x="1170" y="180" width="64" height="${BASE + 40 - 180}" rx="4" fill="${brand}"/>`,
    `<circle cx="1202" cy="230" r="22" fill="none" stroke="${contrastText(brand)}" stroke-width="4"/>`,
    `<text x="1202" y="239" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="22" fill="${contrastText(brand)}">${esc(label.slice(0, 1))}</text>`,
    `<rect x="1182" y="280" width="40" height="6" fill="${contrastText(brand)}" opacity="0.7"/>`,
  )

  // Forecourt paving, kerb, bay lines and parked cars.
  p.push(
    `<rect x="0" y="${BASE}" width="${VW}" height="${VH - BASE}" fill="url(#d-pave)"/>`,
    `<rect x="0" y="${BASE}" width="${VW}" height="8" fill="#7d8289"/>`,
    ...Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${60 + i * 150} ${VH}L${120 + i * 150} ${BASE + 60}" stroke="#ffffff" stroke-width="5" opacity="0.7"/>`,
    ),
  )
  for (let i = 0; i < 3; i++) {
    const body = BODY_TYPES[rng.int(0, BODY_TYPES.length - 1)]
    const car = sideCar({
      body,
      color: CAR_COLORS[rng.int(0, CAR_COLORS.length - 1)],
      x: 50 + i * 420 + rng.int(0, 40),
      ground: 690,
      scale: 0.068,
      id: `dp${i}`,
      faceRight: rng.chance(0.5),
    })
    p.push(`<defs>${car.defs}</defs>${car.body}`)
  }
  return svgDoc(p.join(''), { vw: VW, vh: VH, width, height, defs })
}

export async function dealerImage(opts: DealerImageOptions): Promise<Buffer> {
  return toWebp(dealerSvg(opts))
}
