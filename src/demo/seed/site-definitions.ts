import type { Locale } from '@/cms/locales'
import type { FontPair } from '@/sites/fonts'
import type { SearchIndex } from '@/sites/markets'
import type { BrandTheme, SiteTheme } from '@/sites/themes'

export type SiteKey = 'se' | 'bb' | 'no' | 'fi' | 'sk' | 'uk'

export type SiteDefinition = {
  key: SiteKey
  name: string
  hosts: string[]
  redirectHosts: string[]
  isDefault: boolean
  locales: Locale[]
  defaultLocale: Locale
  country: string
  currency: 'SEK' | 'NOK' | 'EUR' | 'GBP'
  searchIndex: SearchIndex
  theme: SiteTheme
  brandThemes: BrandTheme[]
  fontPair: FontPair
  titleTemplate: Partial<Record<Locale, string>>
  pathToCarList: Partial<Record<Locale, string>>
  carDetailBasePath: Partial<Record<Locale, string>>
  gtmID: string
  logoColor: string
}

/** The six demo sites, each on its own *.localhost host name. */
export const SITE_DEFINITIONS: SiteDefinition[] = [
  {
    key: 'se',
    name: 'Bilgruppen',
    hosts: ['se.localhost'],
    redirectHosts: ['www.se.localhost'],
    isDefault: true,
    locales: ['sv-SE', 'en-GB'],
    defaultLocale: 'sv-SE',
    country: 'SE',
    currency: 'SEK',
    searchIndex: 'se',
    theme: 'automotive',
    brandThemes: [],
    fontPair: 'montserrat-inter',
    titleTemplate: { 'sv-SE': '%s | Bilgruppen', 'en-GB': '%s | Bilgruppen' },
    pathToCarList: { 'sv-SE': '/kop-bil/alla-bilar-i-lager', 'en-GB': '/buy-car/all-cars-in-stock' },
    carDetailBasePath: { 'sv-SE': '/kop-bil', 'en-GB': '/buy-car' },
    gtmID: 'GTM-BGSE01',
    logoColor: '#0b3d91',
  },
  {
    key: 'bb',
    name: 'Budgetbil',
    hosts: ['bb.localhost'],
    redirectHosts: [],
    isDefault: false,
    locales: ['sv-SE'],
    defaultLocale: 'sv-SE',
    country: 'SE',
    currency: 'SEK',
    searchIndex: 'bb',
    theme: 'budget',
    brandThemes: [],
    fontPair: 'poppins-nunito',
    titleTemplate: { 'sv-SE': '%s – Budgetbil' },
    pathToCarList: { 'sv-SE': '/kop-bil/alla-begagnade-bilar' },
    carDetailBasePath: { 'sv-SE': '/kop-bil' },
    gtmID: 'GTM-BBSE01',
    logoColor: '#111111',
  },
  {
    key: 'no',
    name: 'Bilgruppen Norge',
    hosts: ['no.localhost'],
    redirectHosts: [],
    isDefault: false,
    locales: ['nb-NO', 'en-GB'],
    defaultLocale: 'nb-NO',
    country: 'NO',
    currency: 'NOK',
    searchIndex: 'no',
    theme: 'nordic',
    brandThemes: [],
    fontPair: 'raleway-source',
    titleTemplate: { 'nb-NO': '%s | Bilgruppen Norge', 'en-GB': '%s | Bilgruppen Norway' },
    pathToCarList: { 'nb-NO': '/kjop-bil', 'en-GB': '/buy-car' },
    carDetailBasePath: { 'nb-NO': '/kjop-bil', 'en-GB': '/buy-car' },
    gtmID: 'GTM-BGNO01',
    logoColor: '#00594f',
  },
  {
    key: 'fi',
    name: 'Autoryhmä',
    hosts: ['fi.localhost'],
    redirectHosts: [],
    isDefault: false,
    locales: ['fi-FI', 'sv-SE'],
    defaultLocale: 'fi-FI',
    country: 'FI',
    currency: 'EUR',
    searchIndex: 'fi',
    theme: 'suomi',
    brandThemes: [],
    fontPair: 'worksans-plex',
    titleTemplate: { 'fi-FI': '%s | Autoryhmä', 'sv-SE': '%s | Autoryhmä' },
    pathToCarList: { 'fi-FI': '/autot', 'sv-SE': '/bilar' },
    carDetailBasePath: { 'fi-FI': '/autot', 'sv-SE': '/bilar' },
    gtmID: 'GTM-ARFI01',
    logoColor: '#002f6c',
  },
  {
    key: 'sk',
    name: 'Autoskupina',
    hosts: ['sk.localhost'],
    redirectHosts: [],
    isDefault: false,
    locales: ['sk-SK'],
    defaultLocale: 'sk-SK',
    country: 'SK',
    currency: 'EUR',
    searchIndex: 'sk',
    theme: 'slovak',
    brandThemes: [],
    fontPair: 'robotoslab-roboto',
    titleTemplate: { 'sk-SK': '%s | Autoskupina' },
    pathToCarList: { 'sk-SK': '/vlastnictvo-auta/kupit-jazdene-auto' },
    carDetailBasePath: { 'sk-SK': '/auto' },
    gtmID: 'GTM-ASSK01',
    logoColor: '#7a1f2b',
  },
  {
    key: 'uk',
    name: 'Motor Group UK',
    hosts: ['uk.localhost'],
    redirectHosts: [],
    isDefault: false,
    locales: ['en-GB'],
    defaultLocale: 'en-GB',
    country: 'GB',
    currency: 'GBP',
    searchIndex: 'uk',
    theme: 'uk',
    brandThemes: ['mercedes', 'smart', 'mini', 'bmw'],
    fontPair: 'dmserif-dmsans',
    titleTemplate: { 'en-GB': '%s | Motor Group UK' },
    pathToCarList: { 'en-GB': '/buy-car/used-cars/all-used-cars' },
    carDetailBasePath: { 'en-GB': '/buy-car/car' },
    gtmID: 'GTM-MGUK01',
    logoColor: '#1c1c1c',
  },
]
