import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The stories catalogue's Norwegian texts. */
export const nbNO = {
  filterLabel: 'Filtrer på emne',
  showAll: 'Vis alle',
  noResults: 'Ingen artikler funnet.',
  loading: 'Laster artikler…',
  showing: 'Viser {shown} av {total}',
  loadMore: 'Vis flere',
  loadFailed: 'Artiklene kunne ikke hentes. Prøv igjen.',
  latest: 'Siste',
  showMore: 'Vis alle artikler',
  back: 'Tilbake',
  previous: 'Forrige artikkel',
  next: 'Neste artikkel',
  articleNav: 'Flere artikler',
  publishedBy: 'Av {author}',
  published: 'Publisert {date}',
} satisfies LocaleTexts<typeof svSE>
