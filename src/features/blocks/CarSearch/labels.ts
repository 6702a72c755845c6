/** The car search block's names in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const CAR_SEARCH_LABELS = {
  singular: { en: 'Car search', sv: 'Bilsök', nb: 'Bilsøk', sk: 'Vyhľadávanie áut' },
  plural: { en: 'Car searches', sv: 'Bilsök', nb: 'Bilsøk', sk: 'Vyhľadávania áut' },
} as const satisfies Record<string, AdminText>
