import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The stories catalogue's Slovak texts. */
export const skSK = {
  filterLabel: 'Filtrovať podľa témy',
  showAll: 'Zobraziť všetko',
  noResults: 'Nenašli sa žiadne články.',
  loading: 'Načítavajú sa články…',
  showing: 'Zobrazených {shown} z {total}',
  loadMore: 'Zobraziť viac',
  loadFailed: 'Články sa nepodarilo načítať. Skúste to znova.',
  latest: 'Najnovšie',
  showMore: 'Zobraziť všetky články',
  back: 'Späť',
  previous: 'Predchádzajúci článok',
  next: 'Ďalší článok',
  articleNav: 'Ďalšie články',
  publishedBy: 'Autor: {author}',
  published: 'Publikované {date}',
} satisfies LocaleTexts<typeof svSE>
