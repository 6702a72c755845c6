/** The workshop grid block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const WORKSHOP_GRID_LABELS = {
  singular: { en: 'Workshop grid', sv: 'Verkstadsöversikt', nb: 'Verkstedoversikt', sk: 'Prehľad servisov' },
  plural: { en: 'Workshop grids', sv: 'Verkstadsöversikter', nb: 'Verkstedoversikter', sk: 'Prehľady servisov' },
  predefined: { en: 'First four only', sv: 'Bara de fyra första', nb: 'Bare de fire første', sk: 'Iba prvé štyri' },
  predefinedDescription: {
    en: 'Predefined query: the first 4 workshops only.',
    sv: 'Fördefinierad sökning: bara de 4 första verkstäderna.',
    nb: 'Forhåndsdefinert søk: bare de 4 første verkstedene.',
    sk: 'Preddefinované vyhľadávanie: iba prvé 4 servisy.',
  },
} as const satisfies Record<string, AdminText>
