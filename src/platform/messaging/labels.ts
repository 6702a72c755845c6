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

export const LOCAL_OUTBOX_DESCRIPTIONS = {
  sms: t(
    'SMS sent while no SMS provider is configured (SMS_PROVIDER_URL).',
    'Sms som skickats medan ingen sms-leverantör är konfigurerad (SMS_PROVIDER_URL).',
    'SMS sendt mens ingen SMS-leverandør er konfigurert (SMS_PROVIDER_URL).',
    'SMS odoslané, kým nie je nastavený poskytovateľ SMS (SMS_PROVIDER_URL).',
  ),
  mail: t(
    'E-mails written to the data folder while no SMTP server is configured (SMTP_URL).',
    'E-post som skrivits till datamappen medan ingen SMTP-server är konfigurerad (SMTP_URL).',
    'E-post skrevet til datamappen mens ingen SMTP-server er konfigurert (SMTP_URL).',
    'E-maily zapísané do priečinka s dátami, kým nie je nastavený server SMTP (SMTP_URL).',
  ),
  crm: t(
    'Leads delivered while no CRM webhook is configured (CRM_WEBHOOK_URL).',
    'Leads som levererats medan ingen CRM-webhook är konfigurerad (CRM_WEBHOOK_URL).',
    'Leads levert mens ingen CRM-webhook er konfigurert (CRM_WEBHOOK_URL).',
    'Dopyty doručené, kým nie je nastavený webhook CRM (CRM_WEBHOOK_URL).',
  ),
}
