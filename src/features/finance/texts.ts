import type { Locale } from '@/cms/locales'

/** Demo page per market (seeded by src/demo/seed/finance.ts). */
export const DEMO_PAGE: Record<Locale, { slug: string; title: string; intro: string }> = {
  'sv-SE': {
    slug: 'rakna-pa-finansiering',
    title: 'Finansiering',
    intro: 'Räkna på billån och leasing för en av våra bilar.',
  },
  'nb-NO': {
    slug: 'finansieringskalkulator',
    title: 'Finansiering',
    intro: 'Regn på billån og leasing for en av bilene våre.',
  },
  'fi-FI': { slug: 'rahoituslaskuri', title: 'Rahoitus', intro: 'Laske rahoitus ja leasing yhdelle autoistamme.' },
  'sk-SK': {
    slug: 'financna-kalkulacka',
    title: 'Financovanie',
    intro: 'Vypočítajte si úver a lízing na jedno z našich áut.',
  },
  'en-GB': { slug: 'finance-calculator', title: 'Finance', intro: 'Work out finance for one of our cars.' },
}
