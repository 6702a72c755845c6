import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The marketingForm catalogue's Finnish texts. */
export const fiFI = {
  missingFormId: 'Missing FormId',
  send: 'Lähetä',
  thanks: 'Kiitos! Olemme vastaanottaneet tietosi.',
  failed: 'Lähettäminen ei onnistunut juuri nyt. Yritä hetken kuluttua uudelleen.',
} satisfies LocaleTexts<typeof svSE>
