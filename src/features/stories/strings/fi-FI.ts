import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The stories catalogue's Finnish texts. */
export const fiFI = {
  filterLabel: 'Suodata aiheen mukaan',
  showAll: 'Näytä kaikki',
  noResults: 'Artikkeleita ei löytynyt.',
  loading: 'Ladataan artikkeleita…',
  showing: 'Näytetään {shown}/{total}',
  loadMore: 'Näytä lisää',
  loadFailed: 'Artikkeleita ei voitu hakea. Yritä uudelleen.',
  latest: 'Uusin',
  showMore: 'Näytä kaikki artikkelit',
  back: 'Takaisin',
  previous: 'Edellinen artikkeli',
  next: 'Seuraava artikkeli',
  articleNav: 'Lisää artikkeleita',
  publishedBy: 'Kirjoittanut {author}',
  published: 'Julkaistu {date}',
} satisfies LocaleTexts<typeof svSE>
