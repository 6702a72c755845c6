/** The car list block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const CAR_LIST_LABELS = {
  singular: { en: 'Car list', sv: 'Billista', nb: 'Billiste', sk: 'Zoznam áut' },
  plural: { en: 'Car lists', sv: 'Billistor', nb: 'Billister', sk: 'Zoznamy áut' },
  titleDescription: {
    en: 'Heading above the list; empty: none (the page title is the heading).',
    sv: 'Rubrik ovanför listan; tomt: ingen (sidans rubrik är rubriken).',
    nb: 'Overskrift over listen; tomt: ingen (sidens overskrift er overskriften).',
    sk: 'Nadpis nad zoznamom; prázdne: žiadny (nadpisom je nadpis stránky).',
  },
  presets: { en: 'Fixed filters', sv: 'Fasta filter', nb: 'Faste filtre', sk: 'Pevné filtre' },
  preset: { en: 'Fixed filter', sv: 'Fast filter', nb: 'Fast filter', sk: 'Pevný filter' },
  presetsDescription: {
    en: 'Filters always applied, e.g. car_condition = Ny or car_fuel = El. Several rows with the same field: any of them.',
    sv: 'Filter som alltid gäller, t.ex. car_condition = Ny eller car_fuel = El. Flera rader med samma fält: vilken som helst av dem.',
    nb: 'Filtre som alltid gjelder, f.eks. car_condition = Ny eller car_fuel = El. Flere rader med samme felt: hvilken som helst av dem.',
    sk: 'Filtre, ktoré platia vždy, napr. car_condition = Ny alebo car_fuel = El. Viac riadkov s tým istým poľom: ktorýkoľvek z nich.',
  },
  sortDescription: {
    en: 'Default sort; empty: newest first.',
    sv: 'Förvald sortering; tomt: nyast först.',
    nb: 'Forhåndsvalgt sortering; tomt: nyeste først.',
    sk: 'Predvolené zoradenie; prázdne: najnovšie.',
  },
} as const satisfies Record<string, AdminText>
