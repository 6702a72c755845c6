import { mix } from './color'
import type { Rng } from '@/demo/random'
import { linear, n, radial, roundedPath, type Pt } from './svg'

/** Landscape building blocks shared by the hero and editorial images. */

export const TIMES = ['dawn', 'day', 'dusk'] as const
export type TimeOfDay = (typeof TIMES)[number]

export type Sky = { top: string; mid: string; horizon: string; sun: string; dark: string }

export const SKIES: Record<TimeOfDay, Sky> = {
  dawn: { top: '#2f3f6e', mid: '#c98fa6', horizon: '#ffd9a8', sun: '#fff1c9', dark: '#2a2840' },
  day: { top: '#2f6fc4', mid: '#8ec0ee', horizon: '#e8f3fb', sun: '#fffbea', dark: '#27405a' },
  dusk: { top: '#1a1c3a', mid: '#7a3f78', horizon: '#f39a5b', sun: '#ffd27a', dark: '#1c1628' },
}

export function skyDefs(id: string, sky: Sky, horizonF: number): string {
  return (
    linear(`${id}-sky`, [
      [0, sky.top],
      [horizonF * 0.6, sky.mid],
      [horizonF, sky.horizon],
    ]) +
    radial(`${id}-sun`, [
      [0, sky.sun, 1],
      [0.12, sky.sun, 0.95],
      [0.3, sky.sun, 0.35],
      [1, sky.sun, 0],
    ])
  )
}

export function skyAndSun(id: string, w: number, h: number, sunX: number, sunY: number, sunR: number): string {
  return (
    `<rect width="${w}" height="${h}" fill="url(#${id}-sky)"/>` +
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 4)}" fill="url(#${id}-sun)"/>`
  )
}

/** Ridge line across the width: alternating peaks and saddles, corners slightly rounded so they read as rock, not zigzag. */
export function ridge(
  rng: Rng,
  w: number,
  base: number,
  amp: number,
  step: number,
  fill: string,
  bottom: number,
): string {
  const pts: Pt[] = [[-step, bottom, 0]]
  let peak = rng.chance(0.5)
  for (let x = -step; x <= w + step; x += step * (0.5 + rng.next() * 0.7)) {
    const k = peak ? 0.55 + rng.next() * 0.45 : 0.1 + rng.next() * 0.35
    pts.push([x, base - amp * k, peak ? 18 : 60])
    peak = !peak
  }
  pts.push([w + step, bottom, 0])
  return `<path d="${roundedPath(pts)}" fill="${fill}"/>`
}

/** Soft rolling hills (wide smooth curves) for calmer compositions. */
export function hills(rng: Rng, w: number, base: number, amp: number, fill: string, bottom: number): string {
  let d = `M0 ${n(bottom)}L0 ${n(base - amp * rng.next())}`
  const seg = w / (2 + rng.int(0, 2))
  for (let x = 0; x < w; x += seg) {
    d += `C${n(x + seg * 0.35)} ${n(base - amp * rng.next())} ${n(x + seg * 0.65)} ${n(base - amp * rng.next())} ${n(x + seg)} ${n(base - amp * rng.next())}`
  }
  return `<path d="${d}L${n(w)} ${n(bottom)}Z" fill="${fill}"/>`
}

/** Mountain range in three layers fading into the horizon haze (atmospheric perspective). */
export function mountains(rng: Rng, w: number, horizon: number, sky: Sky): string {
  return [0.3, 0.55, 0.8]
    .map((t, i) =>
      ridge(rng, w, horizon + i * 14, 300 - i * 90, 150 + i * 70, mix(sky.horizon, sky.dark, t), horizon + 200),
    )
    .join('')
}

/** City skyline: two rows of towers, windows on the near row. */
export function skyline(rng: Rng, w: number, horizon: number, sky: Sky, lit: boolean): string {
  const out: string[] = []
  for (const [layer, t, maxH] of [
    [0, 0.35, 200],
    [1, 0.7, 280],
  ] as const) {
    let x = -20
    while (x < w) {
      const bw = 40 + rng.int(0, 70)
      const bh = 50 + rng.next() * maxH
      const color = mix(sky.horizon, sky.dark, t)
      out.push(`<rect x="${n(x)}" y="${n(horizon - bh)}" width="${bw}" height="${n(bh + 200)}" fill="${color}"/>`)
      if (rng.chance(0.15))
        out.push(`<rect x="${n(x + bw / 2 - 2)}" y="${n(horizon - bh - 40)}" width="4" height="40" fill="${color}"/>`)
      if (layer === 1) {
        // Warm lit windows after dark; faint sky reflections by day so towers are not flat slabs.
        const [fill, odds, alpha] = lit ? ['#ffd98a', 0.28, 0.85] : ['#dbe8f3', 0.5, 0.22]
        for (let wy = horizon - bh + 12; wy < horizon - 8; wy += 16) {
          for (let wx = x + 8; wx < x + bw - 10; wx += 14) {
            if (rng.chance(odds))
              out.push(`<rect x="${n(wx)}" y="${n(wy)}" width="6" height="8" fill="${fill}" opacity="${alpha}"/>`)
          }
        }
      }
      x += bw + rng.int(0, 12)
    }
  }
  return out.join('')
}

/** Coastline: sea reflecting the sky, a sun glitter path and a headland on one side. */
export function coast(
  rng: Rng,
  id: string,
  w: number,
  horizon: number,
  bottom: number,
  sky: Sky,
  sunX: number,
): string {
  const left = rng.chance(0.5)
  const cliffW = w * (0.25 + rng.next() * 0.15)
  // Draw the headland on the left, mirror it when it belongs on the right.
  const cliff = `M0 ${n(bottom)}L0 ${n(horizon - 120 - rng.next() * 80)}C${n(cliffW * 0.4)} ${n(horizon - 170)} ${n(cliffW * 0.85)} ${n(horizon - 60)} ${n(cliffW * 1.1)} ${n(bottom)}Z`
  const flip = left ? '' : ` transform="translate(${w} 0) scale(-1 1)"`
  const defs = linear(`${id}-sea`, [
    [0, mix(sky.horizon, sky.mid, 0.4)],
    [1, mix(sky.top, sky.dark, 0.4)],
  ])
  return (
    `<defs>${defs}</defs>` +
    `<rect x="0" y="${n(horizon)}" width="${w}" height="${n(bottom - horizon)}" fill="url(#${id}-sea)"/>` +
    Array.from({ length: 14 }, (_, i) => {
      const y = horizon + 6 + i * i * 2.2
      const half = 20 + i * 9
      return `<rect x="${n(sunX - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(2 + i * 0.4)}" fill="${sky.sun}" opacity="${n(0.6 - i * 0.035)}"/>`
    }).join('') +
    `<ellipse cx="${n(left ? w * 0.75 : w * 0.2)}" cy="${n(horizon)}" rx="${n(90 + rng.next() * 60)}" ry="14" fill="${mix(sky.horizon, sky.dark, 0.45)}"/>` +
    `<path d="${cliff}" fill="${mix(sky.horizon, sky.dark, 0.75)}"${flip}/>`
  )
}

/** Roadside crash barrier: a rail on evenly spaced posts, drawn just above the road edge. */
export function guardrail(w: number, y: number, color: string): string {
  const posts = Array.from({ length: Math.ceil(w / 90) + 1 }, (_, i) => `M${i * 90 + 20} ${y - 28}v30`).join('')
  return `<path d="${posts}" stroke="${color}" stroke-width="6"/><rect x="0" y="${y - 32}" width="${w}" height="10" fill="${color}"/>`
}
