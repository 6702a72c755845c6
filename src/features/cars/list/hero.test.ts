import { describe, expect, it } from 'vitest'
import { heroSearchHref, searchEvent } from './hero'

const href = (phrase: string, keep = '') =>
  heroSearchHref('/kop-bil/alla-bilar-i-lager/', phrase, new URLSearchParams(keep))

describe('hero search navigation (spec 1 §2)', () => {
  it('sends the phrase as the list’s keyphrase, as the bar’s form does before hydration', () => {
    expect(href(' Volvo XC60 dragkrok ')).toBe('/kop-bil/alla-bilar-i-lager?keyphrase=Volvo+XC60+dragkrok')
  })

  it("keeps the page's other query parameters, not the list's own", () => {
    expect(href('volvo', 'utm_source=mail&keyphrase=old&page=3&car_fuel=El&car_brand=Kia')).toBe(
      '/kop-bil/alla-bilar-i-lager?utm_source=mail&keyphrase=volvo',
    )
  })

  it('leaves the place, position and radius to the phrase, which may name its own town', () => {
    expect(href('bilar i göteborg', 'place=malmo&distance=25&near=57.70,11.97&utm_source=mail')).toBe(
      '/kop-bil/alla-bilar-i-lager?utm_source=mail&keyphrase=bilar+i+g%C3%B6teborg',
    )
  })

  it('sends the search event of spec 1 §7', () => {
    expect(searchEvent('volvo xc60')).toEqual({ event: 'search', search_type: 'start page', search_term: 'volvo xc60' })
  })
})
