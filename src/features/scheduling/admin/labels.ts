/** The schedules' labels and help texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'
import type { ScheduleAction, ScheduleState } from '../rules'

export const SCHEDULE_LABELS = {
  singular: { en: 'Scheduled change', sv: 'Schemalagd ändring', nb: 'Planlagt endring', sk: 'Naplánovaná zmena' },
  plural: {
    en: 'Scheduled publishing',
    sv: 'Schemalagd publicering',
    nb: 'Planlagt publisering',
    sk: 'Plánované publikovanie',
  },
  group: { en: 'Content', sv: 'Innehåll', nb: 'Innhold', sk: 'Obsah' },
  description: {
    en: "Publishes or unpublishes a page, story or site message at a time on the site's clock. Cancel a schedule before it runs by setting its state to Cancelled.",
    sv: 'Publicerar eller avpublicerar en sida, en artikel eller ett webbplatsmeddelande vid en tid enligt webbplatsens klocka. Avbryt innan den körs genom att sätta status till Avbruten.',
    nb: 'Publiserer eller avpubliserer en side, en artikkel eller en nettstedsmelding på et tidspunkt etter nettstedets klokke. Avbryt før den kjøres ved å sette status til Avbrutt.',
    sk: 'Zverejní alebo zruší zverejnenie stránky, článku alebo správy webu v čase podľa hodín webu. Pred spustením ju zrušíte nastavením stavu na Zrušené.',
  },
  document: {
    en: 'Page, story or message',
    sv: 'Sida, artikel eller meddelande',
    nb: 'Side, artikkel eller melding',
    sk: 'Stránka, článok alebo správa',
  },
  locale: { en: 'Language', sv: 'Språk', nb: 'Språk', sk: 'Jazyk' },
  allLocales: { en: 'All languages', sv: 'Alla språk', nb: 'Alle språk', sk: 'Všetky jazyky' },
  action: { en: 'Action', sv: 'Åtgärd', nb: 'Handling', sk: 'Akcia' },
  localTime: {
    en: 'Time (site clock)',
    sv: 'Tid (webbplatsens klocka)',
    nb: 'Tid (nettstedets klokke)',
    sk: 'Čas (hodiny webu)',
  },
  localTimeDescription: {
    en: "YYYY-MM-DD HH:mm in the site's time zone, e.g. 2027-03-01 00:00.",
    sv: 'ÅÅÅÅ-MM-DD TT:mm i webbplatsens tidszon, t.ex. 2027-03-01 00:00.',
    nb: 'ÅÅÅÅ-MM-DD TT:mm i nettstedets tidssone, f.eks. 2027-03-01 00:00.',
    sk: 'RRRR-MM-DD HH:mm v časovom pásme webu, napr. 2027-03-01 00:00.',
  },
  timeZone: { en: 'Time zone', sv: 'Tidszon', nb: 'Tidssone', sk: 'Časové pásmo' },
  at: { en: 'Runs at (UTC)', sv: 'Körs (UTC)', nb: 'Kjøres (UTC)', sk: 'Spustí sa (UTC)' },
  state: { en: 'State', sv: 'Status', nb: 'Status', sk: 'Stav' },
  scheduledBy: { en: 'Scheduled by', sv: 'Schemalagd av', nb: 'Planlagt av', sk: 'Naplánoval' },
  outboxEntry: { en: 'Outbox entry', sv: 'Utkorgspost', nb: 'Utboksoppføring', sk: 'Položka odchádzajúcej fronty' },
  ranAt: { en: 'Ran at', sv: 'Kördes', nb: 'Kjørt', sk: 'Spustené' },
  error: { en: 'Why it failed', sv: 'Varför den misslyckades', nb: 'Hvorfor den mislyktes', sk: 'Prečo zlyhala' },
} satisfies Record<string, AdminText>

export const ACTION_LABELS: Record<ScheduleAction, AdminText> = {
  publish: { en: 'Publish', sv: 'Publicera', nb: 'Publiser', sk: 'Zverejniť' },
  unpublish: { en: 'Unpublish', sv: 'Avpublicera', nb: 'Avpubliser', sk: 'Zrušiť zverejnenie' },
}

export const STATE_LABELS: Record<ScheduleState, AdminText> = {
  scheduled: { en: 'Scheduled', sv: 'Schemalagd', nb: 'Planlagt', sk: 'Naplánované' },
  done: { en: 'Done', sv: 'Klar', nb: 'Utført', sk: 'Hotové' },
  cancelled: { en: 'Cancelled', sv: 'Avbruten', nb: 'Avbrutt', sk: 'Zrušené' },
  failed: { en: 'Failed', sv: 'Misslyckad', nb: 'Mislyktes', sk: 'Zlyhalo' },
}
