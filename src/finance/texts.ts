/**
 * UI strings of the finance components per locale. Kept here rather than in the site dictionary
 * (src/dictionary): several are templates with arguments, and the UK card exists only in English.
 */
import type { Locale } from '@/cms/locales'

export type CalculatorTexts = {
  loanHeading: string
  downPayment: string
  period: string
  months: (n: number) => string
  residual: string
  interestRate: string
  effectiveRate: string
  monthlyCost: string
  loanAmount: string
  startFee: string
  invoiceFee: string
  totalAmountPayable: string
  calculating: string
  calculationFailed: string
  showTerms: string
  hideTerms: string
  /** Consumer-credit warning where credit is offered in Sweden (Konsumentkreditlagen 2010:1846). */
  lendingWarning: string
  companyHeading: string
  annualMileage: string
  contractLength: string
  cashPercent: string
  priceBase: string
  fixedRate: string
  exVat: string
  privateHeading: string
  /** 'Mil per year' is an estimate, not a driving limit (spec 1 §5). */
  mileageEstimate: string
  campaign: string
  leasingOffers: string
  leasingType: { Private: string; Company: string }
  demoNoCar: string
}

export const CALCULATOR_TEXTS: Record<Locale, CalculatorTexts> = {
  'sv-SE': {
    loanHeading: 'Räkna på billån',
    downPayment: 'Kontantinsats',
    period: 'Lånetid',
    months: (n) => `${n} mån`,
    residual: 'Restvärde',
    interestRate: 'Ränta',
    effectiveRate: 'Effektiv ränta',
    monthlyCost: 'Månadskostnad',
    loanAmount: 'Lånebelopp',
    startFee: 'Uppläggningsavgift',
    invoiceFee: 'Aviavgift',
    totalAmountPayable: 'Totalt att betala',
    calculating: 'Räknar…',
    calculationFailed: 'Det gick inte att räkna ut månadskostnaden just nu. Försök igen om en stund.',
    showTerms: 'Visa villkor',
    hideTerms: 'Dölj villkor',
    lendingWarning: 'Att låna kostar pengar!',
    companyHeading: 'Räkna på företagsleasing',
    annualMileage: 'Miltal per år',
    contractLength: 'Avtalstid',
    cashPercent: 'Förhöjd första hyra',
    priceBase: 'Beräknat på',
    fixedRate: 'Fast ränta under hela avtalstiden',
    exVat: 'exkl. moms',
    privateHeading: 'Privatleasing',
    mileageEstimate: 'Mil per år är en uppskattning, inte en gräns för hur långt du får köra.',
    campaign: 'Kampanj',
    leasingOffers: 'Leasingerbjudanden',
    leasingType: { Private: 'Privatleasing', Company: 'Företagsleasing' },
    demoNoCar: 'Det finns ingen bil med finansiering att visa just nu.',
  },
  'nb-NO': {
    loanHeading: 'Regn på billån',
    downPayment: 'Egenkapital',
    period: 'Nedbetalingstid',
    months: (n) => `${n} mnd`,
    residual: 'Restverdi',
    interestRate: 'Rente',
    effectiveRate: 'Effektiv rente',
    monthlyCost: 'Månedskostnad',
    loanAmount: 'Lånebeløp',
    startFee: 'Etableringsgebyr',
    invoiceFee: 'Termingebyr',
    totalAmountPayable: 'Totalt å betale',
    calculating: 'Beregner…',
    calculationFailed: 'Vi kunne ikke beregne månedskostnaden nå. Prøv igjen om litt.',
    showTerms: 'Vis vilkår',
    hideTerms: 'Skjul vilkår',
    lendingWarning: 'Å låne koster penger.',
    companyHeading: 'Regn på bedriftsleasing',
    annualMileage: 'Kjørelengde per år',
    contractLength: 'Avtaletid',
    cashPercent: 'Forskuddsleie',
    priceBase: 'Beregnet av',
    fixedRate: 'Fast rente i hele avtaletiden',
    exVat: 'eks. mva',
    privateHeading: 'Privatleasing',
    mileageEstimate: 'Kjørelengde per år er et anslag, ikke en grense for hvor langt du kan kjøre.',
    campaign: 'Kampanje',
    leasingOffers: 'Leasingtilbud',
    leasingType: { Private: 'Privatleasing', Company: 'Bedriftsleasing' },
    demoNoCar: 'Det finnes ingen bil med finansiering å vise akkurat nå.',
  },
  'fi-FI': {
    loanHeading: 'Laske rahoitus',
    downPayment: 'Käsiraha',
    period: 'Laina-aika',
    months: (n) => `${n} kk`,
    residual: 'Viimeinen erä',
    interestRate: 'Korko',
    effectiveRate: 'Todellinen vuosikorko',
    monthlyCost: 'Kuukausierä',
    loanAmount: 'Lainan määrä',
    startFee: 'Avausmaksu',
    invoiceFee: 'Käsittelymaksu',
    totalAmountPayable: 'Maksettava yhteensä',
    calculating: 'Lasketaan…',
    calculationFailed: 'Kuukausierää ei voitu laskea juuri nyt. Yritä hetken päästä uudelleen.',
    showTerms: 'Näytä ehdot',
    hideTerms: 'Piilota ehdot',
    lendingWarning: 'Lainan ottaminen maksaa.',
    companyHeading: 'Laske yritysleasing',
    annualMileage: 'Ajomäärä vuodessa',
    contractLength: 'Sopimuskausi',
    cashPercent: 'Korotettu ensimmäinen erä',
    priceBase: 'Laskettu hinnasta',
    fixedRate: 'Kiinteä korko koko sopimuskauden',
    exVat: 'alv 0 %',
    privateHeading: 'Yksityisleasing',
    mileageEstimate: 'Ajomäärä vuodessa on arvio, ei ajorajoitus.',
    campaign: 'Kampanja',
    leasingOffers: 'Leasingtarjoukset',
    leasingType: { Private: 'Yksityisleasing', Company: 'Yritysleasing' },
    demoNoCar: 'Näytettävää rahoitettavaa autoa ei juuri nyt ole.',
  },
  'sk-SK': {
    loanHeading: 'Vypočítajte si úver',
    downPayment: 'Akontácia',
    period: 'Doba splácania',
    months: (n) => `${n} mes.`,
    residual: 'Zostatková hodnota',
    interestRate: 'Úroková sadzba',
    effectiveRate: 'RPMN',
    monthlyCost: 'Mesačná splátka',
    loanAmount: 'Výška úveru',
    startFee: 'Poplatok za uzatvorenie',
    invoiceFee: 'Mesačný poplatok',
    totalAmountPayable: 'Celková splatná suma',
    calculating: 'Počítame…',
    calculationFailed: 'Splátku sa teraz nepodarilo vypočítať. Skúste to o chvíľu znova.',
    showTerms: 'Zobraziť podmienky',
    hideTerms: 'Skryť podmienky',
    lendingWarning: 'Požičiavanie peňazí stojí peniaze.',
    companyHeading: 'Vypočítajte si firemný lízing',
    annualMileage: 'Nájazd za rok',
    contractLength: 'Dĺžka zmluvy',
    cashPercent: 'Mimoriadna splátka',
    priceBase: 'Vypočítané z',
    fixedRate: 'Fixná úroková sadzba počas celej zmluvy',
    exVat: 'bez DPH',
    privateHeading: 'Operatívny lízing',
    mileageEstimate: 'Nájazd za rok je odhad, nie limit.',
    campaign: 'Akcia',
    leasingOffers: 'Ponuky lízingu',
    leasingType: { Private: 'Operatívny lízing', Company: 'Firemný lízing' },
    demoNoCar: 'Momentálne nie je k dispozícii žiadne auto s financovaním.',
  },
  'en-GB': {
    loanHeading: 'Calculate your car loan',
    downPayment: 'Down payment',
    period: 'Loan period',
    months: (n) => `${n} months`,
    residual: 'Residual value',
    interestRate: 'Interest rate',
    effectiveRate: 'Effective interest rate',
    monthlyCost: 'Monthly cost',
    loanAmount: 'Loan amount',
    startFee: 'Set-up fee',
    invoiceFee: 'Invoice fee',
    totalAmountPayable: 'Total amount payable',
    calculating: 'Calculating…',
    calculationFailed: 'We could not calculate the monthly cost just now. Please try again shortly.',
    showTerms: 'Show terms',
    hideTerms: 'Hide terms',
    lendingWarning: 'Borrowing costs money!',
    companyHeading: 'Calculate company leasing',
    annualMileage: 'Annual mileage',
    contractLength: 'Contract length',
    cashPercent: 'Initial payment',
    priceBase: 'Based on',
    fixedRate: 'Fixed interest rate for the whole contract',
    exVat: 'excl. VAT',
    privateHeading: 'Private leasing',
    mileageEstimate: 'Mileage per year is an estimate, not a driving limit.',
    campaign: 'Campaign',
    leasingOffers: 'Leasing offers',
    leasingType: { Private: 'Private leasing', Company: 'Company leasing' },
    demoNoCar: 'There is no car with finance to show right now.',
  },
}

/** The UK finance card (spec 1 §7, §8); the UK site is English only. */
export const UK_TEXTS = {
  heading: 'Finance options',
  deposit: 'Deposit',
  regularPayment: 'Monthly payment',
  term: 'Term',
  months: (n: number) => `${n} months`,
  annualMileage: 'Annual mileage',
  miles: (n: number) => `${n.toLocaleString('en-GB')} miles`,
  pounds: (n: number) => `£${n.toLocaleString('en-GB')}`,
  representativeExample: 'Representative example',
  loading: 'Getting your quote…',
  /** spec 1 §8: the default call failed. */
  unavailable: 'Sorry, we cannot get a finance quote right now. Please contact our team, who will be happy to help.',
  apply: 'Apply for finance',
  terms: 'Terms and conditions',
  quoteReference: (ref: string) => `Quote reference ${ref}`,
}

/** Demo page per market (seeded by src/seed/finance.ts). */
export const DEMO_PAGE: Record<Locale, { slug: string; title: string; intro: string }> = {
  'sv-SE': { slug: 'rakna-pa-finansiering', title: 'Finansiering', intro: 'Räkna på billån och leasing för en av våra bilar.' },
  'nb-NO': { slug: 'finansieringskalkulator', title: 'Finansiering', intro: 'Regn på billån og leasing for en av bilene våre.' },
  'fi-FI': { slug: 'rahoituslaskuri', title: 'Rahoitus', intro: 'Laske rahoitus ja leasing yhdelle autoistamme.' },
  'sk-SK': { slug: 'financna-kalkulacka', title: 'Financovanie', intro: 'Vypočítajte si úver a lízing na jedno z našich áut.' },
  'en-GB': { slug: 'finance-calculator', title: 'Finance', intro: 'Work out finance for one of our cars.' },
}
