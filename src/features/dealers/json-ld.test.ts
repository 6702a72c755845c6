import { describe, expect, it } from 'vitest'
import { dealerJsonLd, openingHoursSpecification } from './json-ld'

describe('AutoDealer JSON-LD', () => {
  const schedule = {
    openinghours: [
      { day: 'Måndag–fredag', displayText: '09:00–18:00' },
      { day: 'Lördag', displayText: '10.00–15.00' },
      { day: 'Söndag', displayText: 'Stängt' },
    ],
  }
  it('turns the weekly rows into opening hours, leaving closed days out', () => {
    expect(openingHoursSpecification(schedule)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '15:00' },
    ])
  })
  it('describes the site, its place and brands; no e-mail when it has none', () => {
    const ld = dealerJsonLd(
      {
        site_official_name: 'Bilgruppen Göteborg',
        site_street: 'Almedalsvägen 12',
        site_zip: '412 63',
        site_city: 'Göteborg',
        site_phone: '031 123 45',
        site_geocoord: '57.7,11.97',
        site_brands: [{ name: 'Audi' }],
      },
      'http://se.localhost/anlaggningar/bilgruppen-goteborg',
      null,
      schedule,
      'SE',
    )
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      telephone: '031 123 45',
      geo: { latitude: 57.7, longitude: 11.97 },
      address: { addressCountry: 'SE', postalCode: '412 63' },
    })
    expect(ld).not.toHaveProperty('email')
    expect(ld).not.toHaveProperty('image')
    expect(ld.openingHoursSpecification).toHaveLength(2)
  })
})
