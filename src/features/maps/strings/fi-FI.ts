import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The maps catalogue's Finnish texts. */
export const fiFI = {
  zoomIn: 'Lähennä',
  zoomOut: 'Loitonna',
  ctrlScroll: 'Zoomaa karttaa pitämällä Ctrl-näppäintä pohjassa ja vierittämällä',
  cmdScroll: 'Zoomaa karttaa pitämällä ⌘-näppäintä pohjassa ja vierittämällä',
  twoFingers: 'Siirrä karttaa kahdella sormella',
  attribution: 'Näytä tai piilota lähteet',
  marker: 'Karttamerkki',
} satisfies LocaleTexts<typeof svSE>
