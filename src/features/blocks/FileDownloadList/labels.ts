/** The file download list block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const FILE_DOWNLOAD_LIST_LABELS = {
  singular: {
    en: 'File download list',
    sv: 'Fillista för nedladdning',
    nb: 'Filliste for nedlasting',
    sk: 'Súbory na stiahnutie',
  },
  plural: {
    en: 'File download lists',
    sv: 'Fillistor för nedladdning',
    nb: 'Fillister for nedlasting',
    sk: 'Zoznamy súborov na stiahnutie',
  },
  items: { en: 'Files', sv: 'Filer', nb: 'Filer', sk: 'Súbory' },
  item: { en: 'File', sv: 'Fil', nb: 'Fil', sk: 'Súbor' },
  label: { en: 'Name shown', sv: 'Visat namn', nb: 'Vist navn', sk: 'Zobrazený názov' },
  labelDescription: {
    en: 'Empty: the file name.',
    sv: 'Tomt: filens namn.',
    nb: 'Tomt: filens navn.',
    sk: 'Prázdne: názov súboru.',
  },
  description: { en: 'Description', sv: 'Beskrivning', nb: 'Beskrivelse', sk: 'Popis' },
  visibleCount: {
    en: 'Files shown before "Show all"',
    sv: 'Filer som visas före "Visa alla"',
    nb: 'Filer som vises før "Vis alle"',
    sk: 'Súbory zobrazené pred "Zobraziť všetky"',
  },
} as const satisfies Record<string, AdminText>
