/** The outbox's labels in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'
import type { OutboxStatus } from './store'

export const OUTBOX_STATUS_LABELS = {
  pending: t('Pending', 'Väntar', 'Venter', 'Čaká'),
  processing: t('Processing', 'Pågår', 'Pågår', 'Spracúva sa'),
  done: t('Done', 'Klar', 'Ferdig', 'Hotovo'),
  dead: t('Dead', 'Misslyckad', 'Mislykket', 'Zlyhalo'),
} satisfies Record<OutboxStatus, unknown>

export const OUTBOX_FIELD_TEXTS: FieldTexts = {
  topic: { label: t('Topic', 'Ämne', 'Emne', 'Téma') },
  idempotencyKey: { label: C.idempotencyKey },
  status: { label: C.status },
  attempts: { label: C.attempts },
  maxAttempts: { label: t('Most attempts', 'Max antal försök', 'Maks antall forsøk', 'Najviac pokusov') },
  nextRunAt: { label: C.nextRunAt },
  lockedUntil: { label: t('Locked until', 'Låst till', 'Låst til', 'Zamknuté do') },
  lockedBy: { label: t('Locked by', 'Låst av', 'Låst av', 'Zamkol') },
  completedAt: { label: C.completedAt },
  lastError: { label: C.lastError },
  data: { label: t('Data', 'Data', 'Data', 'Údaje') },
}

export const OUTBOX_DESCRIPTION = t(
  'Messages the app delivers in the background (SMS, e-mail, CRM). Set a dead entry back to pending to retry it.',
  'Meddelanden som appen levererar i bakgrunden (sms, e-post, CRM). Sätt en misslyckad post till Väntar för att försöka igen.',
  'Meldinger appen leverer i bakgrunnen (SMS, e-post, CRM). Sett en mislykket post tilbake til Venter for å prøve igjen.',
  'Správy, ktoré aplikácia doručuje na pozadí (SMS, e-mail, CRM). Zlyhaný záznam vráťte na Čaká, aby sa skúsil znova.',
)

export const OUTBOX_RETRY_ONLY = t(
  'Only a dead entry can be changed, and only back to pending (to retry it).',
  'Bara en misslyckad post kan ändras, och bara tillbaka till Väntar (för att försöka igen).',
  'Bare en mislykket post kan endres, og bare tilbake til Venter (for å prøve igjen).',
  'Zmeniť možno len zlyhaný záznam, a to len späť na Čaká (na opakovanie).',
)
