/** The stage row block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const STAGE_ROW_LABELS = {
  singular: { en: 'Stage row', sv: 'Puffrad', nb: 'Puffrad', sk: 'Rad dlaždíc' },
  plural: { en: 'Stage rows', sv: 'Puffrader', nb: 'Puffrader', sk: 'Rady dlaždíc' },
  columns: { en: 'Columns', sv: 'Kolumner', nb: 'Kolonner', sk: 'Stĺpce' },
  items: { en: 'Tiles', sv: 'Puffar', nb: 'Puffer', sk: 'Dlaždice' },
  item: { en: 'Tile', sv: 'Puff', nb: 'Puff', sk: 'Dlaždica' },
} as const satisfies Record<string, AdminText>
