import { describe, expect, it } from 'vitest'
import { chosenNetworks, shareableUrl, shareUrl, SHARE_NETWORKS } from './share'

const page = 'https://se.example.com/nyheter/vinterdack?utm=1'

describe('share URLs', () => {
  it('has four networks', () => {
    expect(SHARE_NETWORKS).toHaveLength(4)
  })

  it('builds each network share dialog with the encoded page URL', () => {
    const u = encodeURIComponent(page)
    expect(shareUrl('facebook', page, 'Vinterdäck')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`)
    expect(shareUrl('x', page, 'Vinterdäck & fälgar')).toBe(
      `https://x.com/intent/post?url=${u}&text=${encodeURIComponent('Vinterdäck & fälgar')}`,
    )
    expect(shareUrl('linkedin', page, 'x')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`)
    expect(shareUrl('whatsapp', page, 'Vinterdäck')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Vinterdäck ${page}`)}`,
    )
    expect(shareUrl('whatsapp', page, '')).toBe(`https://wa.me/?text=${u}`)
  })

  it('cannot be broken out of by the title', () => {
    const href = shareUrl('x', page, '"><script>&url=https://evil.example')
    expect(new URL(href).searchParams.get('url')).toBe(page)
  })

  it('shares the page URL without its fragment, and only http(s)', () => {
    expect(shareableUrl('https://se.example.com/a?b=1#top')).toBe('https://se.example.com/a?b=1')
    expect(shareableUrl('javascript:alert(1)')).toBeNull()
    expect(shareableUrl('not a url')).toBeNull()
  })

  it('keeps the networks an editor picked in the fixed order; none means all', () => {
    expect(chosenNetworks(['linkedin', 'facebook'])).toEqual(['facebook', 'linkedin'])
    expect(chosenNetworks([])).toEqual([...SHARE_NETWORKS])
    expect(chosenNetworks(null)).toEqual([...SHARE_NETWORKS])
  })
})
