import { FUEL_LABELS } from '@/demo/cars/labels'
import type { FuelKey } from '@/features/cars/vocabulary'
import type { RoutePage } from './types'

// Car list presets: the list each page is, in the index's own values.
const fuel = (key: FuelKey) => ({ field: 'car_fuel', value: FUEL_LABELS[key].fi }) as const
const USED = { field: 'car_is_used', value: 'true' } as const
const NEW = { field: 'car_is_used', value: 'false' } as const

/** Route pages of the fi site (spec 2 §2.7), besides the pages in ../data/fi.ts. */
export const fiRoutes: RoutePage[] = [
  // /autot
  {
    path: '/autot/vaihtoautot',
    title: 'Vaihtoautot',
    intro:
      'Tarkastetut vaihtoautot kaikilta merkeiltä. Jokaiselle autolle tehdään kuntotarkastus omalla korjaamollamme ennen myyntiä.',
    carList: { presets: [USED] },
  },
  {
    path: '/autot/uudet-autot',
    title: 'Uudet autot',
    intro: 'Uudet Toyota-, Volvo-, Volkswagen-, Skoda- ja Kia-mallit varastosta nopealla toimituksella.',
    carList: { presets: [NEW] },
  },
  {
    path: '/autot/sahkoautot',
    title: 'Sähköautot',
    intro: 'Uudet ja käytetyt sähköautot sekä kotilatauksen asennus samasta paikasta.',
    carList: { presets: [fuel('electric')] },
  },
  // /auton-omistaminen
  {
    path: '/auton-omistaminen/huolto/renkaanvaihto',
    title: 'Renkaanvaihto',
    intro: 'Varaa renkaanvaihto verkossa. Tarkistamme samalla renkaiden kulutuspinnan ja rengaspaineet.',
  },
  {
    path: '/auton-omistaminen/huolto/huoltosopimus',
    title: 'Huoltosopimus',
    intro: 'Maksa auton määräaikaishuollot kiinteällä kuukausierällä. Sopimus siirtyy auton mukana, jos myyt sen.',
  },
  {
    path: '/auton-omistaminen/rahoitus',
    title: 'Rahoitus',
    intro: 'Osamaksu, yksityisleasing tai yritysleasing – löydämme sinulle sopivan tavan rahoittaa auto.',
  },
  {
    path: '/auton-omistaminen/vakuutus',
    title: 'Autovakuutus',
    intro: 'Merkkivakuutus, jossa vahingot korjataan aina merkkikorjaamolla alkuperäisillä varaosilla.',
  },
  {
    path: '/auton-omistaminen/vaihtoauton-takuu',
    title: 'Vaihtoauton takuu',
    intro: 'Kaikilla vaihtoautoillamme on vähintään 12 kuukauden takuu ja 24 tunnin tiepalvelu.',
  },
  // /meista
  {
    path: '/meista/tietosuoja',
    title: 'Tietosuojaseloste',
    intro: 'Miten käsittelemme henkilötietojasi, kun ostat auton, huollatat sitä tai asioit verkkosivuillamme.',
  },
  {
    path: '/meista/evasteet',
    title: 'Evästeet',
    intro: 'Mitä evästeitä käytämme sivustollamme, miksi, ja miten voit muuttaa valintojasi.',
  },
  {
    path: '/meista/laatu-ja-ymparisto',
    title: 'Laatu ja ympäristö',
    intro: 'Toimipisteemme on sertifioitu ISO 9001- ja ISO 14001 -standardien mukaisesti.',
  },
  {
    path: '/meista/toimittajille',
    title: 'Toimittajille',
    intro: 'Laskutusosoitteet ja toimittajien toimintaohjeet Autoryhmän yhteistyökumppaneille.',
  },
]
