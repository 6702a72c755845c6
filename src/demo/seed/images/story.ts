import { createRng } from '@/demo/random'
import { mix } from './color'
import { hills } from './scenery'
import { hashString, linear, n, svgDoc, toWebp } from './svg'

export type StoryImageOptions = { title: string; seed: number; width?: number; height?: number }

const VW = 1280
const VH = 720
const HORIZON = 380

/** Flat editorial palettes: sky top/bottom, sun, four land layers from far to near, road, accent car. */
const PALETTES = [
  {
    sky: ['#f7c873', '#fbe3b0'],
    sun: '#fff4d6',
    land: ['#e9a26b', '#d97a4e', '#a24d3a', '#5b2a2e'],
    road: '#2b2024',
    car: '#e63946',
  },
  {
    sky: ['#9fd3e6', '#e4f4f7'],
    sun: '#ffffff',
    land: ['#9cc5a1', '#6fa287', '#3f7d6a', '#1f4e4a'],
    road: '#24313a',
    car: '#f4a261',
  },
  {
    sky: ['#2c2a4a', '#b56576'],
    sun: '#ffcdb2',
    land: ['#6d597a', '#4f3b5e', '#35284a', '#1d1530'],
    road: '#120d1d',
    car: '#ffb4a2',
  },
  {
    sky: ['#d8e2dc', '#fbf6ef'],
    sun: '#ffe5d9',
    land: ['#c9b79c', '#a68a64', '#6b705c', '#3a3d33'],
    road: '#26271f',
    car: '#1d3557',
  },
  {
    sky: ['#355070', '#eaac8b'],
    sun: '#ffd6a5',
    land: ['#6d597a', '#b56576', '#e56b6f', '#3c2a3a'],
    road: '#1c1420',
    car: '#ffd166',
  },
  {
    sky: ['#0b132b', '#3a506b'],
    sun: '#f1f5f9',
    land: ['#3a506b', '#2b3d55', '#1c2541', '#0b132b'],
    road: '#070b18',
    car: '#5bc0be',
  },
] as const

/** Abstract editorial scene: flat layered landscape with a road winding to the horizon and a small car on it. */
export function storySvg({ title, seed, width = 1280, height = 720 }: StoryImageOptions): string {
  const rng = createRng((hashString(title) ^ Math.imul(seed, 0x9e3779b1)) >>> 0)
  const pal = PALETTES[(seed + hashString(title)) % PALETTES.length]
  const defs =
    linear('s-sky', [
      [0, pal.sky[0]],
      [1, pal.sky[1]],
    ]) +
    linear('s-road', [
      [0, mix(pal.road, pal.sky[1], 0.15)],
      [1, mix(pal.road, pal.sky[1], 0.3)],
    ])
  const p: string[] = [`<rect width="${VW}" height="${VH}" fill="url(#s-sky)"/>`]
  const sunX = 200 + rng.next() * 880
  p.push(
    `<circle cx="${n(sunX)}" cy="${n(HORIZON - 80 - rng.next() * 120)}" r="${n(70 + rng.next() * 60)}" fill="${pal.sun}"/>`,
  )
  // Stylised cloud strokes.
  for (let i = 0; i < 3; i++) {
    const x = rng.next() * VW
    const y = 60 + rng.next() * 160
    p.push(
      `<path d="M${n(x)} ${n(y)}h${n(120 + rng.next() * 160)}" stroke="${pal.sun}" stroke-width="${n(10 + rng.next() * 8)}" stroke-linecap="round" opacity="0.7"/>`,
    )
  }
  pal.land.forEach((c, i) => p.push(hills(rng, VW, HORIZON + i * 70, 120 - i * 15, c, VH)))

  // Road: sample a cubic centre line from the foreground to a vanishing point, width shrinking with distance.
  const x0 = VW * (0.35 + rng.next() * 0.3)
  const vx = VW * (0.25 + rng.next() * 0.5)
  // Moderate control offsets keep the road climbing the frame instead of folding sideways.
  const c1 = x0 + (rng.next() - 0.5) * 500
  const c2 = vx + (rng.next() - 0.5) * 400
  const vy = HORIZON + 80
  const at = (t: number) => {
    const u = 1 - t
    const x = u * u * u * x0 + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * vx
    const y = VH + 10 - (VH + 10 - vy) * (1 - (1 - t) ** 1.6)
    return { x, y, w: 230 * (1 - t) ** 1.5 + 1.5 }
  }
  const steps = 40
  const left: string[] = []
  const right: string[] = []
  for (let i = 0; i <= steps; i++) {
    const { x, y, w } = at(i / steps)
    left.push(`${n(x - w)} ${n(y)}`)
    right.unshift(`${n(x + w)} ${n(y)}`)
  }
  p.push(
    `<path d="M${left.join('L')}L${right.join('L')}Z" fill="url(#s-road)"/>`,
    `<path d="M${left.join('L')}M${right.join('L')}" fill="none" stroke="${pal.sun}" stroke-width="2" opacity="0.5"/>`,
  )
  // Centre dashes get shorter towards the horizon because they are sampled in road-length steps.
  for (let i = 0; i < steps - 4; i += 2) {
    const a = at(i / steps)
    const b = at((i + 1) / steps)
    p.push(
      `<path d="M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}" stroke="${pal.sun}" stroke-width="${n(Math.max(1, a.w * 0.04))}" opacity="0.85"/>`,
    )
  }
  // A small car seen from behind, sized by its distance along the road.
  const t = 0.3 + rng.next() * 0.15
  const { x, y, w } = at(t)
  const cw = w * 0.7
  const ch = cw * 0.55
  p.push(
    `<ellipse cx="${n(x + w * 0.3)}" cy="${n(y)}" rx="${n(cw * 0.6)}" ry="${n(ch * 0.12)}" fill="#000" opacity="0.3"/>`,
    `<rect x="${n(x + w * 0.3 - cw / 2)}" y="${n(y - ch * 0.62)}" width="${n(cw)}" height="${n(ch * 0.5)}" rx="${n(ch * 0.12)}" fill="${pal.car}"/>`,
    `<path d="M${n(x + w * 0.3 - cw * 0.38)} ${n(y - ch * 0.6)}L${n(x + w * 0.3 - cw * 0.28)} ${n(y - ch)}L${n(x + w * 0.3 + cw * 0.28)} ${n(y - ch)}L${n(x + w * 0.3 + cw * 0.38)} ${n(y - ch * 0.6)}Z" fill="${pal.car}"/>`,
    `<path d="M${n(x + w * 0.3 - cw * 0.3)} ${n(y - ch * 0.64)}L${n(x + w * 0.3 - cw * 0.23)} ${n(y - ch * 0.93)}L${n(x + w * 0.3 + cw * 0.23)} ${n(y - ch * 0.93)}L${n(x + w * 0.3 + cw * 0.3)} ${n(y - ch * 0.64)}Z" fill="${pal.road}" opacity="0.75"/>`,
    `<rect x="${n(x + w * 0.3 - cw * 0.45)}" y="${n(y - ch * 0.45)}" width="${n(cw * 0.18)}" height="${n(ch * 0.08)}" fill="#ff3b3b"/>`,
    `<rect x="${n(x + w * 0.3 + cw * 0.27)}" y="${n(y - ch * 0.45)}" width="${n(cw * 0.18)}" height="${n(ch * 0.08)}" fill="#ff3b3b"/>`,
    `<rect x="${n(x + w * 0.3 - cw * 0.42)}" y="${n(y - ch * 0.14)}" width="${n(cw * 0.14)}" height="${n(ch * 0.14)}" fill="#111"/>`,
    `<rect x="${n(x + w * 0.3 + cw * 0.28)}" y="${n(y - ch * 0.14)}" width="${n(cw * 0.14)}" height="${n(ch * 0.14)}" fill="#111"/>`,
  )
  return svgDoc(p.join(''), { vw: VW, vh: VH, width, height, defs })
}

export async function storyImage(opts: StoryImageOptions): Promise<Buffer> {
  return toWebp(storySvg(opts))
}
