/** The sell-car form block's names in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const SELL_CAR_FORM_LABELS = {
  singular: {
    en: 'Sell-car form',
    sv: 'Formulär för att sälja bil',
    nb: 'Skjema for å selge bil',
    sk: 'Formulár na predaj auta',
  },
  plural: {
    en: 'Sell-car forms',
    sv: 'Formulär för att sälja bil',
    nb: 'Skjemaer for å selge bil',
    sk: 'Formuláre na predaj auta',
  },
} as const satisfies Record<string, AdminText>
