import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '@/cms/locales'
import { defaultMessages } from '@/i18n/catalogue'
import { emailSchema } from '@/platform/messaging/messages'
import { confirmationEmail, digestEmail } from './emails'
import { savedSearchMailStrings } from './mail-strings'
import { invalidLinkPage, managePage, searchSummary, unsubscribedPage } from './pages'

const messagesOf = (locale: Locale) => defaultMessages(savedSearchMailStrings, locale)

const links = {
  unsubscribe: 'https://x.example/api/saved-searches/unsubscribe?token=a.b',
  manage: 'https://x.example/m?token=1.c',
}

describe('saved-search e-mails', () => {
  it('carry the one-click unsubscribe headers and links in every language', () => {
    for (const locale of LOCALES) {
      const email = emailSchema.parse(
        confirmationEmail({
          to: 'a@example.se',
          messages: messagesOf(locale),
          siteName: 'Site',
          confirmUrl: 'https://x.example/c',
          links,
        }),
      )
      expect(email.headers).toEqual({
        'List-Unsubscribe': `<${links.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
      expect(email.text).toContain(links.manage)
    }
  })

  it('shows a drop with the old price struck through, and counts in real plural forms', () => {
    const car = { title: 'Volvo <V60>', image: 'https://x.example/i.jpg', url: 'https://x.example/c/1/v' }
    const items = [
      { kind: 'price-drop' as const, car, oldPrice: 200_000, newPrice: 185_000 },
      { kind: 'new' as const, car, oldPrice: null, newPrice: 99_000 },
      { kind: 'new' as const, car, oldPrice: null, newPrice: 98_000 },
    ]
    const sv = digestEmail({
      to: 'a@example.se',
      messages: messagesOf('sv-SE'),
      market: 'se',
      siteName: 'S',
      items,
      links,
    })
    expect(sv.subject).toBe('2 nya bilar och 1 prissänkning – S')
    expect(sv.html).toContain('<s>200 000 kr</s> <strong>185 000 kr</strong>')
    expect(sv.html).toContain('Volvo &lt;V60&gt;')
    const sk = digestEmail({
      to: 'a@example.se',
      messages: messagesOf('sk-SK'),
      market: 'sk',
      siteName: 'S',
      items,
      links,
    })
    expect(sk.subject).toBe('2 nové autá a 1 zníženie ceny – S')
  })

  it('says only what it has: new cars alone, drops alone', () => {
    const car = { title: 'Kia EV6', image: null, url: 'https://x.example/c/2/k' }
    const one = [{ kind: 'new' as const, car, oldPrice: null, newPrice: 99_000 }]
    const drop = [{ kind: 'price-drop' as const, car, oldPrice: 20_000, newPrice: 18_500 }]
    const en = messagesOf('en-GB')
    expect(
      digestEmail({ to: 'a@example.se', messages: en, market: 'uk', siteName: 'M', items: one, links }).subject,
    ).toBe('1 new car – M')
    expect(
      digestEmail({ to: 'a@example.se', messages: en, market: 'uk', siteName: 'M', items: drop, links }).subject,
    ).toBe('1 price drop – M')
  })
})

describe('the pages a saved-search link opens', () => {
  it('are in the site language (all of each page), escape what they show, and count filters in real plural forms', () => {
    const sk = messagesOf('sk-SK')
    expect(unsubscribedPage(sk)).toContain('<html lang="sk">')
    const invalid = invalidLinkPage(messagesOf('sv-SE'))
    expect(invalid).toContain('<h1>Länken gäller inte längre</h1>')
    expect(invalid).toContain('Spara sökningen igen')
    const search = {
      id: '7d1c0f9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f',
      status: 'active' as const,
      query: { filters: { car_fuel: 'El', car_body: 'SUV', car_gearbox: 'Automat' } },
      alerts: ['new'],
      listUrl: 'https://x.example/kop-bil',
      createdAt: '2026-11-28T10:00:00Z',
    }
    const page = managePage(sk, { email: 'a<b>@example.sk', token: 't', searches: [search], action: '/m' })
    expect(page).toContain('El, SUV, Automat')
    expect(page).toContain('a&lt;b&gt;@example.sk')
    expect(searchSummary(sk, { query: { filters: { car_price: { max: 1 }, car_year: { min: 2020 } } } })).toBe(
      '2 filtre',
    )
    expect(
      searchSummary(sk, {
        query: { keyphrase: 'kombi', filters: { car_fuel: ['El', 'Diesel'], car_price: { max: 1 } } },
      }),
    ).toBe('“kombi”, El, Diesel, 1 ďalší filter')
    const en = messagesOf('en-GB')
    for (const [count, text] of [
      [1, '1 more filter'],
      [5, '5 more filters'],
    ] as const) {
      const filters = Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, { min: i }]))
      expect(searchSummary(en, { query: { filters: { car_fuel: 'El', ...filters } } })).toBe(`El, ${text}`)
    }
    expect(
      searchSummary(sk, { query: { filters: { a: { min: 1 }, b: { min: 1 }, c: { not: ['x'] }, d: true, e: [1] } } }),
    ).toBe('5 filtrov')
    expect(
      managePage(messagesOf('sv-SE'), { email: 'a@example.se', token: 't', searches: [], action: '/m' }),
    ).toContain('Du har inga sparade sökningar kvar.')
  })
})
