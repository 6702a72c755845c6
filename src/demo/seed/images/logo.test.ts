import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from './color'
import { brandLogo, brandLogoSvg, initials } from './logo'
import { textWidth } from './text-width'

describe('brandLogo', () => {
  it('returns SVG, PNG and WebP at height 80 with a transparent background', async () => {
    const logo = await brandLogo({ name: 'Volta Motors' })
    expect(logo.svg).toMatch(/^<svg[^>]+height="80"/)
    expect(logo.svg).toContain('VOLTA MOTORS')
    for (const [buf, format] of [
      [logo.png, 'png'],
      [logo.webp, 'webp'],
    ] as const) {
      const m = await sharp(buf).metadata()
      expect(m.format).toBe(format)
      expect(m.height).toBe(80)
      expect(m.width).toBe(logo.width)
      expect(m.hasAlpha).toBe(true)
      const { data } = await sharp(buf).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      expect(data[3]).toBe(0) // top-left pixel is fully transparent
    }
  })

  it('sizes the canvas to the wordmark so nothing is clipped', async () => {
    const logo = await brandLogo({ name: 'Brightwater & Sons', color: '#0b3d91' })
    const { info } = await sharp(logo.png).trim({ threshold: 0 }).toBuffer({ resolveWithObject: true })
    // Ink reaches close to the right edge but the estimate leaves a small margin.
    expect(info.width).toBeLessThanOrEqual(logo.width)
    expect(info.width).toBeGreaterThan(logo.width - 20)
  })

  it('escapes markup in names and is deterministic', async () => {
    const a = await brandLogo({ name: 'A<B> "Cars"' })
    expect(a.svg).toContain('A&lt;B&gt; &quot;CARS&quot;')
    expect(a.png.equals((await brandLogo({ name: 'A<B> "Cars"' })).png)).toBe(true)
  })

  it('stays visible on a dark header: a white wordmark and a light emblem (the UK logo vanished)', () => {
    const header = '#14171f'
    const { svg } = brandLogoSvg({ name: 'Motor Group UK', color: '#1c1c1c', background: header })
    const [initialsFill, wordFill] = [...svg.matchAll(/<text[^>]* fill="(#[0-9a-f]{6})"/g)].map((m) => m[1])
    const emblem = [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1])
    expect(contrastRatio(wordFill, header)).toBeGreaterThanOrEqual(4.5)
    for (const stop of emblem) expect(contrastRatio(stop, header)).toBeGreaterThanOrEqual(3)
    for (const stop of emblem) expect(contrastRatio(initialsFill, stop)).toBeGreaterThanOrEqual(3)
    // On the default white header the same logo keeps its brand colour.
    expect(brandLogoSvg({ name: 'Motor Group UK', color: '#1c1c1c' }).svg).toContain('url(#lg)')
  })

  it('derives initials from the first two words', () => {
    expect(initials('Volta Motors Group')).toBe('VM')
    expect(initials('kestrel')).toBe('K')
  })

  it('measures text with DejaVu Sans Bold advances', () => {
    expect(textWidth('HI', 100)).toBeCloseTo(120, 0)
  })
})
