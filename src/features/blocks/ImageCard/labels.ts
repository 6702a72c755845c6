/** The image card's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const IMAGE_CARD_LABELS = {
  singular: { en: 'Image card', sv: 'Bildkort', nb: 'Bildekort', sk: 'Karta s obrázkom' },
  plural: { en: 'Image cards', sv: 'Bildkort', nb: 'Bildekort', sk: 'Karty s obrázkom' },
  reverseDescription: {
    en: 'Image on the right.',
    sv: 'Bilden till höger.',
    nb: 'Bildet til høyre.',
    sk: 'Obrázok vpravo.',
  },
} as const satisfies Record<string, AdminText>
