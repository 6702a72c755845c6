/** The redirects' labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

export const REDIRECT_FIELD_TEXTS: FieldTexts = {
  from: {
    label: t('From', 'Från', 'Fra', 'Z'),
    description: t(
      'e.g. /used/* or /bilar?vehicletype=PB',
      't.ex. /used/* eller /bilar?vehicletype=PB',
      'f.eks. /used/* eller /bilar?vehicletype=PB',
      'napr. /used/* alebo /bilar?vehicletype=PB',
    ),
  },
  to: {
    label: t('To', 'Till', 'Til', 'Na'),
    description: t(
      'A path, or an absolute URL; may use :splat',
      'En sökväg eller en fullständig webbadress; får använda :splat',
      'En sti eller en fullstendig nettadresse; kan bruke :splat',
      'Cesta alebo úplná adresa URL; môže použiť :splat',
    ),
  },
  status: {
    label: t('Status code', 'Statuskod', 'Statuskode', 'Stavový kód'),
    description: t(
      'Every redirect is permanent (spec 2 §9).',
      'Varje omdirigering är permanent (spec 2 §9).',
      'Hver omdirigering er permanent (spec 2 §9).',
      'Každé presmerovanie je trvalé (spec 2 §9).',
    ),
  },
  note: { label: C.note },
  position: {
    label: t('Position', 'Position', 'Posisjon', 'Poradie'),
    description: t(
      'Order in the table: with two rules for the same source, the lower position wins.',
      'Ordning i tabellen: med två regler för samma källa vinner den lägre positionen.',
      'Rekkefølge i tabellen: med to regler for samme kilde vinner den laveste posisjonen.',
      'Poradie v tabuľke: pri dvoch pravidlách pre rovnaký zdroj vyhráva nižšie poradie.',
    ),
  },
}

export const REDIRECTS_DESCRIPTION = t(
  'Old paths and where they now lead (always a permanent 301). A trailing /* matches everything below a path; use :splat in the target to keep the rest. ?key=value on the source is a condition.',
  'Gamla sökvägar och vart de leder nu (alltid en permanent 301). Ett avslutande /* matchar allt under en sökväg; använd :splat i målet för att behålla resten. ?nyckel=värde i källan är ett villkor.',
  'Gamle stier og hvor de leder nå (alltid en permanent 301). En avsluttende /* treffer alt under en sti; bruk :splat i målet for å beholde resten. ?nøkkel=verdi i kilden er en betingelse.',
  'Staré cesty a kam teraz vedú (vždy trvalé 301). Koncové /* zodpovedá všetkému pod cestou; :splat v cieli zachová zvyšok. ?kľúč=hodnota v zdroji je podmienka.',
)
