/** The car media's labels, help texts and message in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

export const CAR_MEDIA_TEXTS = {
  framesFormat: t(
    'a list of at most 72 image URLs',
    'en lista med högst 72 bildadresser',
    'en liste med høyst 72 bildeadresser',
    'zoznam najviac 72 adries obrázkov',
  ),
}

export const CAR_MEDIA_FIELD_TEXTS: FieldTexts = {
  index: {
    label: C.marketIndex,
    description: t(
      'Market search index of the car.',
      'Bilens marknadssökindex.',
      'Bilens markedssøkeindeks.',
      'Vyhľadávací index trhu auta.',
    ),
  },
  regNo: {
    label: C.registrationNumber,
    description: t(
      'Registration number, stored without spaces or dashes.',
      'Registreringsnumret, sparas utan mellanslag och bindestreck.',
      'Registreringsnummeret, lagres uten mellomrom og bindestreker.',
      'Evidenčné číslo, uloží sa bez medzier a pomlčiek.',
    ),
  },
  videoUrl: {
    label: t('Video', 'Video', 'Video', 'Video'),
    description: t(
      'A video file or a YouTube address.',
      'En videofil eller en YouTube-adress.',
      'En videofil eller en YouTube-adresse.',
      'Videosúbor alebo adresa YouTube.',
    ),
  },
  images360: {
    label: t('Exterior 360°', 'Exteriör 360°', 'Eksteriør 360°', 'Exteriér 360°'),
    description: t(
      'Exterior 360 frames in turning order (image URLs).',
      'Exteriörens 360-bilder i rotationsordning (bildadresser).',
      'Eksteriørets 360-bilder i rotasjonsrekkefølge (bildeadresser).',
      'Snímky exteriéru 360° v poradí otáčania (adresy obrázkov).',
    ),
  },
  internal360: {
    label: t('Interior 360°', 'Interiör 360°', 'Interiør 360°', 'Interiér 360°'),
    description: t(
      'Interior 360 frames in turning order (image URLs).',
      'Interiörens 360-bilder i rotationsordning (bildadresser).',
      'Interiørets 360-bilder i rotasjonsrekkefølge (bildeadresser).',
      'Snímky interiéru 360° v poradí otáčania (adresy obrázkov).',
    ),
  },
}
