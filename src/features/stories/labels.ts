/** The stories' and tags' labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

export const TAG_FIELD_TEXTS: FieldTexts = {
  key: { label: C.key },
  value: { label: t('Tag', 'Tagg', 'Tagg', 'Štítok') },
}

export const STORY_FIELD_TEXTS: FieldTexts = {
  name: {
    label: C.name,
    description: t(
      'Item name, used in the URL when no slug is set.',
      'Artikelns namn, används i webbadressen när ingen slug är angiven.',
      'Artikkelens navn, brukes i nettadressen når ingen slug er satt.',
      'Názov článku, použije sa v adrese URL, keď nie je nastavený slug.',
    ),
  },
  slug: { label: C.slug },
  title: { label: C.title },
  displayName: { label: t('Display name', 'Visningsnamn', 'Visningsnavn', 'Zobrazovaný názov') },
  date: { label: C.date },
  image: { label: C.image },
  premble: {
    label: t('Intro', 'Ingress', 'Ingress', 'Úvod'),
    description: t(
      'Intro (the spec calls it premble).',
      'Ingress (specen kallar den premble).',
      'Ingress (spesifikasjonen kaller den premble).',
      'Úvod (špecifikácia ho volá premble).',
    ),
  },
  body: { label: t('Body text', 'Brödtext', 'Brødtekst', 'Text článku') },
  author: { label: t('Author', 'Författare', 'Forfatter', 'Autor') },
  tags: { label: t('Tags', 'Taggar', 'Tagger', 'Štítky') },
  indexPage: {
    label: t('Stories page', 'Artikelsida', 'Artikkelside', 'Stránka článkov'),
    description: t(
      'The stories index page this story belongs under.',
      'Artikelsidan som artikeln hör till.',
      'Artikkelsiden artikkelen hører til.',
      'Stránka so zoznamom článkov, pod ktorú článok patrí.',
    ),
  },
}
