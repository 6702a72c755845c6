import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The maps catalogue's Slovak texts. */
export const skSK = {
  zoomIn: 'Priblížiť',
  zoomOut: 'Oddialiť',
  ctrlScroll: 'Mapu priblížite podržaním Ctrl a posúvaním',
  cmdScroll: 'Mapu priblížite podržaním ⌘ a posúvaním',
  twoFingers: 'Mapu posuniete dvoma prstami',
  attribution: 'Zobraziť alebo skryť zdroje',
  marker: 'Značka na mape',
} satisfies LocaleTexts<typeof svSE>
