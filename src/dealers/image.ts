/**
 * Placeholder pictures for generated dealer sites. The demo machines have no network, so instead of
 * photos each site gets a small SVG of a showroom façade with its name: the site card and the hero
 * always have something to show, and the same site always gets the same picture.
 */

export type DealerImageInput = { name: string; city: string; accent: string; variant: number }

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!)

/** 16:9, matching the site card and hero crops. */
export function dealerImageSvg({ name, city, accent, variant }: DealerImageInput): string {
  // Variant shifts the sky and the window rhythm so neighbouring cards do not look identical.
  const sky = ['#dbe7f0', '#e8e4dc', '#dfe9e4', '#e6e3ee'][variant % 4]
  const panes = 5 + (variant % 3)
  const paneWidth = 880 / panes
  const windows = Array.from(
    { length: panes },
    (_, i) =>
      `<rect x="${200 + i * paneWidth + 6}" y="330" width="${paneWidth - 12}" height="250" fill="#9fb7c8" opacity="${0.75 + (i % 2) * 0.15}"/>`,
  ).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="1280" height="720" fill="${sky}"/>` +
    `<rect y="600" width="1280" height="120" fill="#5b6168"/>` +
    `<rect x="160" y="240" width="960" height="360" fill="#f4f5f6"/>` +
    `<rect x="160" y="230" width="960" height="70" fill="${accent}"/>` +
    windows +
    `<text x="640" y="277" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(name)}</text>` +
    `<text x="640" y="672" text-anchor="middle" font-family="sans-serif" font-size="30" fill="#fff">${escapeXml(city)}</text>` +
    `</svg>`
  )
}

export function dealerImageDataUrl(input: DealerImageInput): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(dealerImageSvg(input))}`
}
