import { describe, expect, it } from 'vitest'
import { heroHeight, heroRenders } from './rules'

describe('hero banner rules (spec 1 §2, spec 2 §9)', () => {
  it('renders nothing for image content without an image; video content renders', () => {
    expect(heroRenders('Image', false)).toBe(false)
    expect(heroRenders(null, false)).toBe(false)
    expect(heroRenders('Image', true)).toBe(true)
    expect(heroRenders('Video', false)).toBe(true)
  })
  it('is full height in the FullScreen variant, else the chosen height', () => {
    expect(heroHeight('FullScreen', 'Default')).toBe('full')
    expect(heroHeight('Default', 'Full')).toBe('full')
    expect(heroHeight('Default', 'Medium')).toBe('medium')
    expect(heroHeight(null, null)).toBe('default')
  })
})
