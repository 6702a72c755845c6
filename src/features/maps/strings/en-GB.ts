import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The maps catalogue's English texts. */
export const enGB = {
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  ctrlScroll: 'Use Ctrl + scroll to zoom the map',
  cmdScroll: 'Use ⌘ + scroll to zoom the map',
  twoFingers: 'Use two fingers to move the map',
  attribution: 'Show or hide sources',
  marker: 'Map marker',
} satisfies LocaleTexts<typeof svSE>
