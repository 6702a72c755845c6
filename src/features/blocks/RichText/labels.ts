/** The rich text block's names in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const RICH_TEXT_LABELS = {
  singular: { en: 'Rich text', sv: 'Formaterad text', nb: 'Formatert tekst', sk: 'Formátovaný text' },
  plural: { en: 'Rich text', sv: 'Formaterad text', nb: 'Formatert tekst', sk: 'Formátovaný text' },
} as const satisfies Record<string, AdminText>
