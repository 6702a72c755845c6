/** The accordion block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const ACCORDION_LABELS = {
  singular: { en: 'Accordion', sv: 'Dragspel', nb: 'Trekkspill', sk: 'Akordeón' },
  plural: { en: 'Accordions', sv: 'Dragspel', nb: 'Trekkspill', sk: 'Akordeóny' },
  items: { en: 'Panels', sv: 'Paneler', nb: 'Paneler', sk: 'Panely' },
  item: { en: 'Panel', sv: 'Panel', nb: 'Panel', sk: 'Panel' },
  allowMultiple: {
    en: 'Several open at once',
    sv: 'Flera öppna samtidigt',
    nb: 'Flere åpne samtidig',
    sk: 'Viac otvorených naraz',
  },
  allowMultipleDescription: {
    en: 'Several panels may be open at once.',
    sv: 'Flera paneler kan vara öppna samtidigt.',
    nb: 'Flere paneler kan være åpne samtidig.',
    sk: 'Naraz môže byť otvorených viac panelov.',
  },
} as const satisfies Record<string, AdminText>
