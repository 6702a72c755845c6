import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

export const fiFI = {
  confirmSubject: 'Vahvista tallennettu hakusi – {site}',
  confirmIntro:
    'Pyysit palvelua {site} lähettämään sähköpostia, kun uusia autoja löytyy hakuusi tai niiden hinta laskee.',
  confirmAction: 'Vahvista haku',
  confirmExpiry: 'Linkki on voimassa 7 päivää ja toimii kerran.',
  confirmIgnore: 'Jos et tehnyt tätä, voit jättää viestin huomiotta; emme lähetä muuta.',
  digestNew: '{count, plural, one {# uusi auto} other {# uutta autoa}}',
  digestDrops: '{count, plural, one {# hinnanlasku} other {# hinnanlaskua}}',
  digestBoth: '{news} ja {drops}',
  digestSubject: '{summary} – {site}',
  digestIntro: 'Uutta tallennetussa haussasi:',
  lowered: 'Uusi hinta',
  newCar: 'Uusi',
  unsubscribe: 'Lopeta ilmoitukset',
  manage: 'Hallitse tallennettuja hakujasi',
  unsubscribedTitle: 'Ilmoitukset on lopetettu',
  unsubscribedText: 'Et saa enää sähköposteja tästä hausta.',
  invalidTitle: 'Linkki ei ole enää voimassa',
  invalidText:
    'Linkki on jo käytetty, vanhentunut tai se ei ole meidän. Tallenna haku uudelleen, niin saat uuden linkin.',
  manageTitle: 'Tallennetut haut: {email}',
  open: 'Näytä autot',
  remove: 'Poista',
  removeSearch: 'Poista haku {search}',
  pending: 'odottaa vahvistusta',
  allCars: 'Kaikki autot',
  filters: '{count, plural, one {# suodatin} other {# suodatinta}}',
  moreFilters: '{count, plural, one {# muu suodatin} other {# muuta suodatinta}}',
} satisfies LocaleTexts<typeof svSE>
