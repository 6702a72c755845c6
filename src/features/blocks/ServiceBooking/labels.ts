/** The service booking block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const SERVICE_BOOKING_LABELS = {
  singular: { en: 'Service booking', sv: 'Servicebokning', nb: 'Servicebestilling', sk: 'Rezervácia servisu' },
  plural: { en: 'Service bookings', sv: 'Servicebokningar', nb: 'Servicebestillinger', sk: 'Rezervácie servisu' },
  brandLinks: {
    en: 'Other brands’ booking pages',
    sv: 'Andra märkens bokningssidor',
    nb: 'Andre merkers bestillingssider',
    sk: 'Rezervačné stránky iných značiek',
  },
  brandLink: { en: 'Brand link', sv: 'Märkeslänk', nb: 'Merkelenke', sk: 'Odkaz značky' },
  brandLinksDescription: {
    en: 'Links of the generic intro to other brands’ booking pages.',
    sv: 'Länkar i den allmänna introduktionen till andra märkens bokningssidor.',
    nb: 'Lenker i den generelle introduksjonen til andre merkers bestillingssider.',
    sk: 'Odkazy vo všeobecnom úvode na rezervačné stránky iných značiek.',
  },
  newTabDescription: {
    en: 'External booking pages open in a new tab.',
    sv: 'Externa bokningssidor öppnas i en ny flik.',
    nb: 'Eksterne bestillingssider åpnes i en ny fane.',
    sk: 'Externé rezervačné stránky sa otvoria na novej karte.',
  },
  authorisedBrands: {
    en: 'Authorised brands',
    sv: 'Auktoriserade märken',
    nb: 'Autoriserte merker',
    sk: 'Autorizované značky',
  },
  authorisedBrandsDescription: {
    en: 'The collapsible list of brands the group is an authorised workshop for.',
    sv: 'Den hopfällbara listan över märken som koncernen är auktoriserad verkstad för.',
    nb: 'Den sammenleggbare listen over merker konsernet er autorisert verksted for.',
    sk: 'Rozbaľovací zoznam značiek, pre ktoré je skupina autorizovaným servisom.',
  },
  brand: { en: 'Brand', sv: 'Märke', nb: 'Merke', sk: 'Značka' },
  contactEmailDescription: {
    en: 'Shown with the failure texts.',
    sv: 'Visas i felmeddelandena.',
    nb: 'Vises i feilmeldingene.',
    sk: 'Zobrazí sa v chybových hláseniach.',
  },
} as const satisfies Record<string, AdminText>
