import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The maps catalogue's Norwegian texts. */
export const nbNO = {
  zoomIn: 'Zoom inn',
  zoomOut: 'Zoom ut',
  ctrlScroll: 'Hold Ctrl og rull for å zoome i kartet',
  cmdScroll: 'Hold ⌘ og rull for å zoome i kartet',
  twoFingers: 'Bruk to fingre for å flytte kartet',
  attribution: 'Vis eller skjul kilder',
  marker: 'Kartnål',
} satisfies LocaleTexts<typeof svSE>
