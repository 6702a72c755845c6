import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The favourites catalogue's Slovak texts. */
export const skSK = {
  toggleCar: 'Uložiť {car} medzi obľúbené',
  headerLink:
    '{count, plural, =0 {Obľúbené} one {Obľúbené, # auto} few {Obľúbené, # autá} many {Obľúbené, # auta} other {Obľúbené, # áut}}',
  full: 'Uložiť môžete najviac {max, plural, one {# obľúbené auto} few {# obľúbené autá} many {# obľúbeného auta} other {# obľúbených áut}}. Odstráňte jedno, aby ste mohli uložiť ďalšie.',
  saved: '{count, plural, one {# uložené auto} few {# uložené autá} many {# uloženého auta} other {# uložených áut}}',
  empty: 'Zatiaľ nemáte žiadne obľúbené autá. Stlačte srdce pri aute a uloží sa sem, v tomto prehliadači.',
  shared: 'Zdieľaný zoznam s {count, plural, one {# autom} few {# autami} many {# auta} other {# autami}}.',
  keepShared: 'Uložiť tieto autá medzi moje obľúbené',
  showMine: 'Zobraziť moje obľúbené',
  share: 'Kopírovať odkaz na zoznam',
  shareHint: 'Odkaz otvorí rovnaké autá na inom zariadení.',
  copied: 'Odkaz je skopírovaný.',
  loading: 'Načítavajú sa aktuálne ceny …',
  loadError: 'Aktuálne ceny sa práve nepodarilo načítať.',
  sold: 'Predané',
  soldText: 'Auto je predané alebo už nie je na predaj.',
  unknownCar: 'Auto {id}',
  remove: 'Odstrániť {car} z obľúbených',
  recentTitle: 'Naposledy zobrazené autá',
} satisfies LocaleTexts<typeof svSE>
