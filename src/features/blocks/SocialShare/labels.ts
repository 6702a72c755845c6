/** The social sharing block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const SOCIAL_SHARE_LABELS = {
  singular: { en: 'Social sharing', sv: 'Dela i sociala medier', nb: 'Deling i sosiale medier', sk: 'Zdieľanie' },
  plural: { en: 'Social sharing', sv: 'Dela i sociala medier', nb: 'Deling i sosiale medier', sk: 'Zdieľanie' },
  titleDescription: {
    en: 'Empty: "Share this page" in the page language.',
    sv: 'Tomt: "Dela sidan" på sidans språk.',
    nb: 'Tomt: "Del siden" på sidens språk.',
    sk: 'Prázdne: "Zdieľať stránku" v jazyku stránky.',
  },
  networks: { en: 'Networks', sv: 'Nätverk', nb: 'Nettverk', sk: 'Siete' },
  networksDescription: {
    en: 'Empty: all four.',
    sv: 'Tomt: alla fyra.',
    nb: 'Tomt: alle fire.',
    sk: 'Prázdne: všetky štyri.',
  },
} as const satisfies Record<string, AdminText>
