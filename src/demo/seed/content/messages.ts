import type { Locale } from '@/cms/locales'
import type { SiteMessageType } from '@/features/shell/message/rules'
import type { SiteKey } from '@/demo/seed/site-definitions'
import type { SiteEnv } from './context'

type MessageSeed = { type: SiteMessageType; copy: Partial<Record<Locale, { title: string; text: string }>> }

/**
 * Site-wide message banners of the demo (spec 1 §4): Bilgruppen has one visitors may hide for the
 * session, the Finnish site a warning that cannot be hidden, the UK site one of the type "Other".
 */
export const MESSAGES: Partial<Record<SiteKey, MessageSeed[]>> = {
  se: [
    {
      type: 'Light',
      // A message without a year reads as stale or as a promise once its date has passed: it says what holds now.
      copy: {
        'sv-SE': {
          title: 'Nya öppettider i Göteborg',
          text: 'Nu har anläggningen i Högsbo öppet till 19.00 på vardagar.',
        },
        'en-GB': {
          title: 'New opening hours in Gothenburg',
          text: 'Our Högsbo location is now open until 7 pm on weekdays.',
        },
      },
    },
  ],
  fi: [
    {
      type: 'Warning',
      copy: {
        'fi-FI': {
          title: 'Huoltokatko ajanvarauksessa',
          text: 'Verkkoajanvaraus on poissa käytöstä sunnuntaina klo 2–6. Soita tarvittaessa lähimpään korjaamoon.',
        },
        'sv-SE': {
          title: 'Serviceavbrott i tidsbokningen',
          text: 'Onlinebokningen är ur drift söndag kl. 2–6. Ring vid behov närmaste verkstad.',
        },
      },
    },
  ],
  uk: [
    {
      type: 'Other',
      // No promise the site does not keep (it had offered a home delivery no car page offers).
      copy: {
        'en-GB': {
          title: 'Selling your car?',
          text: 'Tell us its registration and mileage on our Sell your car page and we will come back with an offer.',
        },
      },
    },
  ],
}

/** The site's message banners, looked up by site + title in the default locale. */
export async function seedSiteMessages<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, content, site } = env
  for (const message of MESSAGES[content.key] ?? []) {
    const main = message.copy[content.defaultLocale]
    if (!main) throw new Error(`content[${content.key}]: a site message lacks its ${content.defaultLocale} copy`)
    const { docs } = await payload.find({
      collection: 'site-messages',
      where: { and: [{ site: { equals: site.id } }, { title: { equals: main.title } }] },
      locale: content.defaultLocale,
      depth: 0,
      limit: 1,
    })
    env.count('site-messages', !docs[0])
    if (docs[0]) continue
    const doc = await payload.create({
      collection: 'site-messages',
      locale: content.defaultLocale,
      depth: 0,
      data: { site: site.id, type: message.type, active: true, ...main },
    })
    for (const locale of content.locales) {
      const copy = message.copy[locale]
      if (locale === content.defaultLocale || !copy) continue
      await payload.update({ collection: 'site-messages', id: doc.id, locale, depth: 0, data: copy })
    }
  }
}
