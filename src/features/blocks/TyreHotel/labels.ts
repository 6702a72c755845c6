/** The tyre hotel block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const TYRE_HOTEL_LABELS = {
  singular: { en: 'Tyre hotel', sv: 'Däckhotell', nb: 'Dekkhotell', sk: 'Pneuhotel' },
  plural: { en: 'Tyre hotels', sv: 'Däckhotell', nb: 'Dekkhoteller', sk: 'Pneuhotely' },
  contactEmailDescription: {
    en: 'The footer’s contact e-mail on every screen.',
    sv: 'Kontaktadressen i sidfoten på varje steg.',
    nb: 'Kontaktadressen i bunnteksten på hvert steg.',
    sk: 'Kontaktný e-mail v päte na každej obrazovke.',
  },
  facilitiesPath: {
    en: 'Facilities page',
    sv: 'Sida med anläggningar',
    nb: 'Side med anlegg',
    sk: 'Stránka prevádzok',
  },
  facilitiesPathDescription: {
    en: 'The list of facilities (e.g. /anlaggningar).',
    sv: 'Listan över anläggningar (t.ex. /anlaggningar).',
    nb: 'Listen over anlegg (f.eks. /anlaggningar).',
    sk: 'Zoznam prevádzok (napr. /anlaggningar).',
  },
  tireInfoPath: {
    en: 'Tyre hotel info page',
    sv: 'Informationssida om däckhotellet',
    nb: 'Informasjonsside om dekkhotellet',
    sk: 'Informačná stránka o pneuhoteli',
  },
  tireInfoPathDescription: {
    en: 'Optional page about the tyre hotel.',
    sv: 'Valfri sida om däckhotellet.',
    nb: 'Valgfri side om dekkhotellet.',
    sk: 'Nepovinná stránka o pneuhoteli.',
  },
  bookServicePath: {
    en: 'Book-service page',
    sv: 'Sida för servicebokning',
    nb: 'Side for servicebestilling',
    sk: 'Stránka rezervácie servisu',
  },
  bookServicePathDescription: {
    en: 'Book-service page, linked when no agreement is found.',
    sv: 'Sidan för servicebokning, som länkas när inget avtal hittas.',
    nb: 'Siden for servicebestilling, som lenkes når ingen avtale finnes.',
    sk: 'Stránka rezervácie servisu, na ktorú sa odkáže, keď sa nenájde zmluva.',
  },
  declinePath: {
    en: 'Page after declining',
    sv: 'Sida efter att ha avböjt',
    nb: 'Side etter å ha avslått',
    sk: 'Stránka po odmietnutí',
  },
  declinePathDescription: {
    en: 'Where declining the disclaimer leads (default: the home page).',
    sv: 'Dit man kommer om man avböjer villkoren (standard: startsidan).',
    nb: 'Dit man kommer hvis man avslår vilkårene (standard: forsiden).',
    sk: 'Kam vedie odmietnutie upozornenia (predvolene: domovská stránka).',
  },
} as const satisfies Record<string, AdminText>
