/** The dictionary's labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

export const DICTIONARY_FIELD_TEXTS: FieldTexts = {
  key: {
    label: C.key,
    description: t(
      'The catalogue key as namespace.key, e.g. finance.loanHeading or ui.required; shell keys also without the prefix (skipToContent). Keep {placeholders} as written.',
      'Katalognyckeln som namnrymd.nyckel, t.ex. finance.loanHeading eller ui.required; skalets nycklar även utan prefix (skipToContent). Behåll {platshållare} som de är skrivna.',
      'Katalognøkkelen som navnerom.nøkkel, f.eks. finance.loanHeading eller ui.required; skallets nøkler også uten prefiks (skipToContent). Behold {plassholdere} slik de er skrevet.',
      'Kľúč katalógu ako menný_priestor.kľúč, napr. finance.loanHeading alebo ui.required; kľúče rámca aj bez predpony (skipToContent). {Zástupné znaky} ponechajte tak, ako sú.',
    ),
  },
  value: { label: t('Text', 'Text', 'Tekst', 'Text') },
}
