import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

export const enGB = {
  confirmSubject: 'Confirm your saved search at {site}',
  confirmIntro: 'You asked {site} to e-mail you when new cars match your search or drop in price.',
  confirmAction: 'Confirm the search',
  confirmExpiry: 'The link works once and for 7 days.',
  confirmIgnore: 'If this was not you, ignore this e-mail; we will send nothing more.',
  digestNew: '{count, plural, one {# new car} other {# new cars}}',
  digestDrops: '{count, plural, one {# price drop} other {# price drops}}',
  digestBoth: '{news} and {drops}',
  digestSubject: '{summary} – {site}',
  digestIntro: 'New for your saved search:',
  lowered: 'New price',
  newCar: 'New',
  unsubscribe: 'Stop these alerts',
  manage: 'Manage your saved searches',
  unsubscribedTitle: 'Alerts stopped',
  unsubscribedText: 'You will get no more e-mails about this search.',
  invalidTitle: 'This link is no longer valid',
  invalidText: 'The link has been used, has expired or is not ours. Save the search again to get a new link.',
  manageTitle: 'Saved searches for {email}',
  none: 'You have no saved searches left.',
  open: 'Show the cars',
  remove: 'Delete',
  pending: 'waiting for confirmation',
  filters: '{count, plural, one {# filter} other {# filters}}',
} satisfies LocaleTexts<typeof svSE>
