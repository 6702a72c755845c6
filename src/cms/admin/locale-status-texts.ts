/** The sidebar's list of a document's site languages (./LocaleStatus.tsx), in every admin language (../admin-languages.ts). */
import type { AdminText } from '../admin-languages'

export const LOCALE_STATUS_TEXTS = {
  heading: {
    en: 'Languages of this site',
    sv: 'Webbplatsens språk',
    nb: 'Nettstedets språk',
    sk: 'Jazyky tohto webu',
  },
  default: { en: 'default', sv: 'standard', nb: 'standard', sk: 'predvolený' },
  written: { en: 'written', sv: 'skriven', nb: 'skrevet', sk: 'napísané' },
  missing: { en: 'missing', sv: 'saknas', nb: 'mangler', sk: 'chýba' },
} satisfies Record<string, AdminText>
