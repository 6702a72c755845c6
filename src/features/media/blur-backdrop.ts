import type { CSSProperties } from 'react'

/**
 * The blur placeholder (spec 1 §7) as the picture frame's background: the stored 10 px blurred WebP, scaled up by
 * the browser behind the picture. next/image's own placeholder wraps it in an SVG Gaussian blur that the browser
 * rasters again for every frame of the element until hydration removes it (~10–20 ms per large image in
 * Lighthouse's traces, on the path to the largest paint). The frame's CSS reads `--blur`.
 */
export function blurBackdrop(dataUrl: string | null | undefined): CSSProperties | undefined {
  return dataUrl && BASE64_IMAGE.test(dataUrl) ? ({ '--blur': `url("${dataUrl}")` } as CSSProperties) : undefined
}

/** Only a base64 image reaches the CSS: nothing in it can end the url() or the declaration. */
const BASE64_IMAGE = /^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/]+={0,2}$/
