import { describe, expect, it } from 'vitest'
import { LOCALES, type Locale } from '@/cms/locales'
import { defaultMessages } from '@/i18n/catalogue'
import { emailSchema } from '@/platform/messaging/messages'
import { confirmationEmail, digestEmail } from './emails'
import { savedSearchMailStrings } from './mail-strings'

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
