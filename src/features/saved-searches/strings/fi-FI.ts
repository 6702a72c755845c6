import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

export const fiFI = {
  open: 'Tallenna haku',
  title: 'Tallenna haku',
  intro:
    'Lähetämme sähköpostia, kun hakuun ({filters, plural, =0 {kaikki autot} one {# suodatin} other {# suodatinta}}) tulee uusia autoja tai niiden hinta laskee.',
  email: 'Sähköpostiosoite',
  submit: 'Tallenna',
  cancel: 'Sulje',
  sent: 'Valmista! Vahvista haku avaamalla lähettämämme sähköpostin linkki.',
  invalidEmail: 'Kirjoita kelvollinen sähköpostiosoite.',
  tooMany: 'Olet tallentanut liian monta hakua. Yritä myöhemmin uudelleen.',
  failed: 'Hakua ei voitu tallentaa. Yritä hetken kuluttua uudelleen.',
} satisfies LocaleTexts<typeof svSE>
