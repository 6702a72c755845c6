import { describe, expect, it } from 'vitest'
import { filterCards, filterOptions, toSiteCard, type CardSource } from './cards'
import { showsSearchBox } from './list-rules'

const site = (over: Partial<CardSource>): CardSource => ({ site_id: '1', slug: 'a', site_official_name: 'A', ...over })
const goteborg = toSiteCard(
  site({
    site_id: '1001',
    slug: 'bilgruppen-goteborg',
    site_official_name: 'Bilgruppen Göteborg',
    site_street: 'Almedalsvägen 12',
    site_zip: '412 63',
    site_city: 'Göteborg',
    site_region: 'Västra Götaland',
    site_geocoord: '57.7,11.97',
    site_email: 'info@example.se',
    site_brands: [{ name: 'Audi' }, { name: 'Skoda' }],
    site_departments: [{ name: 'Verkstad', group: 'Workshop', email: 'verkstad@example.se' }],
    site_primary_image: { url: '/media/g.webp', alt: 'Göteborg', width: 1280, height: 720 },
  }),
  '/anlaggningar',
)
const malmo = toSiteCard(
  site({
    site_id: '1002',
    slug: 'bilgruppen-malmo',
    site_official_name: 'Bilgruppen Malmö',
    site_city: 'Malmö',
    site_region: 'Skåne',
    site_brands: [{ name: 'Kia' }],
    site_image_url: '/x.png',
  }),
  '/',
)

describe('site cards (spec 1 §2)', () => {
  it('link to the list path plus the slug and carry the workshop e-mail and position', () => {
    expect(goteborg).toMatchObject({
      href: '/anlaggningar/bilgruppen-goteborg',
      email: 'verkstad@example.se',
      position: { lat: 57.7, lng: 11.97 },
    })
    expect(goteborg.image).toEqual({ url: '/media/g.webp', alt: 'Göteborg', width: 1280, height: 720 })
    expect(malmo).toMatchObject({
      href: '/bilgruppen-malmo',
      image: { url: '/x.png', alt: '' },
      position: null,
      email: null,
    })
  })

  it('filter by every chosen value and every search word, ignoring case and accents', () => {
    const cards = [goteborg, malmo]
    expect(filterCards(cards, { text: '', selected: {} })).toHaveLength(2)
    expect(filterCards(cards, { text: 'GOTEBORG', selected: {} })).toEqual([goteborg])
    expect(filterCards(cards, { text: 'almedal 412', selected: {} })).toEqual([goteborg])
    expect(filterCards(cards, { text: '', selected: { brand: 'Kia' } })).toEqual([malmo])
    expect(filterCards(cards, { text: 'malmo', selected: { brand: 'Audi' } })).toEqual([])
    expect(
      filterCards(cards, { text: '', selected: { departmentType: 'Verkstad', region: 'Västra Götaland' } }),
    ).toEqual([goteborg])
  })

  it('offer only the configured filters, with sorted values', () => {
    expect(filterOptions([goteborg, malmo], ['city', 'brand'], 'sv-SE')).toEqual({
      city: ['Göteborg', 'Malmö'],
      brand: ['Audi', 'Kia', 'Skoda'],
    })
    expect(filterOptions([goteborg, malmo], [], 'sv-SE')).toEqual({})
  })

  it('show the search box only above 8 sites (spec 1 §9)', () => {
    expect(showsSearchBox(8)).toBe(false)
    expect(showsSearchBox(9)).toBe(true)
    expect(showsSearchBox(0)).toBe(false)
  })
})
