import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The marketingForm catalogue's Slovak texts. */
export const skSK = {
  missingFormId: 'Missing FormId',
  send: 'Odoslať',
  thanks: 'Ďakujeme! Vaše údaje sme prijali.',
  failed: 'Odoslanie sa práve nepodarilo. Skúste to o chvíľu znova.',
} satisfies LocaleTexts<typeof svSE>
