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
