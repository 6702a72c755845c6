import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

export const skSK = {
  confirmSubject: 'Potvrďte uložené vyhľadávanie – {site}',
  confirmIntro:
    'Požiadali ste {site} o e-mail, keď vášmu vyhľadávaniu budú zodpovedať nové autá alebo keď im klesne cena.',
  confirmAction: 'Potvrdiť vyhľadávanie',
  confirmExpiry: 'Odkaz platí 7 dní a dá sa použiť raz.',
  confirmIgnore: 'Ak ste to neboli vy, tento e-mail ignorujte; nič ďalšie vám nepošleme.',
  digestNew: '{count, plural, one {# nové auto} few {# nové autá} many {# nového auta} other {# nových áut}}',
  digestDrops:
    '{count, plural, one {# zníženie ceny} few {# zníženia ceny} many {# zníženia ceny} other {# znížení ceny}}',
  digestBoth: '{news} a {drops}',
  digestSubject: '{summary} – {site}',
  digestIntro: 'Novinky vo vašom uloženom vyhľadávaní:',
  lowered: 'Nová cena',
  newCar: 'Nové',
  unsubscribe: 'Zrušiť upozornenia',
  manage: 'Spravovať uložené vyhľadávania',
  unsubscribedTitle: 'Upozornenia sú zrušené',
  unsubscribedText: 'K tomuto vyhľadávaniu vám už nepošleme žiadne e-maily.',
  invalidTitle: 'Odkaz už neplatí',
  invalidText: 'Odkaz už bol použitý, vypršal alebo nie je náš. Uložte vyhľadávanie znova a dostanete nový odkaz.',
  manageTitle: 'Uložené vyhľadávania pre {email}',
  open: 'Zobraziť autá',
  remove: 'Odstrániť',
  removeSearch: 'Odstrániť vyhľadávanie {search}',
  pending: 'čaká na potvrdenie',
  allCars: 'Všetky autá',
  filters: '{count, plural, one {# filter} few {# filtre} many {# filtra} other {# filtrov}}',
  moreFilters:
    '{count, plural, one {# ďalší filter} few {# ďalšie filtre} many {# ďalšieho filtra} other {# ďalších filtrov}}',
} satisfies LocaleTexts<typeof svSE>
