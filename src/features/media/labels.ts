/** The media library's labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

export const MEDIA_FIELD_TEXTS: FieldTexts = {
  site: {
    label: C.site,
    description: t(
      "The site this file belongs to: that site's editors may replace, change or delete it. Empty: the group's, changed by group admins only. Every site may show any file.",
      'Webbplatsen som filen hör till: dess redaktörer får ersätta, ändra eller radera den. Tomt: koncernens, ändras bara av koncernadministratörer. Alla webbplatser får visa alla filer.',
      'Nettstedet filen hører til: redaktørene der kan erstatte, endre eller slette den. Tomt: konsernets, endres bare av konsernadministratorer. Alle nettsteder kan vise alle filer.',
      'Web, ku ktorému súbor patrí: jeho redaktori ho môžu nahradiť, zmeniť alebo odstrániť. Prázdne: súbor skupiny, mení ho len správca skupiny. Každý web môže zobraziť akýkoľvek súbor.',
    ),
  },
  alt: { label: t('Alternative text', 'Alternativ text', 'Alternativ tekst', 'Alternatívny text') },
  blurDataUrl: {
    label: t('Placeholder', 'Platshållare', 'Plassholder', 'Zástupný obrázok'),
    description: t(
      'Tiny placeholder shown while the image loads.',
      'Liten platshållare som visas medan bilden laddas.',
      'Liten plassholder som vises mens bildet lastes.',
      'Malý zástupný obrázok zobrazený počas načítania.',
    ),
  },
}
