/** The FAQ list block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const FAQ_LIST_LABELS = {
  singular: { en: 'FAQ list', sv: 'Vanliga frågor', nb: 'Ofte stilte spørsmål', sk: 'Časté otázky' },
  plural: {
    en: 'FAQ lists',
    sv: 'Listor med vanliga frågor',
    nb: 'Lister med ofte stilte spørsmål',
    sk: 'Zoznamy častých otázok',
  },
  items: { en: 'Questions', sv: 'Frågor', nb: 'Spørsmål', sk: 'Otázky' },
  item: { en: 'Question', sv: 'Fråga', nb: 'Spørsmål', sk: 'Otázka' },
  answer: { en: 'Answer', sv: 'Svar', nb: 'Svar', sk: 'Odpoveď' },
} as const satisfies Record<string, AdminText>
