/** The call-to-action banner's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const CALL_TO_ACTION_LABELS = {
  singular: {
    en: 'Call-to-action banner',
    sv: 'Uppmaningsbanner',
    nb: 'Handlingsbanner',
    sk: 'Banner s výzvou',
  },
  plural: {
    en: 'Call-to-action banners',
    sv: 'Uppmaningsbanners',
    nb: 'Handlingsbannere',
    sk: 'Bannery s výzvou',
  },
  secondaryLink: { en: 'Second link', sv: 'Andra länk', nb: 'Andre lenke', sk: 'Druhý odkaz' },
} as const satisfies Record<string, AdminText>
