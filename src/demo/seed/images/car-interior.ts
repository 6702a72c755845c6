import type { BodyType } from './body-types'
import { darken, lighten, luminance, mix } from './color'
import { hashString, linear, radial, roundedPath, type Pt } from './svg'

/** Upholstery tones; the paint colour is only used as an accent (stitching, ambient light, screen UI). */
const TRIMS = [
  { seat: '#2c2e33', panel: '#3a3d43' },
  { seat: '#cdbfa6', panel: '#dccfb8' },
  { seat: '#7a5138', panel: '#8b5e42' },
  { seat: '#55595f', panel: '#666a71' },
] as const

const mirrorX = (pts: Pt[]): Pt[] => pts.map(([x, y, r]) => [1200 - x, y, r])

/** Cabin seen from the back seat: windscreen, dashboard, wheel, screen, console and front seat backs. */
export function interior(body: BodyType, paint: string): { defs: string; body: string } {
  // Black paint would make invisible stitching; fall back to a satin-silver accent.
  const accent = luminance(paint) < 0.02 ? '#9aa3ad' : paint
  const trim = TRIMS[hashString(body + accent) % TRIMS.length]
  const dash = '#24262a'
  const high = body === 'suv' || body === 'van' || body === 'pickup'
  // Higher seating position shows more bonnet-less road and a lower dash line.
  const dashY = high ? 420 : 395
  const defs =
    linear('in-sky', [
      [0, '#b9d3ea'],
      [0.55, '#e7eef4'],
      [1, '#f4f1ea'],
    ]) +
    linear('in-hills', [
      [0, '#8aa596'],
      [1, '#b7c7bc'],
    ]) +
    linear('in-dash', [
      [0, '#3a3d42'],
      [0.3, dash],
      [1, '#17181b'],
    ]) +
    linear('in-seat', [
      [0, lighten(trim.seat, 0.12)],
      [0.5, trim.seat],
      [1, darken(trim.seat, 0.35)],
    ]) +
    linear('in-screen', [
      [0, '#1d2733'],
      [1, '#0e141b'],
    ]) +
    linear('in-head', [
      [0, '#d9d7d2'],
      [1, '#b9b6b0'],
    ]) +
    radial('in-glow', [
      [0, accent, 0.55],
      [1, accent, 0],
    ])

  const p: string[] = []
  // Headliner, then the view out through the windscreen.
  p.push(`<rect width="1200" height="800" fill="url(#in-head)"/>`)
  const ws = roundedPath([
    [150, dashY + 5, 10],
    [1050, dashY + 5, 10],
    [925, 95, 60],
    [275, 95, 60],
  ])
  p.push(
    `<clipPath id="in-ws"><path d="${ws}"/></clipPath>`,
    `<g clip-path="url(#in-ws)">` +
      `<rect width="1200" height="${dashY + 10}" fill="url(#in-sky)"/>` +
      `<path d="M0 330Q180 270 360 310T720 300T1200 295L1200 420L0 420Z" fill="url(#in-hills)" opacity="0.8"/>` +
      `<path d="M0 345Q300 320 600 335T1200 330L1200 420L0 420Z" fill="#9aae9f"/>` +
      `<path d="M560 330L640 330L900 ${dashY + 10}L300 ${dashY + 10}Z" fill="#6f747a"/>` +
      `<path d="M598 335L602 335L615 ${dashY + 10}L585 ${dashY + 10}Z" fill="#f2f2ec"/>` +
      `</g>`,
  )
  // A-pillars and side windows frame the view.
  p.push(
    `<path d="M0 60L275 95L150 ${dashY + 5}L0 ${dashY + 40}Z" fill="#8d8a85"/>`,
    `<path d="M1200 60L925 95L1050 ${dashY + 5}L1200 ${dashY + 40}Z" fill="#8d8a85"/>`,
    `<path d="M0 150L150 130L90 ${dashY}L0 ${dashY + 15}Z" fill="#c9d6df" opacity="0.9"/>`,
    `<path d="M1200 150L1050 130L1110 ${dashY}L1200 ${dashY + 15}Z" fill="#c9d6df" opacity="0.9"/>`,
    `<rect x="535" y="100" width="130" height="42" rx="18" fill="#1f2124"/><rect x="592" y="70" width="16" height="35" fill="#2b2d31"/>`,
  )
  // Dashboard with a soft-touch top, a trim strip and an accent ambient line.
  p.push(
    `<path d="M0 ${dashY + 30}Q300 ${dashY - 20} 600 ${dashY - 5}T1200 ${dashY + 30}L1200 800L0 800Z" fill="url(#in-dash)"/>`,
    `<rect x="0" y="${dashY + 95}" width="1200" height="26" fill="${mix(trim.panel, '#888888', 0.3)}"/>`,
    `<rect x="0" y="${dashY + 121}" width="1200" height="4" fill="${lighten(accent, 0.25)}"/>`,
    `<rect x="0" y="${dashY + 108}" width="1200" height="40" fill="url(#in-glow)" opacity="0.5"/>`,
  )
  // Air vents: outer pair and centre pair.
  const vent = (x: number, w: number) =>
    `<rect x="${x}" y="${dashY + 50}" width="${w}" height="36" rx="12" fill="#101113"/>` +
    [0, 1, 2]
      .map((i) => `<rect x="${x + 6}" y="${dashY + 57 + i * 10}" width="${w - 12}" height="3" fill="#4a4d52"/>`)
      .join('')
  p.push(vent(40, 110), vent(1050, 110), vent(470, 60), vent(670, 60))

  // Instrument cluster with two digital dials.
  const cx = 385
  p.push(
    `<path d="M${cx - 150} ${dashY + 10}Q${cx} ${dashY - 45} ${cx + 150} ${dashY + 10}L${cx + 140} ${dashY + 85}L${cx - 140} ${dashY + 85}Z" fill="#141517"/>`,
    `<rect x="${cx - 125}" y="${dashY + 10}" width="250" height="70" rx="10" fill="url(#in-screen)"/>`,
    ...[-65, 65].map(
      (dx) =>
        `<circle cx="${cx + dx}" cy="${dashY + 46}" r="26" fill="none" stroke="#2f3b47" stroke-width="5"/>` +
        `<path d="M${cx + dx - 22} ${dashY + 60}A26 26 0 1 1 ${cx + dx + 24} ${dashY + 36}" fill="none" stroke="${lighten(accent, 0.2)}" stroke-width="5" stroke-linecap="round"/>`,
    ),
  )
  // Central touchscreen: dark UI with a map, route and accent tiles.
  p.push(
    `<rect x="490" y="${dashY - 40}" width="220" height="125" rx="12" fill="#0b0d10"/>`,
    `<rect x="498" y="${dashY - 32}" width="204" height="109" rx="6" fill="url(#in-screen)"/>`,
    `<path d="M505 ${dashY + 50}L560 ${dashY + 10}L600 ${dashY + 25}L640 ${dashY - 20}L695 ${dashY}" fill="none" stroke="#3e5366" stroke-width="4"/>`,
    `<path d="M505 ${dashY + 20}L700 ${dashY + 60}M560 ${dashY - 30}L590 ${dashY + 75}" stroke="#2c3d4d" stroke-width="3"/>`,
    `<path d="M530 ${dashY + 65}L575 ${dashY + 30}L620 ${dashY + 40}L660 ${dashY}" fill="none" stroke="${lighten(accent, 0.3)}" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="660" cy="${dashY}" r="7" fill="#ffffff"/>`,
    `<rect x="505" y="${dashY - 26}" width="60" height="18" rx="4" fill="${accent}"/>`,
    ...[0, 1, 2, 3].map((i) => `<circle cx="${620 + i * 22}" cy="${dashY + 64}" r="6" fill="#6c7a88"/>`),
  )
  // Centre console with gear selector and buttons.
  p.push(
    `<path d="M520 ${dashY + 125}L680 ${dashY + 125}L740 800L460 800Z" fill="#1b1c1f"/>`,
    `<rect x="555" y="${dashY + 150}" width="90" height="26" rx="6" fill="#2c2e33"/>`,
    ...[0, 1, 2, 3].map(
      (i) =>
        `<rect x="${560 + i * 21}" y="${dashY + 156}" width="14" height="14" rx="3" fill="${i === 1 ? accent : '#4a4d52'}"/>`,
    ),
    `<ellipse cx="600" cy="${dashY + 245}" rx="45" ry="22" fill="#101113"/>`,
    `<rect x="585" y="${dashY + 195}" width="30" height="50" rx="12" fill="#3b3e44"/>`,
  )
  // Steering wheel: three spokes, stitched rim, hub badge.
  const wy = dashY + 110
  p.push(
    `<circle cx="${cx}" cy="${wy}" r="118" fill="none" stroke="#131416" stroke-width="28"/>`,
    `<circle cx="${cx}" cy="${wy}" r="118" fill="none" stroke="#2b2d31" stroke-width="10"/>`,
    `<circle cx="${cx}" cy="${wy}" r="104" fill="none" stroke="${lighten(accent, 0.2)}" stroke-width="2" stroke-dasharray="6 6" opacity="0.8"/>`,
    `<path d="M${cx - 110} ${wy - 8}L${cx - 40} ${wy - 14}L${cx - 30} ${wy + 30}L${cx - 104} ${wy + 30}Z" fill="#1c1d20"/>`,
    `<path d="M${cx + 110} ${wy - 8}L${cx + 40} ${wy - 14}L${cx + 30} ${wy + 30}L${cx + 104} ${wy + 30}Z" fill="#1c1d20"/>`,
    `<path d="M${cx - 22} ${wy + 40}L${cx + 22} ${wy + 40}L${cx + 16} ${wy + 115}L${cx - 16} ${wy + 115}Z" fill="#1c1d20"/>`,
    `<ellipse cx="${cx}" cy="${wy + 8}" rx="52" ry="40" fill="#222428"/>`,
    `<circle cx="${cx}" cy="${wy + 6}" r="13" fill="#b9bec4"/>`,
    `<rect x="${cx + 55}" y="${wy + 2}" width="30" height="12" rx="4" fill="#3e4147"/><rect x="${cx - 85}" y="${wy + 2}" width="30" height="12" rx="4" fill="#3e4147"/>`,
  )
  // Front seat backs in the foreground, with headrests and accent stitching.
  const seat: Pt[] = [
    [80, 800, 0],
    [95, 660, 60],
    [150, 610, 50],
    [430, 610, 50],
    [475, 660, 60],
    [490, 800, 0],
  ]
  const panel: Pt[] = [
    [160, 800, 0],
    [175, 680, 40],
    [395, 680, 40],
    [410, 800, 0],
  ]
  const head: Pt[] = [
    [205, 600, 0],
    [200, 545, 40],
    [225, 515, 30],
    [355, 515, 30],
    [380, 545, 40],
    [375, 600, 0],
  ]
  for (const flip of [false, true]) {
    const m = (pts: Pt[]) => roundedPath(flip ? mirrorX(pts) : pts)
    const x0 = flip ? 1200 - 330 : 250
    p.push(
      `<rect x="${x0 - 8}" y="585" width="14" height="40" fill="#9aa0a6"/><rect x="${x0 + 74}" y="585" width="14" height="40" fill="#9aa0a6"/>`,
      `<path d="${m(head)}" fill="url(#in-seat)"/>`,
      `<path d="${m(seat)}" fill="url(#in-seat)" stroke="${lighten(trim.seat, 0.18)}" stroke-width="3"/>`,
      `<path d="${m(panel)}" fill="${trim.panel}" opacity="0.55"/>`,
      `<path d="${m(panel)}" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="8 6"/>`,
    )
  }
  // Door cards at the edges, with an ambient strip.
  p.push(
    `<path d="M0 ${dashY + 60}L60 ${dashY + 70}L40 800L0 800Z" fill="${darken(trim.panel, 0.2)}"/>`,
    `<path d="M1200 ${dashY + 60}L1140 ${dashY + 70}L1160 800L1200 800Z" fill="${darken(trim.panel, 0.2)}"/>`,
    `<path d="M0 ${dashY + 150}L52 ${dashY + 155}M1200 ${dashY + 150}L1148 ${dashY + 155}" stroke="${lighten(accent, 0.3)}" stroke-width="4"/>`,
  )
  return { defs, body: p.join('') }
}
