import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The blocks catalogue's English texts. */
export const enGB = {
  countdownDays: 'Days',
  countdownHours: 'Hours',
  countdownMinutes: 'Minutes',
  countdownSeconds: 'Seconds',
  countdownEnded: 'The countdown has ended.',
  filesShowAll: 'Show all files ({count})',
  filesShowFewer: 'Show fewer files',
  shareHeading: 'Share this page',
  shareOn: 'Share on {network}',
  shareCopy: 'Copy link',
  shareCopied: 'Link copied',
  shareNative: 'Share…',
  videoPlay: 'Play the video: {title}',
  videoConsent: 'This video is shown by YouTube, which may set cookies. Allow marketing cookies to watch it.',
  videoSettings: 'Cookie settings',
  disclaimerApprove: 'I agree',
  disclaimerDecline: 'No thanks, take me away',
  editingNotice: 'Editing mode: links are shown as editable and are not followed.',
} satisfies LocaleTexts<typeof svSE>
