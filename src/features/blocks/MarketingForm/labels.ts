/** The marketing form block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const MARKETING_FORM_LABELS = {
  singular: {
    en: 'Marketing form',
    sv: 'Marknadsföringsformulär',
    nb: 'Markedsføringsskjema',
    sk: 'Marketingový formulár',
  },
  plural: {
    en: 'Marketing forms',
    sv: 'Marknadsföringsformulär',
    nb: 'Markedsføringsskjemaer',
    sk: 'Marketingové formuláre',
  },
  region: { en: 'CRM region', sv: 'CRM-region', nb: 'CRM-region', sk: 'Región v CRM' },
  regionDescription: {
    en: 'CRM region the leads are filed under (optional).',
    sv: 'CRM-regionen som leadsen registreras under (valfritt).',
    nb: 'CRM-regionen leadsene registreres under (valgfritt).',
    sk: 'Región v CRM, pod ktorý sa dopyty zaradia (nepovinné).',
  },
  portal: { en: 'CRM portal', sv: 'CRM-portal', nb: 'CRM-portal', sk: 'Portál v CRM' },
  portalDescription: {
    en: 'CRM portal (optional).',
    sv: 'CRM-portal (valfritt).',
    nb: 'CRM-portal (valgfritt).',
    sk: 'Portál v CRM (nepovinné).',
  },
  form: { en: 'Form', sv: 'Formulär', nb: 'Skjema', sk: 'Formulár' },
} as const satisfies Record<string, AdminText>
