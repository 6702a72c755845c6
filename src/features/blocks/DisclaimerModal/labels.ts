/** The disclaimer modal's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const DISCLAIMER_MODAL_LABELS = {
  singular: { en: 'Disclaimer modal', sv: 'Villkorsruta', nb: 'Vilkårsvindu', sk: 'Okno s upozornením' },
  plural: { en: 'Disclaimer modals', sv: 'Villkorsrutor', nb: 'Vilkårsvinduer', sk: 'Okná s upozornením' },
  approveLabel: {
    en: 'Approve button text',
    sv: 'Text på godkänn-knappen',
    nb: 'Tekst på godta-knappen',
    sk: 'Text tlačidla súhlasu',
  },
  approveLabelDescription: {
    en: 'Empty: "I agree" in the page language.',
    sv: 'Tomt: "Jag godkänner" på sidans språk.',
    nb: 'Tomt: "Jeg godtar" på sidens språk.',
    sk: 'Prázdne: "Súhlasím" v jazyku stránky.',
  },
  declineLink: { en: 'Decline link', sv: 'Länk för att avböja', nb: 'Lenke for å avslå', sk: 'Odkaz na odmietnutie' },
  declineLinkDescription: {
    en: 'Where a visitor who declines goes (the label is optional).',
    sv: 'Dit en besökare som avböjer kommer (länktexten är valfri).',
    nb: 'Dit en besøkende som avslår kommer (lenketeksten er valgfri).',
    sk: 'Kam sa dostane návštevník, ktorý odmietne (text odkazu je nepovinný).',
  },
} as const satisfies Record<string, AdminText>
