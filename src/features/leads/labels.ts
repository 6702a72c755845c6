/** The leads' labels, options and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'
import type { FormName } from './forms'
import type { LeadStatus } from './status'

export const FORM_NAME_LABELS = {
  contact: t('Contact', 'Kontakt', 'Kontakt', 'Kontakt'),
  'sell-car': t('Sell your car', 'Sälj din bil', 'Selg bilen din', 'Predajte auto'),
  'service-no': t(
    'Service booking (Norway)',
    'Servicebokning (Norge)',
    'Servicebestilling (Norge)',
    'Rezervácia servisu (Nórsko)',
  ),
  marketing: t('Marketing form', 'Marknadsföringsformulär', 'Markedsføringsskjema', 'Marketingový formulár'),
} satisfies Record<FormName, unknown>

export const LEAD_STATUS_LABELS = {
  received: t('Received', 'Mottagen', 'Mottatt', 'Prijatý'),
  delivered: t('Delivered', 'Levererad', 'Levert', 'Doručený'),
  failed: t('Failed', 'Misslyckad', 'Mislykket', 'Zlyhal'),
} satisfies Record<LeadStatus, unknown>

export const LEAD_STATUS_DESCRIPTION = t(
  'Received: deliveries running or retrying; delivered: all done; failed: a delivery is dead (retry it in the outbox).',
  'Mottagen: leveranser pågår eller försöks igen; levererad: allt klart; misslyckad: en leverans har gett upp (försök igen i utkorgen).',
  'Mottatt: leveranser pågår eller prøves på nytt; levert: alt ferdig; mislykket: en leveranse har gitt opp (prøv igjen i utboksen).',
  'Prijatý: doručenia prebiehajú alebo sa opakujú; doručený: všetko hotové; zlyhal: doručenie definitívne zlyhalo (zopakujte ho v odchádzajúcej fronte).',
)

export const LEAD_FIELD_TEXTS: FieldTexts = {
  formName: { label: t('Form', 'Formulär', 'Skjema', 'Formulár') },
  formSubmissionId: {
    label: t('Submission id', 'Inskicknings-id', 'Innsendings-ID', 'ID odoslania'),
    description: t(
      "The visitor's submission id: a repeated submission to the same site and form finds this lead instead of making another.",
      'Besökarens inskicknings-id: ett upprepat inskick till samma webbplats och formulär hittar detta lead i stället för att skapa ett nytt.',
      'Besøkendes innsendings-ID: en gjentatt innsending til samme nettsted og skjema finner denne leaden i stedet for å lage en ny.',
      'ID odoslania návštevníka: opakované odoslanie na rovnaký web a formulár nájde tento dopyt namiesto vytvorenia nového.',
    ),
  },
  summary: {
    label: C.summary,
    description: t(
      'Who and what, for the list.',
      'Vem och vad, för listan.',
      'Hvem og hva, for listen.',
      'Kto a čo, pre zoznam.',
    ),
  },
  values: { label: t('Answers', 'Svar', 'Svar', 'Odpovede') },
  recipients: {
    label: t('Recipients', 'Mottagare', 'Mottakere', 'Príjemcovia'),
    description: t(
      'The dealer addresses the lead was sent to.',
      'Återförsäljarens adresser som leadet skickades till.',
      'Forhandlerens adresser leaden ble sendt til.',
      'Adresy predajcu, na ktoré bol dopyt odoslaný.',
    ),
  },
  // The lead's status and each delivery's (its outbox entry's); the lead's help text is on its field.
  status: { label: C.status },
  deliveries: {
    label: t('Deliveries', 'Leveranser', 'Leveranser', 'Doručenia'),
    labels: {
      singular: t('Delivery', 'Leverans', 'Leveranse', 'Doručenie'),
      plural: t('Deliveries', 'Leveranser', 'Leveranser', 'Doručenia'),
    },
    description: t(
      'Each delivery of the lead (its outbox entry lead:<id>:<channel>) with its attempts.',
      'Varje leverans av leadet (dess utkorgspost lead:<id>:<channel>) med sina försök.',
      'Hver leveranse av leaden (utboksposten lead:<id>:<channel>) med forsøkene.',
      'Každé doručenie dopytu (jeho záznam vo fronte lead:<id>:<channel>) s pokusmi.',
    ),
  },
  channel: { label: t('Channel', 'Kanal', 'Kanal', 'Kanál') },
  attempts: { label: C.attempts },
  outboxId: { label: t('Outbox entry', 'Utkorgspost', 'Utbokspost', 'Záznam vo fronte') },
  nextRunAt: { label: C.nextRunAt },
  completedAt: { label: C.completedAt },
  lastError: { label: C.lastError },
}

export const LEADS_DESCRIPTION = t(
  'Every form a visitor sent, with its status and deliveries (CRM, e-mails). A failed delivery is retried from admin › Platform › Outbox.',
  'Varje formulär som en besökare skickat, med status och leveranser (CRM, e-post). En misslyckad leverans försöks igen från admin › Plattform › Utkorg.',
  'Hvert skjema en besøkende har sendt, med status og leveranser (CRM, e-post). En mislykket leveranse prøves igjen fra admin › Plattform › Utboks.',
  'Každý formulár, ktorý návštevník odoslal, so stavom a doručeniami (CRM, e-maily). Zlyhané doručenie sa zopakuje v admin › Platforma › Odchádzajúca fronta.',
)
