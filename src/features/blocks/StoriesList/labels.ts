/** The stories list block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const STORIES_LIST_LABELS = {
  singular: { en: 'Stories list', sv: 'Artikellista', nb: 'Artikkelliste', sk: 'Zoznam článkov' },
  plural: { en: 'Stories lists', sv: 'Artikellistor', nb: 'Artikkellister', sk: 'Zoznamy článkov' },
  indexPageDescription: {
    en: 'The stories index whose stories to list; empty: every story of the site.',
    sv: 'Översiktssidan vars artiklar listas; tomt: alla webbplatsens artiklar.',
    nb: 'Oversiktssiden med artiklene som listes; tomt: alle nettstedets artikler.',
    sk: 'Prehľad, ktorého články sa zobrazia; prázdne: všetky články webu.',
  },
  grid: {
    en: 'Two-column grid',
    sv: 'Rutnät i två kolumner',
    nb: 'Rutenett i to kolonner',
    sk: 'Mriežka v dvoch stĺpcoch',
  },
  list: { en: 'List', sv: 'Lista', nb: 'Liste', sk: 'Zoznam' },
  highlightLatestStory: {
    en: 'Highlight the latest story',
    sv: 'Framhäv den senaste artikeln',
    nb: 'Fremhev den nyeste artikkelen',
    sk: 'Zvýrazniť najnovší článok',
  },
} as const satisfies Record<string, AdminText>
