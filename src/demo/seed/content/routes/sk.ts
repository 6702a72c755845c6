import type { RoutePage } from './types'

/** Route pages of the sk site (spec 2 §2.7), besides the pages in ../data/sk.ts. */
export const skRoutes: RoutePage[] = [
  // /o-autoskupina
  {
    path: '/o-autoskupina/kvalita-a-environmentalna-politika',
    title: 'Politika kvality a environmentálna politika',
    intro:
      'Naše prevádzky sú certifikované podľa noriem ISO 9001 a ISO 14001. Takto znižujeme vplyv našej činnosti na životné prostredie.',
  },
  {
    path: '/o-autoskupina/pre-dodavatelov',
    title: 'Pre dodávateľov',
    intro: 'Fakturačné údaje, obchodné podmienky a etický kódex pre dodávateľov tovarov a služieb skupiny Autoskupina.',
  },
  {
    path: '/o-autoskupina/cookiepolicy',
    title: 'Zásady používania súborov cookie',
    intro: 'Aké súbory cookie používame na našej stránke, na čo slúžia a ako môžete zmeniť svoj súhlas.',
  },
  // /vlastnictvo-auta
  {
    path: '/vlastnictvo-auta/servis',
    title: 'Servis a údržba',
    intro: 'Pravidelný servis, výmena pneumatík a príprava na technickú kontrolu v našich autorizovaných servisoch.',
  },
  {
    path: '/vlastnictvo-auta/kupit-jazdene-auto/zaruka',
    title: 'Záruka na jazdené autá',
    intro: 'Každé jazdené auto od nás má záruku najmenej 12 mesiacov a prešlo kontrolou v našom servise.',
  },
  // /kontakty/{site}-{location}: the old group name, kept as a content page (no dealer site has this slug)
  {
    path: '/kontakty/autoskupina-kosice',
    title: 'Autoskupina Košice',
    intro: 'Predaj a servis vozidiel Škoda, Hyundai a Kia na Moldavskej ceste v Košiciach.',
  },
]
