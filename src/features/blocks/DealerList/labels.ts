/** The dealer site list block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'
import type { DealerListFilter } from '@/features/dealers/list-filters'

export const DEALER_LIST_LABELS = {
  singular: {
    en: 'Dealer site list',
    sv: 'Lista över anläggningar',
    nb: 'Liste over forhandlere',
    sk: 'Zoznam predajní',
  },
  plural: {
    en: 'Dealer site lists',
    sv: 'Listor över anläggningar',
    nb: 'Lister over forhandlere',
    sk: 'Zoznamy predajní',
  },
  filters: { en: 'Filters', sv: 'Filter', nb: 'Filtre', sk: 'Filtre' },
  filtersDescription: {
    en: 'Filters shown above the list; none: no filters.',
    sv: 'Filter som visas ovanför listan; inga: inga filter.',
    nb: 'Filtre som vises over listen; ingen: ingen filtre.',
    sk: 'Filtre zobrazené nad zoznamom; žiadne: bez filtrov.',
  },
} as const satisfies Record<string, AdminText>

export const DEALER_FILTER_LABELS: Record<DealerListFilter, AdminText> = {
  city: { en: 'City', sv: 'Ort', nb: 'Sted', sk: 'Mesto' },
  region: { en: 'Region', sv: 'Region', nb: 'Region', sk: 'Kraj' },
  brand: { en: 'Brand', sv: 'Märke', nb: 'Merke', sk: 'Značka' },
  departmentType: { en: 'Department type', sv: 'Typ av avdelning', nb: 'Avdelingstype', sk: 'Typ oddelenia' },
}
