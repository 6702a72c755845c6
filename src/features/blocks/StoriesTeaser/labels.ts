/** The stories teaser block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const STORIES_TEASER_LABELS = {
  singular: { en: 'Stories teaser', sv: 'Artikelpuff', nb: 'Artikkelpuff', sk: 'Upútavka na články' },
  plural: { en: 'Stories teasers', sv: 'Artikelpuffar', nb: 'Artikkelpuffer', sk: 'Upútavky na články' },
  indexPageDescription: {
    en: 'The stories index: its newest stories are shown and the show-more link leads to it.',
    sv: 'Översiktssidan: dess senaste artiklar visas och länken "visa fler" leder dit.',
    nb: 'Oversiktssiden: de nyeste artiklene vises og lenken "vis flere" fører dit.',
    sk: 'Prehľad článkov: zobrazia sa jeho najnovšie články a odkaz "zobraziť viac" vedie naň.',
  },
  linkLabel: {
    en: 'Show-more link text',
    sv: 'Text på länken "visa fler"',
    nb: 'Tekst på lenken "vis flere"',
    sk: 'Text odkazu "zobraziť viac"',
  },
  linkLabelDescription: {
    en: 'Empty: the dictionary’s.',
    sv: 'Tomt: ordlistans text.',
    nb: 'Tomt: ordlistens tekst.',
    sk: 'Prázdne: text zo slovníka.',
  },
} as const satisfies Record<string, AdminText>
