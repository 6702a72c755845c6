/**
 * The small words of a search phrase per page language (issue 35): words that say nothing about the car
 * ("bilar i Göteborg med dragkrok"), and the words around a number that make it a bound: "under 400 000 kr",
 * "2020 eller nyare", "max 5000 mil", "4000 kr/mån". Word lists, not a parser: phrases are a few words.
 * Multi-word entries are matched as runs of words. All are written folded (text.ts): "hogst" for "högst".
 */
import type { CarLang } from '@/sites/format'

/** Dropped from the phrase before the rest is matched ("bil", "i", "med"). */
export const STOP_WORDS: Readonly<Record<CarLang, readonly string[]>> = {
  sv: ['bil', 'bilar', 'bilen', 'bilarna', 'i', 'med', 'och', 'en', 'ett', 'som', 'pa', 'for', 'till salu', 'salu', 'soker', 'kopa', 'kop', 'billig', 'billiga', 'fran', 'av', 'det', 'den', 'de', 'eller', 'mot', 'vid', 'nara', 'runt', 'kring', 'ca', 'cirka'],
  nb: ['bil', 'biler', 'bilen', 'bilene', 'i', 'med', 'og', 'en', 'et', 'som', 'pa', 'for', 'til salgs', 'salgs', 'kjope', 'billig', 'billige', 'av', 'det', 'den', 'de', 'eller', 'ved', 'naer', 'rundt', 'ca', 'cirka'],
  fi: ['auto', 'autot', 'autoja', 'autoa', 'auton', 'autolla', 'myytavana', 'myydaan', 'ja', 'tai', 'on', 'halpa', 'halpoja', 'noin', 'n'],
  sk: ['auto', 'auta', 'aut', 'autom', 'vozidlo', 'vozidla', 'v', 'vo', 'na', 'a', 's', 'so', 'z', 'zo', 'predaj', 'lacne', 'lacny', 'cca', 'alebo'],
  en: ['car', 'cars', 'vehicle', 'vehicles', 'in', 'with', 'a', 'an', 'the', 'and', 'for', 'for sale', 'sale', 'buy', 'near', 'around', 'at', 'of', 'or', 'cheap', 'approx', 'about'],
}

/** A bound's comparator: an upper or lower limit; `strict` years move by one ("newer than 2019" is 2020 on). */
export type Comparator = { side: 'min' | 'max'; strict?: boolean }

const MAX: Comparator = { side: 'max' }
const MIN: Comparator = { side: 'min' }
const ABOVE: Comparator = { side: 'min', strict: true }
const BELOW: Comparator = { side: 'max', strict: true }

/** Words before a number. */
export const BEFORE_NUMBER: Readonly<Record<CarLang, Readonly<Record<string, Comparator>>>> = {
  sv: {
    under: MAX, max: MAX, 'max.': MAX, maximalt: MAX, hogst: MAX, 'upp till': MAX, till: MAX, 'mindre an': MAX, 'billigare an': MAX, 'lagre an': MAX, 'inte over': MAX,
    fran: MIN, minst: MIN, 'fr o m': MIN, tidigast: MIN, over: MIN, 'mer an': MIN, 'dyrare an': MIN, 'nyare an': ABOVE, efter: ABOVE, 'senare an': ABOVE, fore: BELOW, 'aldre an': BELOW,
  },
  nb: {
    under: MAX, maks: MAX, max: MAX, hoyst: MAX, opptil: MAX, inntil: MAX, til: MAX, 'mindre enn': MAX, 'billigere enn': MAX, 'lavere enn': MAX, 'ikke over': MAX,
    fra: MIN, minst: MIN, over: MIN, 'mer enn': MIN, 'nyere enn': ABOVE, etter: ABOVE, 'senere enn': ABOVE, for: BELOW, 'eldre enn': BELOW,
  },
  fi: {
    alle: MAX, max: MAX, maks: MAX, enintaan: MAX, korkeintaan: MAX, 'halvempi kuin': MAX, 'vahemman kuin': MAX,
    yli: MIN, min: MIN, vahintaan: MIN, 'uudempi kuin': ABOVE, 'vanhempi kuin': BELOW,
  },
  sk: {
    do: MAX, max: MAX, maximalne: MAX, najviac: MAX, pod: MAX, 'menej ako': MAX, 'lacnejsie ako': MAX, 'lacnejsie nez': MAX,
    od: MIN, nad: MIN, min: MIN, minimalne: MIN, aspon: MIN, 'viac ako': MIN, 'novsie ako': ABOVE, 'novsie nez': ABOVE, po: ABOVE, pred: BELOW, 'starsie ako': BELOW,
  },
  en: {
    under: MAX, below: MAX, max: MAX, maximum: MAX, 'up to': MAX, 'less than': MAX, 'cheaper than': MAX, 'at most': MAX, 'no more than': MAX, 'not over': MAX,
    from: MIN, over: MIN, above: MIN, 'at least': MIN, 'more than': MIN, min: MIN, minimum: MIN, since: MIN, 'newer than': ABOVE, after: ABOVE, 'later than': ABOVE, before: BELOW, 'older than': BELOW,
  },
}

/** Words after a number (and its unit): "2020 eller nyare", "2020 alkaen", "400 000 asti". */
export const AFTER_NUMBER: Readonly<Record<CarLang, Readonly<Record<string, Comparator>>>> = {
  sv: { 'eller nyare': MIN, 'och nyare': MIN, 'eller senare': MIN, 'och senare': MIN, 'eller yngre': MIN, 'eller mer': MIN, 'eller aldre': MAX, 'och aldre': MAX, 'eller mindre': MAX, 'eller billigare': MAX, '+': MIN },
  nb: { 'eller nyere': MIN, 'og nyere': MIN, 'eller senere': MIN, 'og senere': MIN, 'eller mer': MIN, 'eller eldre': MAX, 'og eldre': MAX, 'eller mindre': MAX, 'eller billigere': MAX, '+': MIN },
  fi: { 'tai uudempi': MIN, 'tai uudemmat': MIN, 'tai uudempia': MIN, 'tai uudempi auto': MIN, alkaen: MIN, jalkeen: ABOVE, 'tai vanhempi': MAX, asti: MAX, saakka: MAX, 'tai alle': MAX, 'tai halvempi': MAX, '+': MIN },
  sk: { 'a novsie': MIN, 'alebo novsie': MIN, 'a mladsie': MIN, 'a viac': MIN, 'a starsie': MAX, 'alebo starsie': MAX, 'a menej': MAX, '+': MIN },
  en: { 'or newer': MIN, 'and newer': MIN, 'or later': MIN, 'and later': MIN, onwards: MIN, 'or more': MIN, 'or above': MIN, 'or older': MAX, 'or earlier': MAX, 'or less': MAX, 'or under': MAX, 'or below': MAX, 'or cheaper': MAX, '+': MIN },
}

/**
 * A range's words (query-bounds.ts): `between` before its first number, `to` between the two (the dash `-` in
 * every language), `after` behind it. A joining word that is also "and" ("och", "og", "ja", "a") joins only with a
 * `between` or `after` word, so "volvo 2018 och 2021" stays two years rather than a range nobody asked for.
 */
export const RANGE_WORDS: Readonly<Record<CarLang, { between: readonly string[]; to: readonly string[]; and: readonly string[]; after: readonly string[] }>> = {
  sv: { between: ['mellan', 'fran', 'fr o m', 'arsmodell', 'ar'], to: ['till', 'tom', 't o m'], and: ['och'], after: [] },
  nb: { between: ['mellom', 'fra', 'arsmodell', 'ar'], to: ['til', 'tom', 't o m'], and: ['og'], after: [] },
  fi: { between: ['vuosilta', 'vuosimalli', 'vuosimallit', 'vuodesta', 'vuosien'], to: [], and: ['ja'], after: ['valilla', 'valilta'] },
  sk: { between: ['medzi', 'od', 'rok', 'roky', 'rocnik'], to: ['do', 'az'], and: ['a'], after: [] },
  en: { between: ['between', 'from', 'year', 'years'], to: ['to', 'till', 'until', 'through'], and: ['and'], after: [] },
}

/** Multipliers after a number: "400k", "40 tkr", "2 miljoner". */
export const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1000, t: 1000, tkr: 1000, tusen: 1000, tuhatta: 1000, tuh: 1000, tis: 1000, tisic: 1000, grand: 1000, thousand: 1000,
  milj: 1_000_000, miljon: 1_000_000, miljoner: 1_000_000, millioner: 1_000_000, million: 1_000_000, miljoonaa: 1_000_000, milion: 1_000_000, milionov: 1_000_000,
}

/** Currency words and signs; a bound in another market's currency is not taken (its words stay unexplained). */
export const CURRENCIES: Readonly<Record<string, 'SEK' | 'NOK' | 'EUR' | 'GBP' | 'KR'>> = {
  kr: 'KR', kronor: 'SEK', kroner: 'NOK', krona: 'SEK', sek: 'SEK', nok: 'NOK', ':-': 'SEK', tkr: 'KR', spann: 'SEK',
  '€': 'EUR', eur: 'EUR', euro: 'EUR', euroa: 'EUR', eura: 'EUR', eur0: 'EUR', e: 'EUR',
  '£': 'GBP', gbp: 'GBP', pound: 'GBP', pounds: 'GBP', quid: 'GBP', grand: 'GBP',
}

/** Distance units to kilometres (the index's car_mileage is in km): a Swedish/Norwegian mil is 10 km. */
export const DISTANCE_UNITS: Readonly<Record<string, { km: number; markets?: readonly string[] }>> = {
  mil: { km: 10, markets: ['se', 'bb', 'no'] },
  km: { km: 1 }, kilometer: { km: 1 }, kilometers: { km: 1 }, kilometres: { km: 1 }, kilometre: { km: 1 }, kilometria: { km: 1 }, kilometrov: { km: 1 },
  mile: { km: 1.609344 }, miles: { km: 1.609344 }, mi: { km: 1.609344 },
}

/** Words that make an amount a monthly cost: "kr/mån" (lexed to `/month`), "i månaden", "a month", "kuukaudessa". */
export const PER_MONTH: readonly string[] = [
  '/month', 'i manaden', 'per manad', 'om manaden', 'i mnd', 'pr mnd', 'per mnd', 'i maneden', 'per maned', 'mnd', 'man', 'manad',
  'kuukaudessa', 'kuussa', 'kk', 'mesacne', 'za mesiac', 'na mesiac', 'mesiac', 'a month', 'per month', 'pm', 'p m', 'monthly', 'a mo',
]

/** Words that make a monthly cost a leasing cost rather than a loan's. */
export const LEASING_WORDS: readonly string[] = ['leasing', 'privatleasing', 'leasa', 'privatleasa', 'leasingbil', 'leasingauto', 'lease', 'pch', 'leasingu']

/**
 * Real words one slip from a brand, model or town (a letter added or dropped, a neighbouring key): never corrected.
 * The keyboard rule (keyboard.ts) already keeps most words apart; these are the ones it cannot tell, found by the
 * oracle test (understand.oracle.test.ts) over the site's own texts, and the well-known ones ("audio" → Audi).
 */
export const NOT_TYPOS: Readonly<Record<CarLang, readonly string[]>> = {
  sv: ['golv', 'soda', 'super', 'audio', 'klipp', 'pool', 'trafikal', 'vanta'],
  nb: ['golv', 'soda', 'super', 'audio', 'fjord', 'nissen', 'pool'],
  fi: ['super', 'audio', 'sooda'],
  sk: ['super', 'audio', 'sóda'],
  en: ['traffic', 'tragic', 'gold', 'pool', 'clip', 'soda', 'super', 'audio', 'audit', 'capture', 'fjord', 'model', 'mode'],
}
