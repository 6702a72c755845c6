/** The finance products' and quotations' labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { type AdminText, adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

type Bounds = { min: number; max: number }

export const FINANCE_TEXTS = {
  term: t('Term', 'Löptid', 'Løpetid', 'Doba splácania'),
  termDescription: (pcp: Bounds, hp: Bounds): AdminText =>
    t(
      `Number of regular payments (PCP ${pcp.min}–${pcp.max}, HP ${hp.min}–${hp.max}).`,
      `Antal ordinarie betalningar (PCP ${pcp.min}–${pcp.max}, HP ${hp.min}–${hp.max}).`,
      `Antall ordinære betalinger (PCP ${pcp.min}–${pcp.max}, HP ${hp.min}–${hp.max}).`,
      `Počet pravidelných splátok (PCP ${pcp.min}–${pcp.max}, HP ${hp.min}–${hp.max}).`,
    ),
  depositPercent: t(
    'Deposit (% of cash price)',
    'Handpenning (% av kontantpriset)',
    'Egenandel (% av kontantprisen)',
    'Akontácia (% z ceny v hotovosti)',
  ),
  depositDescription: t(
    'Customer deposit range as percent of the cash price.',
    'Kundens handpenning som procent av kontantpriset.',
    'Kundens egenandel i prosent av kontantprisen.',
    'Rozsah akontácie zákazníka v percentách z ceny v hotovosti.',
  ),
  annualMileage: t('Annual mileage (PCP)', 'Årlig körsträcka (PCP)', 'Årlig kjørelengde (PCP)', 'Ročný nájazd (PCP)'),
  annualMileageDescription: t(
    'Miles per year the visitor can choose; PCP only.',
    'Miles per år som besökaren kan välja; endast PCP.',
    'Miles per år besøkende kan velge; bare PCP.',
    'Míle za rok, ktoré si návštevník môže zvoliť; len PCP.',
  ),
}

export const FINANCE_PRODUCT_TEXTS: FieldTexts = {
  dealer: { label: C.dealer },
  name: { label: C.name },
  familyKey: {
    label: t('Family key', 'Familjenyckel', 'Familienøkkel', 'Kľúč rodiny'),
    description: t(
      'Key the site asks for in FinanceProductFamilyKeys, e.g. "PCP" or "HP".',
      'Nyckeln som webbplatsen frågar efter i FinanceProductFamilyKeys, t.ex. "PCP" eller "HP".',
      'Nøkkelen nettstedet spør etter i FinanceProductFamilyKeys, f.eks. "PCP" eller "HP".',
      'Kľúč, ktorý web žiada vo FinanceProductFamilyKeys, napr. „PCP“ alebo „HP“.',
    ),
  },
  type: { label: C.type },
  aprPercent: {
    label: t('Representative APR (%)', 'Effektiv ränta (%)', 'Effektiv rente (%)', 'Reprezentatívna RPMN (%)'),
  },
  documentationFee: {
    label: t('Documentation fee', 'Uppläggningsavgift', 'Etableringsgebyr', 'Poplatok za spracovanie'),
    description: t(
      'Added to the first payment.',
      'Läggs på den första betalningen.',
      'Legges til den første betalingen.',
      'Pripočíta sa k prvej splátke.',
    ),
  },
  optionToPurchaseFee: {
    label: t('Option to purchase fee', 'Avgift för köpoption', 'Gebyr for kjøpsopsjon', 'Poplatok za opciu na kúpu'),
    description: t(
      'Added to the last payment.',
      'Läggs på den sista betalningen.',
      'Legges til den siste betalingen.',
      'Pripočíta sa k poslednej splátke.',
    ),
  },
  dealerContribution: {
    label: t(
      'Dealer deposit contribution',
      'Återförsäljarens bidrag till handpenningen',
      'Forhandlerens bidrag til egenandelen',
      'Príspevok predajcu k akontácii',
    ),
  },
  min: { label: t('Minimum', 'Minst', 'Minst', 'Minimum') },
  max: { label: t('Maximum', 'Högst', 'Høyst', 'Maximum') },
  step: { label: t('Step', 'Steg', 'Steg', 'Krok') },
  default: { label: t('Default', 'Förval', 'Standard', 'Predvolené') },
  futureValues: {
    label: t(
      'Guaranteed future values (PCP)',
      'Garanterade restvärden (PCP)',
      'Garanterte restverdier (PCP)',
      'Garantované zostatkové hodnoty (PCP)',
    ),
    labels: {
      singular: t('Future value', 'Restvärde', 'Restverdi', 'Zostatková hodnota'),
      plural: t('Future values', 'Restvärden', 'Restverdier', 'Zostatkové hodnoty'),
    },
    description: t(
      'Optional final payment as percent of the cash price, by vehicle age (up to), annual mileage and term.',
      'Valfri slutbetalning som procent av kontantpriset, efter fordonets ålder (upp till), årlig körsträcka och löptid.',
      'Valgfri sluttbetaling i prosent av kontantprisen, etter kjøretøyets alder (opptil), årlig kjørelengde og løpetid.',
      'Voliteľná záverečná splátka v percentách z ceny v hotovosti podľa veku vozidla (do), ročného nájazdu a doby splácania.',
    ),
  },
  maxAgeYears: { label: t('Age up to (years)', 'Ålder upp till (år)', 'Alder opptil (år)', 'Vek do (roky)') },
  annualMileage: { label: t('Annual mileage', 'Årlig körsträcka', 'Årlig kjørelengde', 'Ročný nájazd') },
  term: { label: FINANCE_TEXTS.term },
  percent: { label: t('Percent', 'Procent', 'Prosent', 'Percentá') },
}

export const FINANCE_QUOTE_TEXTS: FieldTexts = {
  quoteReference: { label: t('Quotation reference', 'Offertreferens', 'Tilbudsreferanse', 'Referencia ponuky') },
  dealer: { label: C.dealer },
  product: { label: t('Product', 'Produkt', 'Produkt', 'Produkt') },
  productType: { label: t('Product type', 'Produkttyp', 'Produkttype', 'Typ produktu') },
  vehicle: { label: C.vehicle },
  vin: { label: t('VIN', 'Chassinummer', 'Understellsnummer', 'VIN') },
  registrationNumber: { label: C.registrationNumber },
  registrationDate: { label: t('Registration date', 'Registreringsdatum', 'Registreringsdato', 'Dátum registrácie') },
  mileage: { label: C.mileage },
  cashPrice: { label: t('Cash price', 'Kontantpris', 'Kontantpris', 'Cena v hotovosti') },
  annualMileage: { label: t('Annual mileage', 'Årlig körsträcka', 'Årlig kjørelengde', 'Ročný nájazd') },
  figures: {
    label: t('Figures', 'Belopp', 'Beløp', 'Údaje'),
    description: t(
      'The quotation as computed (pounds, APR percent).',
      'Offerten som den beräknades (pund, effektiv ränta i procent).',
      'Tilbudet slik det ble beregnet (pund, effektiv rente i prosent).',
      'Ponuka tak, ako bola vypočítaná (libry, RPMN v percentách).',
    ),
  },
  termsAndConditions: { label: t('Terms and conditions', 'Villkor', 'Vilkår', 'Obchodné podmienky') },
}
