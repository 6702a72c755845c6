/** The admin's navigation groups, in every admin language (../admin-languages.ts); one name per group for every collection in it. */
import type { AdminText } from '../admin-languages'

export const ADMIN_GROUPS = {
  content: { en: 'Content', sv: 'Innehåll', nb: 'Innhold', sk: 'Obsah' },
  platform: { en: 'Platform', sv: 'Plattform', nb: 'Plattform', sk: 'Platforma' },
  dealers: { en: 'Dealers', sv: 'Återförsäljare', nb: 'Forhandlere', sk: 'Predajcovia' },
  finance: { en: 'Finance', sv: 'Finansiering', nb: 'Finansiering', sk: 'Financovanie' },
  leads: { en: 'Leads', sv: 'Leads', nb: 'Leads', sk: 'Dopyty' },
  cars: { en: 'Cars', sv: 'Bilar', nb: 'Biler', sk: 'Autá' },
  serviceBooking: { en: 'Service booking', sv: 'Servicebokning', nb: 'Servicebestilling', sk: 'Rezervácia servisu' },
  tyreHotel: { en: 'Tyre hotel', sv: 'Däckhotell', nb: 'Dekkhotell', sk: 'Pneuhotel' },
} satisfies Record<string, AdminText>
