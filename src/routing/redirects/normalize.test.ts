import { describe, expect, it } from 'vitest'

import { encodeLocation, normalizePath, percentDecode } from './normalize'

describe('normalizePath', () => {
  it('matches Nordic letters whether encoded or not', () => {
    expect(normalizePath('/hitta-oss/malm%C3%B6')).toBe('/hitta-oss/malmö')
    expect(normalizePath('/hitta-oss/malmö')).toBe('/hitta-oss/malmö')
    expect(normalizePath('/om-oss/%C3%A5%C3%A4%C3%B8%C3%A6')).toBe(normalizePath('/om-oss/åäøæ'))
  })
  it('NFC-normalises decomposed letters', () => {
    expect(normalizePath('/hitta-oss/malmo\u0308')).toBe('/hitta-oss/malmö')
    expect(normalizePath('/hitta-oss/malmo%CC%88')).toBe('/hitta-oss/malmö')
  })
  it('is case-insensitive, including encoded capitals', () => {
    expect(normalizePath('/FindUs')).toBe('/findus')
    expect(normalizePath('/Hitta-Oss/MALM%C3%96')).toBe('/hitta-oss/malmö')
  })
  it('ignores a trailing slash but keeps the root', () => {
    expect(normalizePath('/finn-oss/stavanger/')).toBe('/finn-oss/stavanger')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('')).toBe('/')
    expect(normalizePath('//')).toBe('/')
  })
  it('collapses repeated slashes and adds a missing leading slash', () => {
    expect(normalizePath('//buy-car///used-cars')).toBe('/buy-car/used-cars')
    expect(normalizePath('kop-bil')).toBe('/kop-bil')
  })
  it.each([
    ['a trailing %20', '/kop-bil/alla-bilar-i-lager%20'],
    ['a trailing space', '/kop-bil/alla-bilar-i-lager '],
    ['a trailing dot', '/kop-bil/alla-bilar-i-lager.'],
    ['a trailing parenthesis', '/kop-bil/alla-bilar-i-lager)'],
    ['a trailing ampersand', '/kop-bil/alla-bilar-i-lager&'],
    ['junk after a trailing slash', '/kop-bil/alla-bilar-i-lager/%20'],
    ['several kinds at once', '/kop-bil/alla-bilar-i-lager/.)&%20'],
  ])('tolerates %s', (_, path) => {
    expect(normalizePath(path)).toBe('/kop-bil/alla-bilar-i-lager')
  })
  it('keeps junk-like characters inside the path', () => {
    expect(normalizePath('/media/brochure.pdf')).toBe('/media/brochure.pdf')
  })
})

describe('percentDecode', () => {
  it('leaves malformed encodings as they are', () => {
    expect(percentDecode('/100%')).toBe('/100%')
    expect(percentDecode('/a%zzb')).toBe('/a%zzb')
    expect(percentDecode('/a%C3')).toBe('/a%C3')
  })
  it('decodes the ASCII bytes of a run that is not UTF-8 and keeps the rest encoded', () => {
    expect(percentDecode('/malm%F6%20')).toBe('/malm%F6 ')
    expect(normalizePath('/malm%F6%20')).toBe('/malm%f6')
  })
})

describe('encodeLocation', () => {
  it('percent-encodes non-ASCII path and query characters', () => {
    expect(encodeLocation('/hitta-oss/malmö')).toBe('/hitta-oss/malm%C3%B6')
    expect(encodeLocation('/find-us?site_departments.brands.name=Mercedes-Benz Vans&q=ø')).toBe(
      '/find-us?site_departments.brands.name=Mercedes-Benz%20Vans&q=%C3%B8',
    )
  })
  it('does not double-encode, and encodes a stray %', () => {
    expect(encodeLocation('/hitta-oss/malm%C3%B6')).toBe('/hitta-oss/malm%C3%B6')
    expect(encodeLocation('/rabatt-100%')).toBe('/rabatt-100%25')
  })
  it('encodes decomposed letters in their composed form', () => {
    expect(encodeLocation('/malmo\u0308')).toBe('/malm%C3%B6')
  })
  it('keeps reserved characters and turns a non-ASCII host into punycode', () => {
    expect(encodeLocation('https://karriär.example.se/jobb?a=1&b=2#top')).toBe(
      'https://xn--karrir-fua.example.se/jobb?a=1&b=2#top',
    )
    expect(encodeLocation('https://careers.example.com/sök')).toBe('https://careers.example.com/s%C3%B6k')
  })
})
