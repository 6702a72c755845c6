import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The blocks catalogue's Finnish texts. */
export const fiFI = {
  countdownDays: 'Päivää',
  countdownHours: 'Tuntia',
  countdownMinutes: 'Minuuttia',
  countdownSeconds: 'Sekuntia',
  countdownEnded: 'Laskuri on päättynyt.',
  filesShowAll: 'Näytä kaikki tiedostot ({count})',
  filesShowFewer: 'Näytä vähemmän tiedostoja',
  shareHeading: 'Jaa sivu',
  shareOn: 'Jaa palvelussa {network}',
  shareCopy: 'Kopioi linkki',
  shareCopied: 'Linkki kopioitu',
  shareNative: 'Jaa…',
  videoPlay: 'Toista video: {title}',
  videoConsent: 'Videon näyttää YouTube, joka voi asettaa evästeitä. Salli markkinointievästeet nähdäksesi sen.',
  videoSettings: 'Evästeasetukset',
  disclaimerApprove: 'Hyväksyn',
  disclaimerDecline: 'Ei kiitos, poistun sivulta',
  editingNotice: 'Muokkaustila: linkit näytetään muokattavina eikä niitä seurata.',
} satisfies LocaleTexts<typeof svSE>
