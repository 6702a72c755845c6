/** The marketing forms' labels, options, help texts and messages in every admin language (src/cms/admin-languages.ts). */
import { type AdminText, adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'
import type { FIELD_TYPES } from './fields'

export const FIELD_TYPE_LABELS = {
  text: t('Text', 'Text', 'Tekst', 'Text'),
  email: t('E-mail', 'E-post', 'E-post', 'E-mail'),
  phone: t('Phone', 'Telefon', 'Telefon', 'Telefón'),
  textarea: t('Long text', 'Lång text', 'Lang tekst', 'Dlhý text'),
  checkbox: t('Checkbox', 'Kryssruta', 'Avkrysningsboks', 'Zaškrtávacie pole'),
  select: t('Choice', 'Val', 'Valg', 'Výber'),
} satisfies Record<(typeof FIELD_TYPES)[number], unknown>

export const MARKETING_FORM_MESSAGES = {
  tooManyFields: (max: number): AdminText =>
    t(
      `A form has at most ${max} fields.`,
      `Ett formulär har högst ${max} fält.`,
      `Et skjema har høyst ${max} felt.`,
      `Formulár má najviac ${max} polí.`,
    ),
  badName: t(
    'Each field name is a letter, then letters, digits or _ (at most 40), e.g. firstName.',
    'Varje fältnamn är en bokstav följd av bokstäver, siffror eller _ (högst 40), t.ex. firstName.',
    'Hvert feltnavn er en bokstav fulgt av bokstaver, sifre eller _ (høyst 40), f.eks. firstName.',
    'Každý názov poľa je písmeno, potom písmená, číslice alebo _ (najviac 40), napr. firstName.',
  ),
  duplicateName: t(
    'Each field name may be used once in a form.',
    'Varje fältnamn får användas en gång i ett formulär.',
    'Hvert feltnavn kan brukes én gang i et skjema.',
    'Každý názov poľa možno vo formulári použiť len raz.',
  ),
}

export const MARKETING_FORM_TEXTS: FieldTexts = {
  title: { label: C.title },
  fields: {
    label: t('Fields', 'Fält', 'Felter', 'Polia'),
    labels: { singular: t('Field', 'Fält', 'Felt', 'Pole'), plural: t('Fields', 'Fält', 'Felter', 'Polia') },
  },
  name: {
    label: C.name,
    description: t(
      'The answer’s key, e.g. firstName.',
      'Svarets nyckel, t.ex. firstName.',
      'Svarets nøkkel, f.eks. firstName.',
      'Kľúč odpovede, napr. firstName.',
    ),
  },
  label: { label: C.label },
  type: { label: C.type },
  required: { label: t('Required', 'Obligatoriskt', 'Obligatorisk', 'Povinné') },
  options: {
    label: t('Options', 'Alternativ', 'Alternativer', 'Možnosti'),
    labels: {
      singular: t('Option', 'Alternativ', 'Alternativ', 'Možnosť'),
      plural: t('Options', 'Alternativ', 'Alternativer', 'Možnosti'),
    },
  },
  value: { label: C.value },
  submitLabel: {
    label: t('Send button', 'Skicka-knapp', 'Send-knapp', 'Tlačidlo odoslania'),
    description: t(
      'The send button; empty for the standard text.',
      'Skicka-knappen; tomt för standardtexten.',
      'Send-knappen; tomt for standardteksten.',
      'Tlačidlo odoslania; prázdne pre štandardný text.',
    ),
  },
  thanks: {
    label: t('Thank-you text', 'Tacktext', 'Takketekst', 'Text poďakovania'),
    description: t(
      'Shown after a successful submission; empty for the standard text.',
      'Visas efter ett lyckat inskick; tomt för standardtexten.',
      'Vises etter en vellykket innsending; tomt for standardteksten.',
      'Zobrazí sa po úspešnom odoslaní; prázdne pre štandardný text.',
    ),
  },
  notify: {
    label: t('Notify', 'Avisera', 'Varsle', 'Upozorniť'),
    description: t(
      'Who at the dealer gets each submission by e-mail (optional; the CRM gets every one).',
      'Vem hos återförsäljaren som får varje inskick per e-post (valfritt; CRM får alla).',
      'Hvem hos forhandleren som får hver innsending på e-post (valgfritt; CRM får alle).',
      'Kto u predajcu dostane každé odoslanie e-mailom (voliteľné; CRM dostane všetky).',
    ),
  },
}

export const MARKETING_FORMS_DESCRIPTION = t(
  'Forms for campaign pages: place one with the Marketing form block.',
  'Formulär för kampanjsidor: placera ett med blocket Marknadsföringsformulär.',
  'Skjemaer for kampanjesider: plasser et med blokken Markedsføringsskjema.',
  'Formuláre pre stránky kampaní: vložte ho blokom Marketingový formulár.',
)
