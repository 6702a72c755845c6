import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

export const skSK = {
  open: 'Uložiť vyhľadávanie',
  title: 'Uložiť vyhľadávanie',
  intro:
    'Pošleme vám e-mail, keď vyhľadávaniu ({filters, plural, =0 {všetky autá} one {# filter} few {# filtre} many {# filtra} other {# filtrov}}) budú zodpovedať nové autá alebo im klesne cena.',
  email: 'E-mailová adresa',
  submit: 'Uložiť',
  cancel: 'Zavrieť',
  sent: 'Hotovo! Vyhľadávanie potvrďte odkazom v e-maile, ktorý sme vám poslali.',
  invalidEmail: 'Zadajte platnú e-mailovú adresu.',
  tooMany: 'Uložili ste príliš veľa vyhľadávaní. Skúste to neskôr.',
  failed: 'Vyhľadávanie sa nepodarilo uložiť. Skúste to o chvíľu znova.',
} satisfies LocaleTexts<typeof svSE>
