import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { brandLogos, columnSpan, copyValue, logoWidthAt } from './model'

const media = (filename: string | null) =>
  ({ id: 1, filename, width: 200, height: 80, updatedAt: '', createdAt: '' }) as Media

describe('footer rules (spec 1 §2)', () => {
  it('links brand logos to the car list filtered by brand and drops logos without src', () => {
    const logos = brandLogos(
      {
        showBrands: true,
        brands: [
          { name: 'Land Rover', logo: media('lr.webp') },
          { name: 'Ghost', logo: media(null) },
          { name: 'Unpopulated', logo: 7 },
          { name: 'Mono', logo: media('c.webp'), logoBlackAndWhite: media('bw.webp') },
        ],
      },
      '/kop-bil',
    )
    expect(logos.map((l) => l.href)).toEqual(['/kop-bil?car_brand=Land%20Rover', '/kop-bil?car_brand=Mono'])
    expect(logos[1].logo.url).toBe('/-/media/bw.webp')
  })

  it('shows no brands when ShowBrands is off', () => {
    expect(brandLogos({ showBrands: false, brands: [{ name: 'A', logo: media('a.webp') }] }, '/')).toEqual([])
  })

  it('spans columns over 2 when there are at most 2', () => {
    expect([1, 2, 3, 4].map(columnSpan)).toEqual([2, 2, 1, 1])
  })

  it('copies the address of mailto and the number of tel links only', () => {
    expect(copyValue('mailto:kundservice@bilgruppen.example')).toBe('kundservice@bilgruppen.example')
    expect(copyValue('mailto:a@b.example?subject=Hi')).toBe('a@b.example')
    expect(copyValue('tel:+4681234500')).toBe('+4681234500')
    expect(copyValue('/kontakt')).toBeNull()
  })

  it('scales logos to 40 px high', () => {
    expect(logoWidthAt({ width: 200, height: 80 })).toBe(100)
    expect(logoWidthAt({ width: null, height: null })).toBe(100)
  })
})
