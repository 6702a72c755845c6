/** The capacity group's labels, help texts and messages in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

export const CAPACITY_TEXTS = {
  clockFormat: t(
    'Use HH:mm, e.g. 07:30.',
    'Ange TT:mm, t.ex. 07:30.',
    'Bruk TT:mm, f.eks. 07:30.',
    'Zadajte HH:mm, napr. 07:30.',
  ),
  opens: t('Opens', 'Öppnar', 'Åpner', 'Otvára'),
  closes: t('Closes', 'Stänger', 'Stenger', 'Zatvára'),
  unitsUsual: t(
    'Blank: units per day.',
    'Tomt: enheter per dag.',
    'Tomt: enheter per dag.',
    'Prázdne: jednotky za deň.',
  ),
  unitsAsUsual: t('Blank: as usual.', 'Tomt: som vanligt.', 'Tomt: som vanlig.', 'Prázdne: ako obvykle.'),
  closedOnHolidays: t(
    'Closed on Swedish public holidays',
    'Stängt på svenska helgdagar',
    'Stengt på svenske helligdager',
    'Zatvorené počas švédskych sviatkov',
  ),
  openOnHolidays: t('Open on public holidays', 'Öppet på helgdagar', 'Åpent på helligdager', 'Otvorené počas sviatkov'),
  weekdays: {
    mon: t('Monday', 'Måndag', 'Mandag', 'Pondelok'),
    tue: t('Tuesday', 'Tisdag', 'Tirsdag', 'Utorok'),
    wed: t('Wednesday', 'Onsdag', 'Onsdag', 'Streda'),
    thu: t('Thursday', 'Torsdag', 'Torsdag', 'Štvrtok'),
    fri: t('Friday', 'Fredag', 'Fredag', 'Piatok'),
    sat: t('Saturday', 'Lördag', 'Lørdag', 'Sobota'),
    sun: t('Sunday', 'Söndag', 'Søndag', 'Nedeľa'),
  },
}

export const CAPACITY_FIELD_TEXTS: FieldTexts = {
  capacity: {
    label: t('Capacity', 'Kapacitet', 'Kapasitet', 'Kapacita'),
    description: t(
      'Bookable capacity in Europe/Stockholm: technicians or lanes per day, opening hours, exception days.',
      'Bokningsbar kapacitet i Europe/Stockholm: tekniker eller platser per dag, öppettider, avvikande dagar.',
      'Bestillbar kapasitet i Europe/Stockholm: teknikere eller plasser per dag, åpningstider, avvikende dager.',
      'Rezervovateľná kapacita v Europe/Stockholm: technici alebo stanovištia za deň, otváracie hodiny, výnimky.',
    ),
  },
  unitsPerDay: {
    label: t('Units per day', 'Enheter per dag', 'Enheter per dag', 'Jednotky za deň'),
    description: t(
      'Technicians or lanes that take bookings in parallel.',
      'Tekniker eller platser som tar emot bokningar samtidigt.',
      'Teknikere eller plasser som tar imot bestillinger samtidig.',
      'Technici alebo stanovištia, ktoré prijímajú rezervácie súčasne.',
    ),
  },
  stepMinutes: {
    label: t('Slot grid (minutes)', 'Tidsintervall (minuter)', 'Tidsintervall (minutter)', 'Časový rastr (minúty)'),
  },
  leadMinutes: {
    label: t(
      'Earliest booking (minutes ahead)',
      'Tidigaste bokning (minuter i förväg)',
      'Tidligste bestilling (minutter i forveien)',
      'Najskoršia rezervácia (minúty vopred)',
    ),
  },
  fullDayDropOffBefore: {
    label: t(
      'Full day: drop off before',
      'Heldag: lämna bilen före',
      'Hel dag: lever bilen før',
      'Celý deň: odovzdať auto pred',
    ),
  },
  publicHolidays: { label: t('Public holidays', 'Helgdagar', 'Helligdager', 'Sviatky') },
  weeklyHours: {
    label: t('Weekly hours', 'Öppettider per vecka', 'Åpningstider per uke', 'Týždenné otváracie hodiny'),
    labels: {
      singular: t('Weekday', 'Veckodag', 'Ukedag', 'Deň v týždni'),
      plural: t('Weekdays', 'Veckodagar', 'Ukedager', 'Dni v týždni'),
    },
    description: t(
      'One row per open weekday; a weekday without a row is closed.',
      'En rad per öppen veckodag; en veckodag utan rad är stängd.',
      'Én rad per åpen ukedag; en ukedag uten rad er stengt.',
      'Jeden riadok na otvorený deň; deň bez riadku je zatvorený.',
    ),
  },
  weekday: { label: t('Weekday', 'Veckodag', 'Ukedag', 'Deň v týždni') },
  units: { label: t('Units', 'Enheter', 'Enheter', 'Jednotky') },
  exceptions: {
    label: t('Exception days', 'Avvikande dagar', 'Avvikende dager', 'Výnimočné dni'),
    labels: {
      singular: t('Exception day', 'Avvikande dag', 'Avvikende dag', 'Výnimočný deň'),
      plural: t('Exception days', 'Avvikande dagar', 'Avvikende dager', 'Výnimočné dni'),
    },
    description: t(
      'Days that differ: closed, other hours (also opens a holiday) or other units.',
      'Dagar som avviker: stängt, andra tider (öppnar även en helgdag) eller andra enheter.',
      'Dager som avviker: stengt, andre tider (åpner også en helligdag) eller andre enheter.',
      'Dni, ktoré sa líšia: zatvorené, iné hodiny (otvorí aj sviatok) alebo iné jednotky.',
    ),
  },
  date: { label: COMMON_TEXTS.date },
  closed: { label: t('Closed', 'Stängt', 'Stengt', 'Zatvorené') },
  note: { label: COMMON_TEXTS.note },
}
