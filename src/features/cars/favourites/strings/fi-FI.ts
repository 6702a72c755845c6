import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The favourites catalogue's Finnish texts. */
export const fiFI = {
  toggleCar: 'Tallenna {car} suosikkeihin',
  headerLink: '{count, plural, =0 {Suosikit} one {Suosikit, # auto} other {Suosikit, # autoa}}',
  full: 'Voit tallentaa enintään {max, plural, one {# suosikin} other {# suosikkia}}. Poista yksi tallentaaksesi uuden.',
  saved: '{count, plural, one {# tallennettu auto} other {# tallennettua autoa}}',
  empty: 'Sinulla ei ole vielä suosikkeja. Paina auton sydäntä, niin se tallentuu tänne tähän selaimeen.',
  shared: 'Jaettu lista, jossa on {count, plural, one {# auto} other {# autoa}}.',
  keepShared: 'Tallenna autot suosikkeihini',
  showMine: 'Näytä omat suosikkini',
  share: 'Kopioi linkki listaan',
  shareHint: 'Linkki avaa samat autot toisella laitteella.',
  copied: 'Linkki on kopioitu.',
  loading: 'Haetaan ajantasaisia hintoja …',
  loadError: 'Ajantasaisia hintoja ei juuri nyt saatu haettua.',
  sold: 'Myyty',
  soldText: 'Auto on myyty tai ei ole enää myynnissä.',
  unknownCar: 'Auto {id}',
  remove: 'Poista {car} suosikeista',
  recentTitle: 'Viimeksi katsotut autot',
} satisfies LocaleTexts<typeof svSE>
