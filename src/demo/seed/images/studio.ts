import { linear, radial } from './svg'

/**
 * Seamless photo-studio cyclorama: grey wall fading to a white horizon, white floor fading back to grey,
 * with a spotlight pool so the car sits in light rather than on a flat fill.
 */
export function studioBackdrop(vw: number, vh: number, horizon: number, id = 'st'): { defs: string; body: string } {
  const h = horizon / vh
  const defs =
    linear(`${id}-bg`, [
      [0, '#cfd4da'],
      [h * 0.55, '#e6e9ed'],
      [h, '#fbfbfc'],
      [Math.min(1, h + 0.08), '#f4f5f7'],
      [1, '#d5d9df'],
    ]) +
    radial(
      `${id}-spot`,
      [
        [0, '#ffffff', 0.9],
        [0.6, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
      'cx="0.5" cy="0.5" r="0.5"',
    ) +
    radial(
      `${id}-vig`,
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.14],
      ],
      'cx="0.5" cy="0.45" r="0.75"',
    )
  const body =
    `<rect width="${vw}" height="${vh}" fill="url(#${id}-bg)"/>` +
    `<ellipse cx="${vw / 2}" cy="${horizon + (vh - horizon) * 0.35}" rx="${vw * 0.55}" ry="${(vh - horizon) * 0.7}" fill="url(#${id}-spot)"/>` +
    `<rect width="${vw}" height="${vh}" fill="url(#${id}-vig)"/>`
  return { defs, body }
}
