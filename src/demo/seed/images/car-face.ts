import type { BodyType } from './body-types'
import { darken, lighten, luminance } from './color'
import { FACE_PROFILES } from './face-profiles'
import { SIDE_PROFILES } from './side-profiles'
import { linear, n, radial, roundedPath, type Pt } from './svg'

export type FaceCarOptions = {
  body: BodyType
  color: string
  view: 'front' | 'rear'
  cx: number
  ground: number
  scale: number
  id: string
}

/** Width and height in mm, for fitting the car into a frame. */
export function faceSize(body: BodyType) {
  return { width: FACE_PROFILES[body].width * 1.12, height: SIDE_PROFILES[body].height }
}

/** Symmetric front or rear elevation: every right-half shape is mirrored so the face is exactly balanced. */
export function faceCar(o: FaceCarOptions): { defs: string; body: string } {
  const f = FACE_PROFILES[o.body]
  const sp = SIDE_PROFILES[o.body]
  const s = o.scale
  const id = o.id
  const c = o.color
  const W = f.width
  const H = sp.height
  const belt = sp.beltH
  const sill = sp.sillH
  const rear = o.view === 'rear'
  const open = !!sp.open
  const lum = luminance(c)
  const X = (x: number) => o.cx + x * s
  const Y = (h: number) => o.ground - h * s
  /** Closed outline from a right-half polyline (top centre → bottom centre) plus its mirror image. */
  const sym = (half: Pt[]): string => {
    const right = half.map(([x, h, r = 0]) => [X(x), Y(h), r * s] as Pt)
    const left = half
      .slice(1, -1)
      .reverse()
      .map(([x, h, r = 0]) => [X(-x), Y(h), r * s] as Pt)
    return roundedPath([...right, ...left])
  }
  /** Right-side shape plus its mirror (lamps, tyres, mirrors). */
  const pair = (pts: Pt[], attrs: string) => {
    const r = roundedPath(pts.map(([x, h, rr = 0]) => [X(x), Y(h), rr * s]))
    const l = roundedPath(pts.map(([x, h, rr = 0]) => [X(-x), Y(h), rr * s]))
    return `<path d="${r}${l}" ${attrs}/>`
  }
  const rect = (x: number, h: number, w: number, hh: number, rx: number, attrs: string) =>
    `<rect x="${n(X(x))}" y="${n(Y(h + hh))}" width="${n(w * s)}" height="${n(hh * s)}" rx="${n(rx * s)}" ${attrs}/>`

  const lower = sym([
    [0, belt + 40],
    [W * 0.41, belt + 20, 160],
    [W * 0.5, belt - 260, 220],
    [W * 0.49, sill + 260, 160],
    [W * 0.45, sill, 90],
    [0, sill],
  ])
  const roofW = W * f.roofW * 0.5
  const green = sym([
    [0, H],
    [roofW, H - 15, 140],
    [W * 0.42, belt + 20, 40],
    [0, belt + 20],
  ])
  const glassTop = rear && f.rearGlass === 'short' ? H - 90 : H - 70
  const glassBot = rear && f.rearGlass === 'short' ? belt + 150 : belt + 70
  const glass = sym([
    [0, glassTop],
    [roofW - 60, glassTop - 15, 90],
    [W * 0.39 - (rear ? 40 : 0), glassBot, 40],
    [0, glassBot],
  ])

  const hi = lum < 0.08 ? 0.3 : 0.18
  const defs =
    `<clipPath id="${id}-clip"><path d="${lower}"/></clipPath>` +
    linear(
      `${id}-paint`,
      [
        [0, darken(c, 0.35)],
        [0.18, c],
        [0.38, lighten(c, hi)],
        [0.62, lighten(c, hi)],
        [0.82, c],
        [1, darken(c, 0.35)],
      ],
      { x2: 1, y2: 0 },
    ) +
    linear(`${id}-shade`, [
      [0, '#ffffff', 0.18],
      [0.35, '#ffffff', 0],
      [0.7, '#000000', 0.08],
      [1, '#000000', 0.35],
    ]) +
    linear(`${id}-glass`, [
      [0, '#75828f'],
      [0.5, '#343e49'],
      [1, '#171c22'],
    ]) +
    linear(`${id}-lamp`, [
      [0, '#ffffff'],
      [0.6, '#d5dce4'],
      [1, '#8f9aa6'],
    ]) +
    linear(`${id}-tail`, [
      [0, '#ff6b6b'],
      [0.5, '#d0161f'],
      [1, '#7a0b10'],
    ]) +
    linear(`${id}-chrome`, [
      [0, '#f2f4f6'],
      [0.5, '#a4abb3'],
      [1, '#d9dde1'],
    ]) +
    linear(`${id}-under`, [
      [0, '#111315', 1],
      [0.75, '#1d2023', 0.92],
      [1, '#2a2d31', 0.7],
    ]) +
    radial(`${id}-shadow`, [
      [0, '#000', 0.5],
      [0.6, '#000', 0.2],
      [1, '#000', 0],
    ])

  const parts: string[] = []
  const tx = W * 0.5 - f.tyreW * 0.5 - 40
  parts.push(
    `<ellipse cx="${n(X(0))}" cy="${n(o.ground)}" rx="${n(W * 0.64 * s)}" ry="${n(70 * s)}" fill="url(#${id}-shadow)"/>`,
  )
  // Tyres peek out below the body; treads hinted with a lighter shoulder.
  parts.push(
    pair(
      [
        [tx - f.tyreW / 2, sill + 300, 30],
        [tx + f.tyreW / 2, sill + 300, 30],
        [tx + f.tyreW / 2, 0, 40],
        [tx - f.tyreW / 2, 0, 40],
      ],
      'fill="#15171a"',
    ),
    pair(
      [
        [tx - f.tyreW / 2 + 25, sill + 200, 10],
        [tx - f.tyreW / 2 + 45, sill + 200, 10],
        [tx - f.tyreW / 2 + 45, 30, 10],
        [tx - f.tyreW / 2 + 25, 30, 10],
      ],
      'fill="#2d3136"',
    ),
    // Underbody in shadow, so the gap between the tyres reads as the car's underside, not empty floor.
    `<path d="${sym([
      [0, sill + 40],
      [tx, sill + 40, 0],
      [tx - 40, 60, 40],
      [0, 60],
    ])}" fill="url(#${id}-under)"/>`,
  )

  // Mirrors (front and rear both show them), drawn first so the A-pillar base overlaps their stalks.
  parts.push(
    pair(
      [
        [W * 0.37, belt + 70, 20],
        [W * 0.505, belt + 90, 30],
        [W * 0.51, belt + 210, 35],
        [W * 0.41, belt + 170, 25],
      ],
      `fill="${lighten(c, hi * 0.6)}" stroke="${darken(c, 0.4)}" stroke-width="${n(6 * s)}"`,
    ),
  )

  // Greenhouse: roof and pillars in paint, glass inset.
  if (open) {
    parts.push(
      pair(
        [
          [W * 0.18, belt + 250, 90],
          [W * 0.29, belt + 250, 90],
          [W * 0.3, belt, 0],
          [W * 0.17, belt, 0],
        ],
        'fill="#221d1a"',
      ),
      // Framed, see-through windscreen: the seats behind it stay visible.
      rear
        ? ''
        : `<path d="${sym([
            [0, belt + 340],
            [W * 0.35, belt + 330, 30],
            [W * 0.41, belt + 20, 20],
            [0, belt + 20],
          ])}" fill="#9fb4c6" fill-opacity="0.28" stroke="#1b1e22" stroke-width="${n(35 * s)}"/>`,
    )
  } else {
    parts.push(
      `<path d="${green}" fill="url(#${id}-paint)"/>`,
      `<path d="${glass}" fill="url(#${id}-glass)" stroke="#15181c" stroke-width="${n(24 * s)}"/>`,
    )
    parts.push(
      `<path d="M${n(X(-W * 0.2))} ${n(Y(glassTop))}L${n(X(-W * 0.05))} ${n(Y(glassTop))}L${n(X(-W * 0.22))} ${n(Y(glassBot))}L${n(X(-W * 0.37))} ${n(Y(glassBot))}Z" fill="#fff" opacity="0.12"/>`,
    )
    if (rear && f.rearGlass === 'tall') {
      parts.push(
        `<path d="M${n(X(0))} ${n(Y(glassBot + 40))}L${n(X(-W * 0.22))} ${n(Y(glassBot + 260))}" stroke="#111" stroke-width="${n(22 * s)}" stroke-linecap="round"/>`,
        rect(-W * 0.09, H - 55, W * 0.18, 30, 15, 'fill="#b3121b"'),
      )
    }
  }

  // Lower body with horizontal paint gradient and vertical light falloff.
  parts.push(
    `<path d="${lower}" fill="url(#${id}-paint)" stroke="${darken(c, 0.35)}" stroke-opacity="0.6" stroke-width="${n(8 * s)}"/>`,
  )
  const inner: string[] = [
    rect(-W * 0.55, sill, W * 1.1, belt + 40 - sill, 0, `fill="url(#${id}-shade)"`),
    `<path d="M${n(X(-W * 0.44))} ${n(Y(belt - 30))}L${n(X(W * 0.44))} ${n(Y(belt - 30))}" stroke="#fff" stroke-opacity="${lum > 0.7 ? 0.9 : 0.5}" stroke-width="${n(12 * s)}"/>`,
    rect(-W * 0.55, sill, W * 1.1, 140, 0, 'fill="#1b1e22" opacity="0.85"'),
  ]
  parts.push(`<g clip-path="url(#${id}-clip)">${inner.join('')}</g>`)

  parts.push(rear ? rearFace() : frontFace())
  return { defs, body: parts.join('') }

  function frontFace(): string {
    const out: string[] = []
    const span = belt - sill
    const gTop = belt - span * 0.14
    const g = {
      slim: { w: W * 0.3, bot: belt - span * 0.3, slats: 2 },
      wide: { w: W * 0.4, bot: belt - span * 0.42, slats: 4 },
      tall: { w: W * 0.44, bot: belt - span * 0.55, slats: 6 },
      sport: { w: W * 0.34, bot: belt - span * 0.38, slats: 3 },
    }[f.grille]
    // Headlamps sit outboard of the grille with a bright daytime-running strip.
    const lampIn = g.w / 2 + 60
    out.push(
      pair(
        [
          [lampIn, belt - 80, 30],
          [W * 0.44, belt - 50, 40],
          [W * 0.47, belt - 190, 40],
          [lampIn + 40, belt - 200, 30],
        ],
        `fill="url(#${id}-lamp)" stroke="#2f353b" stroke-width="${n(10 * s)}"`,
      ),
      pair(
        [
          [lampIn + 20, belt - 95, 10],
          [W * 0.44, belt - 70, 10],
          [W * 0.44, belt - 95, 10],
          [lampIn + 20, belt - 120, 10],
        ],
        'fill="#eaf6ff"',
      ),
      pair(
        [
          [W * 0.36, belt - 165, 30],
          [W * 0.43, belt - 160, 30],
          [W * 0.43, belt - 110, 30],
          [W * 0.36, belt - 110, 30],
        ],
        'fill="#1d232a" opacity="0.5"',
      ),
    )
    // Grille: dark mesh with chrome frame and horizontal slats.
    const grille = sym([
      [0, gTop],
      [g.w / 2, gTop, 40],
      [g.w / 2 - (f.grille === 'sport' ? -60 : 20), g.bot, 60],
      [0, g.bot],
    ])
    out.push(`<path d="${grille}" fill="#121417" stroke="url(#${id}-chrome)" stroke-width="${n(20 * s)}"/>`)
    const step = (gTop - g.bot) / (g.slats + 1)
    for (let i = 1; i <= g.slats; i++) {
      const h = gTop - step * i
      out.push(
        `<path d="M${n(X(-g.w / 2 + 30))} ${n(Y(h))}L${n(X(g.w / 2 - 30))} ${n(Y(h))}" stroke="#4a5058" stroke-width="${n(14 * s)}"/>`,
      )
    }
    out.push(
      `<circle cx="${n(X(0))}" cy="${n(Y((gTop + g.bot) / 2 + 20))}" r="${n(60 * s)}" fill="url(#${id}-chrome)" stroke="#5f666e" stroke-width="${n(8 * s)}"/>`,
    )
    // Lower intake behind the number plate, with fog lamps in the outer pods.
    const plate = g.bot - span * 0.1 - 55
    const iTop = plate + 10
    const iBot = Math.max(sill + span * 0.1, iTop - span * 0.2)
    const fog = (iTop + iBot) / 2
    out.push(
      `<path d="${sym([
        [0, iTop],
        [W * 0.27, iTop, 50],
        [W * 0.24, iBot, 50],
        [0, iBot],
      ])}" fill="#16181b"/>`,
      pair(
        [
          [W * 0.34, iTop, 30],
          [W * 0.43, iTop + 10, 30],
          [W * 0.42, iBot, 30],
          [W * 0.35, iBot, 30],
        ],
        'fill="#1b1e22"',
      ),
      `<circle cx="${n(X(W * 0.39))}" cy="${n(Y(fog))}" r="${n(34 * s)}" fill="#e9eef3"/><circle cx="${n(X(-W * 0.39))}" cy="${n(Y(fog))}" r="${n(34 * s)}" fill="#e9eef3"/>`,
      rect(-260, plate - 55, 520, 110, 12, `fill="#f4f5f0" stroke="#2b2f34" stroke-width="${n(8 * s)}"`),
    )
    return out.join('')
  }

  function rearFace(): string {
    const out: string[] = []
    // Boot lid / tailgate shut line.
    out.push(
      `<path d="${sym([
        [0, belt + 30],
        [W * 0.33, belt + 30, 60],
        [W * 0.33, belt - 330, 60],
        [0, belt - 330],
      ])}" fill="none" stroke="${darken(c, 0.5)}" stroke-opacity="0.7" stroke-width="${n(9 * s)}"/>`,
    )
    if (o.body === 'van')
      out.push(
        `<path d="M${n(X(0))} ${n(Y(H - 60))}L${n(X(0))} ${n(Y(sill + 150))}" stroke="${darken(c, 0.55)}" stroke-width="${n(12 * s)}"/>`,
      )
    const tall = o.body === 'van' || o.body === 'pickup'
    const tail: Pt[] = tall
      ? [
          [W * 0.4, belt + 120, 20],
          [W * 0.49, belt + 120, 20],
          [W * 0.49, belt - 380, 20],
          [W * 0.41, belt - 380, 20],
        ]
      : [
          [W * 0.25, belt - 20, 30],
          [W * 0.45, belt - 10, 40],
          [W * 0.48, belt - 150, 40],
          [W * 0.28, belt - 170, 30],
        ]
    out.push(pair(tail, `fill="url(#${id}-tail)" stroke="#3a0a0c" stroke-width="${n(10 * s)}"`))
    if (f.lightBar) out.push(rect(-W * 0.25, belt - 90, W * 0.5, 35, 15, 'fill="#c8161f"'))
    // Badge and number plate.
    out.push(
      `<circle cx="${n(X(0))}" cy="${n(Y(belt - 150))}" r="${n(50 * s)}" fill="url(#${id}-chrome)" stroke="#5f666e" stroke-width="${n(8 * s)}"/>`,
      rect(-260, belt - 330, 520, 110, 12, `fill="#f4f5f0" stroke="#2b2f34" stroke-width="${n(8 * s)}"`),
    )
    // Diffuser, reflectors and exhaust tips.
    out.push(
      `<path d="${sym([
        [0, sill + 210],
        [W * 0.38, sill + 210, 40],
        [W * 0.36, sill + 60, 30],
        [0, sill + 60],
      ])}" fill="#17191c"/>`,
      pair(
        [
          [W * 0.39, sill + 300, 15],
          [W * 0.46, sill + 300, 15],
          [W * 0.46, sill + 260, 15],
          [W * 0.39, sill + 260, 15],
        ],
        'fill="#8a1016"',
      ),
    )
    if (f.exhaust)
      out.push(
        pair(
          [
            [W * 0.22, sill + 170, 40],
            [W * 0.32, sill + 170, 40],
            [W * 0.32, sill + 90, 40],
            [W * 0.22, sill + 90, 40],
          ],
          `fill="#0b0c0d" stroke="url(#${id}-chrome)" stroke-width="${n(14 * s)}"`,
        ),
      )
    return out.join('')
  }
}
