import { describe, expect, it } from 'vitest'

import { compileRedirects, resolveFinal } from './engine'
import { parseRule, type RedirectRow } from './rules'

const index = (...rows: [string, string][]) =>
  compileRedirects(rows.map(([from, to]): RedirectRow => ({ from, to })).map(parseRule))
const to = (location: string) => ({ status: 301, location })

describe('exact paths', () => {
  const uk = index(
    ['/404', '/'],
    ['/finn-oss/stavanger/', '/finn-oss/stavanger-sentrum'],
    ['/hitta-oss/malm%C3%B6', '/hitta-oss/malmo'],
  )
  it('redirects an exact path, permanently', () => {
    expect(uk.resolve('/404')).toEqual(to('/'))
  })
  it('matches whatever the case, trailing slash, encoding or trailing junk of either side', () => {
    expect(uk.resolve('/finn-oss/stavanger')).toEqual(to('/finn-oss/stavanger-sentrum'))
    expect(uk.resolve('/Finn-Oss/Stavanger/')).toEqual(to('/finn-oss/stavanger-sentrum'))
    expect(uk.resolve('/finn-oss//stavanger.')).toEqual(to('/finn-oss/stavanger-sentrum'))
    expect(uk.resolve('/hitta-oss/malmö')).toEqual(to('/hitta-oss/malmo'))
    expect(uk.resolve('/hitta-oss/MALM%C3%96%20')).toEqual(to('/hitta-oss/malmo'))
  })
  it('answers null when nothing matches', () => {
    expect(uk.resolve('/finn-oss')).toBeNull()
    expect(uk.resolve('/')).toBeNull()
    expect(compileRedirects([]).resolve('/anything?x=1')).toBeNull()
  })
  it('ignores a fragment', () => {
    expect(uk.resolve('/404#top')).toEqual(to('/'))
  })
})

describe('query conditions', () => {
  const se = index(
    ['/bilar', '/kop-bil'],
    ['/bilar?vehicletype=PB', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB'],
    ['/bilar?vehicletype=PB&fuel=el', '/kop-bil/biltyp/elbilar'],
    ['/bilar?vehicletype=TB', '/kop-bil/foretag/transportbilar'],
  )
  it('prefers the rule whose conditions all match, more conditions first', () => {
    expect(se.resolve('/bilar?vehicletype=PB')).toEqual(to('/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB'))
    expect(se.resolve('/bilar?fuel=el&vehicletype=PB')).toEqual(to('/kop-bil/biltyp/elbilar'))
    expect(se.resolve('/bilar?vehicletype=TB')).toEqual(to('/kop-bil/foretag/transportbilar'))
  })
  it('falls back to the exact path without conditions', () => {
    expect(se.resolve('/bilar')).toEqual(to('/kop-bil'))
    expect(se.resolve('/bilar?vehicletype=XX')).toEqual(to('/kop-bil?vehicletype=XX'))
  })
  it('compares keys and values case-insensitively after decoding', () => {
    expect(se.resolve('/bilar?VehicleType=pb')).toEqual(to('/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB'))
    expect(se.resolve('/bilar?vehicle%74ype=%50B')).toEqual(to('/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB'))
  })
  it('has no match when a condition is not met and there is no plain rule', () => {
    expect(index(['/bilar?vehicletype=PB', '/kop-bil']).resolve('/bilar?vehicletype=TB')).toBeNull()
  })
  it('lets the first of two rules with the same conditions win', () => {
    expect(index(['/a?x=1', '/first'], ['/a?x=1', '/second']).resolve('/a?x=1')).toEqual(to('/first'))
  })
  it('matches a repeated request key on any of its values, consuming only the matching one', () => {
    const vans = index([
      '/transportbilar?region=syd&site=malmo',
      '/kop-bil/foretag/transportbilar?car_site_region=syd&car_site_region=vast',
    ])
    expect(vans.resolve('/transportbilar?site=malmo&region=nord&region=syd')).toEqual(
      to('/kop-bil/foretag/transportbilar?car_site_region=syd&car_site_region=vast&region=nord'),
    )
  })
})

describe('query string on the target', () => {
  const rules = index(
    ['/bilar?vehicletype=PB', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB'],
    ['/elbilar', '/kop-bil/alla-bilar-i-lager?car_fuel=el'],
    ['/vans', '/buy-car/used-cars?car_site_region=north&car_site_region=south'],
  )
  it('keeps request parameters no condition consumed (campaign tags survive)', () => {
    expect(rules.resolve('/bilar?utm_source=mail&vehicletype=PB&utm_campaign=v1')).toEqual(
      to('/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB&utm_source=mail&utm_campaign=v1'),
    )
  })
  it('lets the target win where it sets the same key', () => {
    expect(rules.resolve('/elbilar?car_fuel=diesel&gclid=abc')).toEqual(
      to('/kop-bil/alla-bilar-i-lager?car_fuel=el&gclid=abc'),
    )
  })
  it('preserves repeatable keys of the target, and overrides all of them in the request', () => {
    expect(rules.resolve('/vans?car_site_region=east&page=2')).toEqual(
      to('/buy-car/used-cars?car_site_region=north&car_site_region=south&page=2'),
    )
  })
  it('encodes the Location as ASCII', () => {
    expect(index(['/malmo', '/hitta-oss/malmö']).resolve('/malmo?q=å')).toEqual(to('/hitta-oss/malm%C3%B6?q=%C3%A5'))
  })
})

describe('wildcards', () => {
  const uk = index(
    ['/used/*', '/buy-car/used-cars/:splat'],
    ['/used-cars/bmw/*', '/buy-car/used-cars/bmw'],
    ['/used-cars/*', '/buy-car/used-cars'],
    ['/used-cars/bmw/x5', '/buy-car/used-cars/bmw?car_model=x5'],
  )
  it('keeps the rest of the path where the target says :splat', () => {
    expect(uk.resolve('/used/bmw/3-series?utm_source=x')).toEqual(to('/buy-car/used-cars/bmw/3-series?utm_source=x'))
    expect(uk.resolve('/used')).toEqual(to('/buy-car/used-cars'))
  })
  it('drops the rest when the target has no :splat', () => {
    expect(uk.resolve('/used-cars/bmw/1-series/m135i')).toEqual(to('/buy-car/used-cars/bmw'))
  })
  it('prefers an exact path to any wildcard', () => {
    expect(uk.resolve('/used-cars/bmw/x5')).toEqual(to('/buy-car/used-cars/bmw?car_model=x5'))
  })
  it('prefers the longest matching wildcard prefix', () => {
    expect(uk.resolve('/used-cars/mini/cooper')).toEqual(to('/buy-car/used-cars'))
    expect(uk.resolve('/used-cars/bmw/i4')).toEqual(to('/buy-car/used-cars/bmw'))
  })
  it('matches no wildcard outside its prefix', () => {
    expect(uk.resolve('/buy-car/used-cars/bmw')).toBeNull()
    expect(uk.resolve('/usedcars/bmw')).toBeNull()
  })
  it('lets the first of two wildcards with the same prefix win', () => {
    expect(index(['/a/*', '/first'], ['/a/*', '/second']).resolve('/a/b')).toEqual(to('/first'))
  })
  it('honours conditions on a wildcard before the plain one', () => {
    const rules = index(
      ['/bilar/*?vehicletype=PB', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB'],
      ['/bilar/*', '/kop-bil'],
    )
    expect(rules.resolve('/bilar/x?vehicletype=PB')).toEqual(to('/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB'))
    expect(rules.resolve('/bilar/x')).toEqual(to('/kop-bil'))
  })
  it('covers every path under a root wildcard', () => {
    expect(index(['/*', '/en/:splat']).resolve('/a/b')).toEqual(to('/en/a/b'))
  })
  it('never redirects a request to itself when a wildcard covers its own target', () => {
    const rules = index(['/buy-car/used-cars/bmw/*', '/buy-car/used-cars/bmw'])
    expect(rules.resolve('/buy-car/used-cars/bmw')).toBeNull()
    expect(rules.resolve('/buy-car/used-cars/bmw/old')).toEqual(to('/buy-car/used-cars/bmw'))
  })
})

describe('absolute URL targets', () => {
  it('redirects to another host, keeping unconsumed parameters', () => {
    const rules = index(['/karriar/*', 'https://careers.example.com/jobs?company=group'])
    expect(rules.resolve('/karriar/lediga-tjanster?utm_source=li')).toEqual(
      to('https://careers.example.com/jobs?company=group&utm_source=li'),
    )
  })
})

describe('resolveFinal (one hop every time)', () => {
  it('follows a chain that only shows for some paths under a wildcard, carrying the query', () => {
    const rules = index(['/sv-se/*', '/:splat'], ['/bilar', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil'])
    expect(rules.resolve('/sv-se/bilar?utm_source=x')).toEqual(to('/bilar?utm_source=x'))
    expect(resolveFinal(rules, '/sv-se/bilar?utm_source=x')).toEqual(
      to('/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil&utm_source=x'),
    )
    expect(resolveFinal(rules, '/sv-se/om-oss')).toEqual(to('/om-oss'))
  })
  it('stops at an absolute URL and answers null when nothing matches', () => {
    const rules = index(['/jobb', 'https://careers.example.com/'], ['/careers', '/jobb'])
    expect(resolveFinal(rules, '/careers')).toEqual(to('https://careers.example.com/'))
    expect(resolveFinal(rules, '/elsewhere')).toBeNull()
  })
  it('gives no redirect for a request that loops through wildcards', () => {
    const rules = index(['/en/*', '/fi/:splat'], ['/fi/x', '/en/x'])
    expect(rules.resolve('/en/x')).toEqual(to('/fi/x'))
    expect(resolveFinal(rules, '/en/x')).toBeNull()
    expect(resolveFinal(rules, '/en/y')).toEqual(to('/fi/y'))
  })
})
