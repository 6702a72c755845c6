/** The favourites block's names in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const FAVOURITES_LABELS = {
  singular: { en: 'Favourites', sv: 'Favoriter', nb: 'Favoritter', sk: 'Obľúbené' },
  plural: { en: 'Favourites', sv: 'Favoriter', nb: 'Favoritter', sk: 'Obľúbené' },
} as const satisfies Record<string, AdminText>
