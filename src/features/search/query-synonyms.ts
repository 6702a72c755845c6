/**
 * Default synonyms and aliases of the query understanding (issue 35), per language of the page. A word names a
 * concept (electric fuel, estate body, Volkswagen); the concept is the stored value it has in the index being
 * searched: the first of its markets' spellings that the index holds ("El" on se, "Elektrisitet" on no, "Sähkö"
 * on fi, "Elektro" on sk, "Electric" on uk). So "electric" on se's /en page filters on "El", and "elbil" on fi's
 * /sv page on "Sähkö". Plurals and inflections come from stemming (stem.ts), so only base forms are listed.
 * Editors add their own words per site and locale in the dictionary (`searchWord.<word>` = stored value;
 * dictionary-words.ts).
 */
import type { CarLang } from '@/sites/format'

/** The fields a concept filters on. */
export type ConceptField = 'car_brand' | 'car_fuel' | 'car_body' | 'car_gearbox' | 'car_drive' | 'car_condition' | 'car_site_city'

/** A concept's field and the stored spellings the markets' feeds use for it, in the order they are tried. */
export const CONCEPTS = {
  electric: ['car_fuel', ['El', 'Elektrisitet', 'Sähkö', 'Elektro', 'Electric']],
  petrol: ['car_fuel', ['Bensin', 'Bensiini', 'Benzín', 'Petrol']],
  diesel: ['car_fuel', ['Diesel']],
  hybrid: ['car_fuel', ['Hybrid', 'Hybridi']],
  phev: ['car_fuel', ['Laddhybrid', 'Ladbar hybrid', 'Lataushybridi', 'Plug-in hybrid']],
  suv: ['car_body', ['SUV', 'Maastoauto']],
  sedan: ['car_body', ['Sedan', 'Saloon']],
  estate: ['car_body', ['Kombi', 'Stasjonsvogn', 'Farmari', 'Estate']],
  hatchback: ['car_body', ['Halvkombi', 'Kombi 5-dørs', 'Viistoperä', 'Hatchback']],
  coupe: ['car_body', ['Coupé', 'Kupé', 'Coupe']],
  convertible: ['car_body', ['Cab', 'Cabriolet', 'Avoauto', 'Kabriolet', 'Convertible']],
  van: ['car_body', ['Transportbil', 'Varebil', 'Pakettiauto', 'Dodávka', 'Van']],
  mpv: ['car_body', ['Familjebuss', 'Flerbruksbil', 'Tila-auto', 'MPV']],
  automatic: ['car_gearbox', ['Automat', 'Automaatti', 'Automatická', 'Automatic']],
  manual: ['car_gearbox', ['Manuell', 'Manuaali', 'Manuálna', 'Manual']],
  awd: ['car_drive', ['Fyrhjulsdrift', 'Firehjulsdrift', 'Neliveto', 'Pohon 4x4', 'All-wheel drive']],
  fwd: ['car_drive', ['Framhjulsdrift', 'Forhjulsdrift', 'Etuveto', 'Predný náhon', 'Front-wheel drive']],
  rwd: ['car_drive', ['Bakhjulsdrift', 'Takaveto', 'Zadný náhon', 'Rear-wheel drive']],
  new: ['car_condition', ['Ny', 'Uusi', 'Nové', 'New']],
  used: ['car_condition', ['Begagnad', 'Brukt', 'Käytetty', 'Jazdené', 'Used']],
  volkswagen: ['car_brand', ['Volkswagen']],
  mercedes: ['car_brand', ['Mercedes-Benz']],
  skoda: ['car_brand', ['Skoda', 'Škoda']],
  bmw: ['car_brand', ['BMW']],
  mini: ['car_brand', ['MINI']],
  gothenburg: ['car_site_city', ['Göteborg']],
  helsinki: ['car_site_city', ['Helsinki']],
  kosice: ['car_site_city', ['Košice']],
} as const satisfies Record<string, readonly [ConceptField, readonly string[]]>

export type Concept = keyof typeof CONCEPTS

/** Words every language shares: the brands' nicknames and the drive codes. */
const COMMON: Readonly<Record<string, Concept>> = {
  vw: 'volkswagen', folkvagn: 'volkswagen', mercedes: 'mercedes', merc: 'mercedes', benz: 'mercedes', mb: 'mercedes',
  beamer: 'bmw', bimmer: 'bmw', '4wd': 'awd', awd: 'awd', '4x4': 'awd', fwd: 'fwd', rwd: 'rwd', suv: 'suv', phev: 'phev',
  ev: 'electric', bev: 'electric', diesel: 'diesel', hybrid: 'hybrid',
}

/** Each page language's words (base forms; the stemmer finds the plurals). */
export const SYNONYMS: Readonly<Record<CarLang, Readonly<Record<string, Concept>>>> = {
  sv: {
    ...COMMON,
    el: 'electric', elbil: 'electric', elektrisk: 'electric', elektrifierad: 'electric', elbilar: 'electric',
    bensin: 'petrol', bensinbil: 'petrol', dieselbil: 'diesel', hybridbil: 'hybrid', elhybrid: 'hybrid',
    laddhybrid: 'phev', laddbar: 'phev', 'laddbar hybrid': 'phev', 'plug-in': 'phev', 'plug in': 'phev', pluginhybrid: 'phev',
    stadsjeep: 'suv', suvar: 'suv', kombi: 'estate', kombibil: 'estate', halvkombi: 'hatchback', sedan: 'sedan',
    coupe: 'coupe', cab: 'convertible', cabriolet: 'convertible', 'öppen bil': 'convertible', transportbil: 'van',
    skåpbil: 'van', minibuss: 'mpv', familjebuss: 'mpv', automat: 'automatic', automatisk: 'automatic',
    automatväxlad: 'automatic', manuell: 'manual', manuellt: 'manual', manuellväxlad: 'manual', fyrhjulsdrift: 'awd',
    fyrhjulsdriven: 'awd', framhjulsdrift: 'fwd', bakhjulsdrift: 'rwd', ny: 'new', nya: 'new', nytt: 'new',
    begagnad: 'used', begagnat: 'used', beg: 'used', göteborg: 'gothenburg', gbg: 'gothenburg',
  },
  nb: {
    ...COMMON,
    el: 'electric', elbil: 'electric', elektrisk: 'electric', elektrisitet: 'electric', bensin: 'petrol',
    bensinbil: 'petrol', dieselbil: 'diesel', hybridbil: 'hybrid', ladbar: 'phev', 'ladbar hybrid': 'phev',
    ladehybrid: 'phev', 'plug-in': 'phev', 'plug in': 'phev', stasjonsvogn: 'estate', kombi: 'estate',
    'kombi 5-dørs': 'hatchback', kombikupe: 'hatchback', sedan: 'sedan', kupe: 'coupe', coupe: 'coupe',
    cabriolet: 'convertible', kabriolet: 'convertible', varebil: 'van', flerbruksbil: 'mpv', automat: 'automatic',
    automatgir: 'automatic', automatisk: 'automatic', manuell: 'manual', firehjulsdrift: 'awd', firehjulstrekk: 'awd',
    forhjulsdrift: 'fwd', forhjulstrekk: 'fwd', bakhjulsdrift: 'rwd', bakhjulstrekk: 'rwd', ny: 'new', nye: 'new',
    brukt: 'used', bruktbil: 'used',
  },
  fi: {
    ...COMMON,
    sähkö: 'electric', sähköauto: 'electric', täyssähkö: 'electric', täyssähköauto: 'electric', bensiini: 'petrol',
    bensa: 'petrol', bensiiniauto: 'petrol', dieselauto: 'diesel', hybridi: 'hybrid', hybridiauto: 'hybrid',
    lataushybridi: 'phev', ladattava: 'phev', 'ladattava hybridi': 'phev', pistokehybridi: 'phev', maasturi: 'suv',
    maastoauto: 'suv', katumaasturi: 'suv', farmari: 'estate', farkku: 'estate', viistoperä: 'hatchback',
    sedan: 'sedan', coupe: 'coupe', avoauto: 'convertible', pakettiauto: 'van', paku: 'van',
    'tila-auto': 'mpv', automaatti: 'automatic', automaattivaihteinen: 'automatic', manuaali: 'manual',
    käsivalintainen: 'manual', neliveto: 'awd', nelivetoinen: 'awd', etuveto: 'fwd', takaveto: 'rwd', uusi: 'new',
    uudet: 'new', käytetty: 'used', vaihtoauto: 'used', helsingissä: 'helsinki', helsingin: 'helsinki',
  },
  sk: {
    ...COMMON,
    elektro: 'electric', elektromobil: 'electric', elektrické: 'electric', elektrický: 'electric', elektroauto: 'electric',
    benzín: 'petrol', benzínové: 'petrol', benzínový: 'petrol', naftové: 'diesel', nafta: 'diesel', hybridné: 'hybrid',
    'plug-in': 'phev', 'plug in': 'phev', 'plug-in hybrid': 'phev', kombi: 'estate', kombík: 'estate',
    hatchback: 'hatchback', sedan: 'sedan', kupé: 'coupe', kabriolet: 'convertible', dodávka: 'van', mpv: 'mpv',
    automat: 'automatic', automatická: 'automatic', automatické: 'automatic', manuál: 'manual', manuálna: 'manual',
    manuálne: 'manual', štvorkolka: 'awd', 'pohon 4x4': 'awd', 'predný náhon': 'fwd', 'zadný náhon': 'rwd',
    nové: 'new', nový: 'new', jazdené: 'used', ojazdené: 'used', 'v košiciach': 'kosice', košiciach: 'kosice',
  },
  en: {
    ...COMMON,
    electric: 'electric', electrics: 'electric', 'electric car': 'electric', petrol: 'petrol', gas: 'petrol',
    gasoline: 'petrol', 'plug-in hybrid': 'phev', 'plug-in': 'phev', 'plug in': 'phev', plugin: 'phev', '4x4s': 'awd',
    estate: 'estate', wagon: 'estate', 'station wagon': 'estate', tourer: 'estate', hatchback: 'hatchback', hatch: 'hatchback',
    saloon: 'sedan', sedan: 'sedan', coupe: 'coupe', convertible: 'convertible', cabriolet: 'convertible',
    cabrio: 'convertible', van: 'van', mpv: 'mpv', 'people carrier': 'mpv', automatic: 'automatic', auto: 'automatic',
    manual: 'manual', 'all-wheel drive': 'awd', 'all wheel drive': 'awd', 'four wheel drive': 'awd', 'front-wheel drive': 'fwd',
    'rear-wheel drive': 'rwd', new: 'new', used: 'used', 'second hand': 'used', 'second-hand': 'used',
    'pre-owned': 'used', gothenburg: 'gothenburg',
  },
}
