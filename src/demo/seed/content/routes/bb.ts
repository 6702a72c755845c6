import { FUEL_LABELS } from '@/demo/cars/labels'
import type { FuelKey } from '@/features/cars/vocabulary'
import type { RoutePage } from './types'

// Car list presets: the list each page is, in the index's own values.
const fuel = (key: FuelKey) => ({ field: 'car_fuel', value: FUEL_LABELS[key].sv }) as const

/** Route pages of the bb site (spec 2 §2.7), besides the pages in ../data/bb.ts. */
export const bbRoutes: RoutePage[] = [
  // /bilagande
  {
    path: '/bilagande/budgetbil-care',
    title: 'Budgetbil Care',
    intro: 'Vårt skötselprogram för begagnade bilar: service, hjulskifte och vägassistans för en fast summa i månaden.',
  },
  {
    path: '/bilagande/serviceavtal',
    title: 'Serviceavtal',
    intro: 'Betala bilens service månadsvis och slipp överraskningar. Avtalet gäller på alla våra verkstäder.',
  },
  {
    path: '/bilagande/finansiering',
    title: 'Finansiering',
    intro:
      'Billån från 20 procent kontantinsats och upp till 84 månaders löptid. Ansök digitalt och få svar på några minuter.',
  },
  {
    path: '/bilagande/att-kopa-begagnad-bil',
    title: 'Att köpa begagnad bil',
    intro:
      'Det här ska du kolla innan du köper begagnat – och det här gör vi med varje bil innan den ställs ut till försäljning.',
  },
  // /kop-bil
  {
    path: '/kop-bil/begagnade-elbilar',
    title: 'Begagnade elbilar',
    intro: 'Begagnade elbilar med batteritest och intyg om kvarvarande kapacitet. Laddkabel ingår alltid.',
    carList: { presets: [fuel('electric')] },
  },
  // /vara-bilmarken
  {
    path: '/vara-bilmarken',
    title: 'Våra bilmärken',
    intro: 'Vi säljer begagnade bilar av alla vanliga märken. Här hittar du de märken vi har flest bilar av i lager.',
  },
  {
    path: '/vara-bilmarken/volvo',
    title: 'Begagnade Volvo',
    intro:
      'Begagnade Volvo i alla prisklasser – från V40 till XC90. Varje bil är genomgången och levereras med garanti.',
  },
  {
    path: '/vara-bilmarken/volkswagen',
    title: 'Begagnade Volkswagen',
    intro: 'Golf, Passat, Tiguan och ID-modeller i lager. Hitta din nästa Volkswagen till ett budgetpris.',
  },
  {
    path: '/vara-bilmarken/toyota',
    title: 'Begagnade Toyota',
    intro: 'Pålitliga Toyota, ofta med hybriddrift och låg förbrukning. Många har kvar Toyotas batterigaranti.',
  },
  {
    path: '/vara-bilmarken/kia',
    title: 'Begagnade Kia',
    intro: 'Begagnade Kia har ofta kvar delar av den sjuåriga nybilsgarantin. Se alla Kia vi har i lager.',
  },
  {
    path: '/vara-bilmarken/skoda',
    title: 'Begagnade Skoda',
    intro: 'Rymliga och prisvärda Skoda – Octavia, Superb och Kodiaq – för familjen och pendlingen.',
  },
  {
    path: '/vara-bilmarken/renault',
    title: 'Begagnade Renault',
    intro: 'Clio, Captur och Zoe till bra priser. Perfekt som första bil eller andrabil.',
  },
  // /om-budgetbil
  {
    path: '/om-budgetbil',
    title: 'Om Budgetbil',
    intro:
      'Budgetbil säljer begagnade bilar till låga priser från tre stora bilhallar i Stockholm, Göteborg och Malmö.',
  },
  {
    path: '/om-budgetbil/om-oss',
    title: 'Om oss',
    intro:
      'Vi startade Budgetbil för att göra det enkelt och tryggt att köpa en billig begagnad bil. Alla bilar testas innan försäljning.',
  },
  {
    path: '/om-budgetbil/cookiepolicy',
    title: 'Cookiepolicy',
    intro: 'Så använder vi cookies på budgetbil.se och så ändrar du dina inställningar.',
  },
  {
    path: '/om-budgetbil/kameraovervakning',
    title: 'Kameraövervakning',
    intro:
      'Våra bilhallar och uppställningsytor är kameraövervakade. Här beskriver vi varför och hur länge inspelningar sparas.',
  },
  {
    path: '/om-budgetbil/for-leverantorer',
    title: 'För leverantörer',
    intro: 'Fakturaadress, villkor och kontaktpersoner för dig som levererar varor eller tjänster till Budgetbil.',
  },
  {
    path: '/om-budgetbil/kvalitets-och-miljopolicy',
    title: 'Kvalitets- och miljöpolicy',
    intro:
      'Vi förlänger bilars liv genom att rekonditionera och sälja dem vidare, och vi arbetar aktivt för att minska vår miljöpåverkan.',
  },
]
