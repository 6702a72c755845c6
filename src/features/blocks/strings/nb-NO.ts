import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The blocks catalogue's Norwegian texts. */
export const nbNO = {
  countdownDays: 'Dager',
  countdownHours: 'Timer',
  countdownMinutes: 'Minutter',
  countdownSeconds: 'Sekunder',
  countdownEnded: 'Nedtellingen er over.',
  filesShowAll: 'Vis alle filer ({count})',
  filesShowFewer: 'Vis færre filer',
  shareHeading: 'Del siden',
  shareOn: 'Del på {network}',
  shareCopy: 'Kopier lenke',
  shareCopied: 'Lenken er kopiert',
  shareNative: 'Del…',
  videoPlay: 'Spill av videoen: {title}',
  videoConsent:
    'Videoen vises av YouTube, som kan sette informasjonskapsler. Tillat markedsføringskapsler for å se den.',
  videoSettings: 'Innstillinger for informasjonskapsler',
  disclaimerApprove: 'Jeg godtar',
  disclaimerDecline: 'Nei takk, ta meg herfra',
  editingNotice: 'Redigeringsmodus: lenker vises som redigerbare og følges ikke.',
} satisfies LocaleTexts<typeof svSE>
