import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The blocks catalogue's Slovak texts. */
export const skSK = {
  countdownDays: 'Dni',
  countdownHours: 'Hodiny',
  countdownMinutes: 'Minúty',
  countdownSeconds: 'Sekundy',
  countdownEnded: 'Odpočítavanie skončilo.',
  filesShowAll: 'Zobraziť všetky súbory ({count})',
  filesShowFewer: 'Zobraziť menej súborov',
  shareHeading: 'Zdieľať stránku',
  shareOn: 'Zdieľať na {network}',
  shareCopy: 'Kopírovať odkaz',
  shareCopied: 'Odkaz bol skopírovaný',
  shareNative: 'Zdieľať…',
  videoPlay: 'Prehrať video: {title}',
  videoConsent:
    'Video zobrazuje YouTube, ktorý môže ukladať cookies. Povoľte marketingové cookies, aby ste ho mohli pozrieť.',
  videoSettings: 'Nastavenia cookies',
  disclaimerApprove: 'Súhlasím',
  disclaimerDecline: 'Nie, ďakujem, odísť',
  editingNotice: 'Režim úprav: odkazy sú zobrazené ako upraviteľné a neotvárajú sa.',
} satisfies LocaleTexts<typeof svSE>
