/** The site messages' labels and help texts in every admin language (src/cms/admin-languages.ts); the navigation's message bar shares them. */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'
import type { SiteMessageType } from './rules'

export const MESSAGE_TEXTS = {
  types: {
    Warning: t('Warning', 'Varning', 'Advarsel', 'Varovanie'),
    Dark: t('Dark', 'Mörk', 'Mørk', 'Tmavé'),
    Light: t('Light', 'Ljus', 'Lys', 'Svetlé'),
    Neutral: t('Neutral', 'Neutral', 'Nøytral', 'Neutrálne'),
    Other: t('Other', 'Annan', 'Annen', 'Iné'),
  } satisfies Record<SiteMessageType, unknown>,
  type: t('Appearance', 'Utseende', 'Utseende', 'Vzhľad'),
  shownFrom: t('Shown from', 'Visas från', 'Vises fra', 'Zobrazuje sa od'),
  shownFromDescription: t(
    'Shown from this moment (empty: at once).',
    'Visas från denna tidpunkt (tomt: direkt).',
    'Vises fra dette tidspunktet (tomt: med en gang).',
    'Zobrazuje sa od tohto okamihu (prázdne: hneď).',
  ),
  shownUntil: t('Shown until', 'Visas till', 'Vises til', 'Zobrazuje sa do'),
  shownUntilDescription: t(
    'Shown until this moment (empty: until switched off).',
    'Visas till denna tidpunkt (tomt: tills det stängs av).',
    'Vises til dette tidspunktet (tomt: til det slås av).',
    'Zobrazuje sa do tohto okamihu (prázdne: kým sa nevypne).',
  ),
}

export const SITE_MESSAGE_FIELD_TEXTS: FieldTexts = {
  title: { label: C.title },
  text: { label: t('Text', 'Text', 'Tekst', 'Text') },
  type: { label: MESSAGE_TEXTS.type },
  active: { label: C.active },
  startsAt: { label: MESSAGE_TEXTS.shownFrom, description: MESSAGE_TEXTS.shownFromDescription },
  endsAt: { label: MESSAGE_TEXTS.shownUntil, description: MESSAGE_TEXTS.shownUntilDescription },
}
