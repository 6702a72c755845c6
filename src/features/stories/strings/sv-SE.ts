/** The stories catalogue's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  filterLabel: 'Filtrera på ämne',
  showAll: 'Visa alla',
  noResults: 'Inga artiklar hittades.',
  loading: 'Laddar artiklar…',
  showing: 'Visar {shown} av {total}',
  loadMore: 'Visa fler',
  loadFailed: 'Artiklarna kunde inte hämtas. Försök igen.',
  latest: 'Senaste',
  showMore: 'Visa alla artiklar',
  back: 'Tillbaka',
  previous: 'Föregående artikel',
  next: 'Nästa artikel',
  articleNav: 'Fler artiklar',
  publishedBy: 'Av {author}',
  published: 'Publicerad {date}',
} as const
