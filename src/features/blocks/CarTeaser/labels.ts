/** The car teaser's texts and messages in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'
import { MAX_TEASER_IDS } from './rules'

export const CAR_TEASER_LABELS = {
  singular: { en: 'Car teaser', sv: 'Bilpuff', nb: 'Bilpuff', sk: 'Upútavka na autá' },
  plural: { en: 'Car teasers', sv: 'Bilpuffar', nb: 'Bilpuffer', sk: 'Upútavky na autá' },
  source: { en: 'Cars shown', sv: 'Bilar som visas', nb: 'Biler som vises', sk: 'Zobrazené autá' },
  sourceIds: { en: 'Fixed cars', sv: 'Utvalda bilar', nb: 'Utvalgte biler', sk: 'Vybrané autá' },
  sourceQuery: {
    en: 'Predefined query',
    sv: 'Fördefinierad sökning',
    nb: 'Forhåndsdefinert søk',
    sk: 'Preddefinované vyhľadávanie',
  },
  carIds: { en: 'Cars (car_id)', sv: 'Bilar (car_id)', nb: 'Biler (car_id)', sk: 'Autá (car_id)' },
  carIdsDescription: {
    en: `car_ids separated by commas, spaces or lines; at most ${MAX_TEASER_IDS}, shown in this order.`,
    sv: `car_id åtskilda med kommatecken, mellanslag eller radbrytningar; högst ${MAX_TEASER_IDS}, visas i den här ordningen.`,
    nb: `car_id adskilt med komma, mellomrom eller linjeskift; høyst ${MAX_TEASER_IDS}, vises i denne rekkefølgen.`,
    sk: `car_id oddelené čiarkami, medzerami alebo riadkami; najviac ${MAX_TEASER_IDS}, zobrazia sa v tomto poradí.`,
  },
  noCarIds: {
    en: 'List at least one car_id',
    sv: 'Ange minst ett car_id',
    nb: 'Oppgi minst én car_id',
    sk: 'Uveďte aspoň jedno car_id',
  },
  tooManyCarIds: {
    en: `At most ${MAX_TEASER_IDS} cars`,
    sv: `Högst ${MAX_TEASER_IDS} bilar`,
    nb: `Høyst ${MAX_TEASER_IDS} biler`,
    sk: `Najviac ${MAX_TEASER_IDS} áut`,
  },
  filters: { en: 'Filters', sv: 'Filter', nb: 'Filtre', sk: 'Filtre' },
  filtersDescription: {
    en: 'Filters, e.g. caroftheweek = true or car_fuel = El. Several rows with the same field: any of them.',
    sv: 'Filter, t.ex. caroftheweek = true eller car_fuel = El. Flera rader med samma fält: vilken som helst av dem.',
    nb: 'Filtre, f.eks. caroftheweek = true eller car_fuel = El. Flere rader med samme felt: hvilken som helst av dem.',
    sk: 'Filtre, napr. caroftheweek = true alebo car_fuel = El. Viac riadkov s tým istým poľom: ktorýkoľvek z nich.',
  },
  filter: { en: 'Filter', sv: 'Filter', nb: 'Filter', sk: 'Filter' },
  numberOfCars: { en: 'Number of cars', sv: 'Antal bilar', nb: 'Antall biler', sk: 'Počet áut' },
  numberOfCarsDescription: {
    en: 'How many cars; empty: Limit, else 8.',
    sv: 'Hur många bilar; tomt: Gräns, annars 8.',
    nb: 'Hvor mange biler; tomt: Grense, ellers 8.',
    sk: 'Koľko áut; prázdne: Limit, inak 8.',
  },
  limit: { en: 'Limit', sv: 'Gräns', nb: 'Grense', sk: 'Limit' },
  limitDescription: {
    en: 'Used when Number of cars is empty.',
    sv: 'Används när Antal bilar är tomt.',
    nb: 'Brukes når Antall biler er tomt.',
    sk: 'Použije sa, keď je Počet áut prázdny.',
  },
  sortDescription: {
    en: 'Empty: newest first.',
    sv: 'Tomt: nyast först.',
    nb: 'Tomt: nyeste først.',
    sk: 'Prázdne: najnovšie.',
  },
} as const satisfies Record<string, AdminText>
