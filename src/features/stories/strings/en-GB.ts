import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The stories catalogue's English texts. */
export const enGB = {
  filterLabel: 'Filter by topic',
  showAll: 'Show all',
  noResults: 'No articles found.',
  loading: 'Loading articles…',
  showing: 'Showing {shown} of {total}',
  loadMore: 'Show more',
  loadFailed: 'The articles could not be loaded. Please try again.',
  latest: 'Latest',
  showMore: 'See all articles',
  back: 'Back',
  previous: 'Previous article',
  next: 'Next article',
  articleNav: 'More articles',
  publishedBy: 'By {author}',
  published: 'Published {date}',
} satisfies LocaleTexts<typeof svSE>
