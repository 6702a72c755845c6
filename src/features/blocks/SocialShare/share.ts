/** spec 2 §2.6: sharing targets are four social networks, copy link and native share. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** The networks' own names (brands, the same in every language). */
export const NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
}

/** The URL worth sharing: http(s) only, without the fragment (a visitor's scroll position is no part of it). */
export function shareableUrl(href: string): string | null {
  try {
    const url = new URL(href)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    url.hash = ''
    return url.toString()
  } catch {
    return null
  }
}

/** Each network's share dialog for a page URL and title; everything is passed URL-encoded. */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const u = encodeURIComponent(pageUrl)
  const t = encodeURIComponent(title)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${t}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(title ? `${title} ${pageUrl}` : pageUrl)}`
  }
}

/** The networks an editor picked, in the fixed order; none picked means all four. */
export function chosenNetworks(picked: readonly string[] | null | undefined): ShareNetwork[] {
  const set = new Set(picked ?? [])
  const chosen = SHARE_NETWORKS.filter((n) => set.has(n))
  return chosen.length ? chosen : [...SHARE_NETWORKS]
}
