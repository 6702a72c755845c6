import { describe, expect, it } from 'vitest'
import { parseSearchPhrase } from '@/search/keyphrase'
import { heroSearchHref, searchEvent } from './hero'

const vocabulary = { car_brand: ['Volvo', 'Land Rover', 'Kia'], car_model: ['XC60', 'Ceed', 'Range Rover Sport'], car_fuel: ['Diesel', 'El'], car_site_city: ['Göteborg'] }
const models = { Volvo: ['XC60', 'V90'], Kia: ['Ceed'], 'Land Rover': ['Range Rover Sport'] }
const href = (phrase: string, keep = '') => heroSearchHref('/kop-bil/alla-bilar-i-lager/', parseSearchPhrase(phrase, vocabulary), models, new URLSearchParams(keep))

describe('hero search navigation (spec 1 §2)', () => {
  it('puts brand and model in the path, lower-case, and the rest as keyphrase', () => {
    expect(href('Volvo XC60 dragkrok')).toBe('/kop-bil/alla-bilar-i-lager/volvo/xc60?keyphrase=dragkrok')
    expect(href('land rover range rover sport')).toBe('/kop-bil/alla-bilar-i-lager/land%20rover/range%20rover%20sport')
    expect(href('kia')).toBe('/kop-bil/alla-bilar-i-lager/kia')
  })

  it('puts other recognised values in the query under their facet names', () => {
    expect(href('volvo diesel göteborg')).toBe('/kop-bil/alla-bilar-i-lager/volvo?car_fuel=Diesel&car_site_city=G%C3%B6teborg')
  })

  it("keeps a model of another brand, or of no brand, as words (the list would not know the pair)", () => {
    expect(href('volvo ceed')).toBe('/kop-bil/alla-bilar-i-lager/volvo?keyphrase=Ceed')
    expect(href('xc60 panorama')).toBe('/kop-bil/alla-bilar-i-lager?keyphrase=panorama+XC60')
  })

  it('several brands go in the query', () => {
    expect(href('volvo kia')).toBe('/kop-bil/alla-bilar-i-lager?car_brand=Volvo&car_brand=Kia')
  })

  it("keeps the page's other query parameters, not the list's own", () => {
    expect(href('volvo', 'utm_source=mail&keyphrase=old&page=3&car_fuel=El')).toBe('/kop-bil/alla-bilar-i-lager/volvo?utm_source=mail')
  })

  it('sends the search event of spec 1 §7', () => {
    expect(searchEvent('volvo xc60')).toEqual({ event: 'search', search_type: 'start page', search_term: 'volvo xc60' })
  })
})
