/** The spacer's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const SPACER_LABELS = {
  singular: { en: 'Spacer', sv: 'Mellanrum', nb: 'Mellomrom', sk: 'Medzera' },
  plural: { en: 'Spacers', sv: 'Mellanrum', nb: 'Mellomrom', sk: 'Medzery' },
  size: { en: 'Size', sv: 'Storlek', nb: 'Størrelse', sk: 'Veľkosť' },
  small: { en: 'Small', sv: 'Liten', nb: 'Liten', sk: 'Malá' },
  medium: { en: 'Medium', sv: 'Mellan', nb: 'Middels', sk: 'Stredná' },
  large: { en: 'Large', sv: 'Stor', nb: 'Stor', sk: 'Veľká' },
} as const satisfies Record<string, AdminText>
