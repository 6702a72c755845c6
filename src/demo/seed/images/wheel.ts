import { n, radial, linear } from './svg'

/**
 * One alloy wheel centred on 0,0 (radius r, design units), defined once and placed with <use>.
 * Spoke count varies by body type so wheels are not all identical across the catalogue.
 */
export function wheelDef(id: string, r: number, spokes: number, caliper: string): string {
  const spoke = (() => {
    const r1 = r * 0.13
    const r2 = r * 0.63
    const w1 = r * (spokes > 6 ? 0.09 : 0.15)
    const w2 = r * (spokes > 6 ? 0.13 : 0.24)
    return `M${n(-w1 / 2)} ${n(-r1)}L${n(w1 / 2)} ${n(-r1)}L${n(w2 / 2)} ${n(-r2)}L${n(-w2 / 2)} ${n(-r2)}Z`
  })()
  const spokesSvg = Array.from(
    { length: spokes },
    (_, i) => `<path d="${spoke}" transform="rotate(${n((360 / spokes) * i + 8)})"/>`,
  ).join('')
  return (
    radial(
      `${id}-rim`,
      [
        [0, '#f4f6f8'],
        [0.7, '#c9ced4'],
        [1, '#8d949c'],
      ],
      'cx="0.45" cy="0.4" r="0.6"',
    ) +
    linear(`${id}-tyre`, [
      [0, '#2b2e33'],
      [0.5, '#16181b'],
      [1, '#0d0e10'],
    ]) +
    `<g id="${id}">` +
    `<circle r="${n(r)}" fill="url(#${id}-tyre)"/>` +
    `<circle r="${n(r * 0.86)}" fill="none" stroke="#2f3338" stroke-width="${n(r * 0.03)}"/>` +
    `<circle r="${n(r * 0.68)}" fill="#aeb4bb"/>` +
    `<circle r="${n(r * 0.62)}" fill="#24272c"/>` +
    `<circle r="${n(r * 0.46)}" fill="#6f757c"/>` +
    `<circle r="${n(r * 0.2)}" fill="#4a4f55"/>` +
    `<rect x="${n(r * 0.16)}" y="${n(-r * 0.42)}" width="${n(r * 0.2)}" height="${n(r * 0.34)}" rx="${n(r * 0.06)}" fill="${caliper}" transform="rotate(-35)"/>` +
    `<g fill="url(#${id}-rim)">${spokesSvg}</g>` +
    `<circle r="${n(r * 0.65)}" fill="none" stroke="url(#${id}-rim)" stroke-width="${n(r * 0.06)}"/>` +
    `<circle r="${n(r * 0.15)}" fill="url(#${id}-rim)" stroke="#7d848c" stroke-width="${n(r * 0.015)}"/>` +
    `<circle r="${n(r * 0.065)}" fill="#2a2e34"/>` +
    `</g>`
  )
}
