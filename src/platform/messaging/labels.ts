/** The local SMS, e-mail and CRM outboxes' labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

const idempotencyKey = { label: C.idempotencyKey, description: C.fromOutbox }
const to = { label: t('To', 'Till', 'Til', 'Komu') }

export const SMS_OUTBOX_TEXTS: FieldTexts = {
  to,
  text: { label: t('Text', 'Text', 'Tekst', 'Text') },
  idempotencyKey,
}

export const MAIL_OUTBOX_TEXTS: FieldTexts = {
  to,
  subject: { label: t('Subject', 'Ämne', 'Emne', 'Predmet') },
  file: {
    label: t('File', 'Fil', 'Fil', 'Súbor'),
    description: t(
      'The RFC 822 message on the server (open it with any mail program).',
      'RFC 822-meddelandet på servern (öppna det i valfritt e-postprogram).',
      'RFC 822-meldingen på serveren (åpne den i et hvilket som helst e-postprogram).',
      'Správa RFC 822 na serveri (otvorte ju v ľubovoľnom poštovom programe).',
    ),
  },
  idempotencyKey,
}

export const CRM_LEAD_TEXTS: FieldTexts = {
  kind: { label: t('Kind', 'Sort', 'Type', 'Druh') },
  site: { label: C.site },
  lead: { label: t('Lead', 'Lead', 'Lead', 'Dopyt') },
  idempotencyKey,
}
