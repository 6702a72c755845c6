import type { RoutePage } from './types'

/** Route pages of the no site (spec 2 §2.7), besides the pages in ../data/no.ts. */
export const noRoutes: RoutePage[] = [
  // /kjop-bil: the car list the old site's buying links lead to
  {
    path: '/kjop-bil',
    title: 'Kjøp bil',
    intro: 'Alle bruktbilene våre på lager. Filtrer på merke, pris, drivstoff og sted.',
    carList: {},
    translations: {
      'en-GB': {
        slug: 'buy-car',
        title: 'Buy a car',
        intro: 'All our used cars in stock. Filter by brand, price, fuel and location.',
      },
    },
  },
  // /bileierskap
  {
    path: '/bileierskap/velg-den-perfekte-bruktbilen',
    title: 'Velg den perfekte bruktbilen',
    intro:
      'Elbil eller bensin, SUV eller stasjonsvogn? Slik finner du bruktbilen som passer hverdagen din og lommeboka.',
  },
  {
    path: '/bileierskap/innbytte-av-bil',
    title: 'Innbytte av bil',
    intro: 'Bytt inn bilen din når du kjøper ny. Vi gir deg en pris på stedet og ordner innfrielse av billånet.',
  },
  {
    path: '/bileierskap/garanti',
    title: 'Garanti',
    intro: 'Alle bruktbiler fra Bilgruppen leveres med minst 12 måneders garanti og nylig EU-kontroll.',
  },
  // The service page the site's "Bestill verkstedtime" link leads to: the Norwegian service form
  {
    path: '/bileierskap/bestill-verksted',
    title: 'Bestill verkstedtime',
    intro:
      'Service, dekkskift, EU-kontroll eller noe som ikke er som det skal? Velg verksted og ønsket dato, så bekrefter vi timen.',
    serviceFormNo: true,
    translations: {
      'en-GB': {
        slug: 'book-workshop',
        title: 'Book a workshop appointment',
        intro:
          'A service, a tyre change, a roadworthiness test or something that is not quite right? Choose a workshop and a date and we will confirm the time.',
      },
    },
  },
  {
    path: '/bileierskap/bilgruppen-care',
    title: 'Bilgruppen Care',
    intro: 'Vårt serviceprogram for bruktbil: service, dekkskift og veihjelp for et fast beløp i måneden.',
  },
  // /om-bilgruppen/om-oss
  {
    path: '/om-bilgruppen/om-oss/fordelene-med-bilgruppen',
    title: 'Fordelene med Bilgruppen',
    intro: 'Over 600 bruktbiler på lager, egne verksteder og finansiering på stedet – derfor velger kundene oss.',
  },
  {
    path: '/om-bilgruppen/om-oss/kvalitets-og-miljopolitikk',
    title: 'Kvalitets- og miljøpolitikk',
    intro: 'Vi er sertifisert etter ISO 9001 og ISO 14001 og jobber målrettet for å redusere utslipp fra egen drift.',
  },
  {
    path: '/om-bilgruppen/om-oss/cookie-policy',
    title: 'Informasjonskapsler',
    intro:
      'Hvilke informasjonskapsler vi bruker på nettstedet, hvorfor vi bruker dem og hvordan du endrer samtykket ditt.',
  },
  {
    path: '/om-bilgruppen/om-oss/whistleblower',
    title: 'Varsling',
    intro:
      'Har du oppdaget kritikkverdige forhold hos oss? Her kan du varsle anonymt gjennom vår eksterne varslingskanal.',
  },
  {
    path: '/om-bilgruppen/om-oss/for-leverandorer',
    title: 'For leverandører',
    intro:
      'Fakturaadresse, leverandørkrav og etiske retningslinjer for deg som leverer varer og tjenester til Bilgruppen.',
  },
  // /vare-bilmerker
  {
    path: '/vare-bilmerker/bmw',
    title: 'BMW',
    intro: 'Brukte BMW med full servicehistorikk – fra 1-serie til iX. Se utvalget hos våre avdelinger.',
  },
  {
    path: '/vare-bilmerker/tesla',
    title: 'Tesla',
    intro: 'Brukte Tesla Model 3 og Model Y med batteritest og dokumentert rekkevidde.',
  },
  {
    path: '/vare-bilmerker/mercedes-benz',
    title: 'Mercedes-Benz',
    intro: 'Brukte Mercedes-Benz personbiler og elbiler fra EQ-serien, kontrollert i vårt eget verksted.',
  },
  {
    path: '/vare-bilmerker/audi',
    title: 'Audi',
    intro: 'Brukte Audi, blant annet e-tron og Q4, med garanti og mulighet for innbytte.',
  },
]
