/**
 * Market-language display texts of a car: the technical `_text` twins with their units, the
 * odometer text, the description and the campaign lines. Numbers go through @/sites/format so
 * every text groups digits and writes decimals the way its market does.
 */
import type { SearchIndex } from '@/sites/markets'
import {
  formatNumber,
  INDEX_LANG,
  INDEX_ODOMETER_UNIT,
  KM_PER_MILE,
  type CarLang,
  type OdometerUnit,
} from '@/sites/format'
import { UNIT_WORDS } from './labels'
import type { GearboxKey } from '@/features/cars/vocabulary'

const decimalsOf = (value: number) => (Number.isInteger(value) ? 0 : 1)

/** '7,2 s', '7.2 secs'. */
export const accelerationText = (seconds: number, lang: CarLang) =>
  `${formatNumber(seconds, lang, 1)} ${UNIT_WORDS.seconds[lang]}`

/** '483 l', '483 litres'. */
export const litresText = (litres: number, lang: CarLang) =>
  `${formatNumber(litres, lang)} ${lang === 'en' ? 'litres' : 'l'}`

/** '1 890 kg', '1,890 kg'. */
export const kgText = (kg: number, lang: CarLang) => `${formatNumber(kg, lang)} kg`

/** '4 708 mm'. */
export const mmText = (mm: number, lang: CarLang) => `${formatNumber(mm, lang)} mm`

/** '6,8 l/100 km'. */
export const fuelText = (l100: number, lang: CarLang) => `${formatNumber(l100, lang, 1)} l/100 km`

/** '154 g/km'. */
export const co2Text = (grams: number, lang: CarLang) => `${formatNumber(grams, lang)} g/km`

/** '197 hk', '197 bhp'. */
export const hpText = (hp: number, lang: CarLang) => `${formatNumber(hp, lang)} ${UNIT_WORDS.hp[lang]}`

/** '145 kW', '7,4 kW'. */
export const kwText = (kw: number, lang: CarLang) => `${formatNumber(kw, lang, decimalsOf(kw))} kW`

/** '78 kWh', '76,6 kWh'. */
export const kwhText = (kwh: number, lang: CarLang) => `${formatNumber(kwh, lang, decimalsOf(kwh))} kWh`

/** '17,1 kWh/100 km'. */
export const kwh100Text = (kwh100: number, lang: CarLang) => `${formatNumber(kwh100, lang, 1)} kWh/100 km`

/** A range in the market's distance unit: '515 km', or '320 miles' in the UK. */
export const rangeText = (km: number, lang: CarLang) =>
  lang === 'en' ? `${formatNumber(Math.round(km / KM_PER_MILE), lang)} miles` : `${formatNumber(km, lang)} km`

/** '5 stjärnor', '1 stjärna', '4 hviezdičky'; numerals take the plural the language needs. */
export function ncapText(stars: number, lang: CarLang): string {
  const one = stars === 1
  switch (lang) {
    case 'sv':
      return `${stars} ${one ? 'stjärna' : UNIT_WORDS.stars.sv}`
    case 'nb':
      return `${stars} ${one ? 'stjerne' : UNIT_WORDS.stars.nb}`
    case 'fi':
      return `${stars} ${one ? 'tähti' : UNIT_WORDS.stars.fi}`
    case 'sk':
      return `${stars} ${one ? 'hviezdička' : stars >= 2 && stars <= 4 ? 'hviezdičky' : UNIT_WORDS.stars.sk}`
    case 'en':
      return `${stars} ${one ? 'star' : UNIT_WORDS.stars.en}`
  }
}

/**
 * Consumption of the car's main energy in the market's usual unit: Swedish l/mil or kWh/mil, UK
 * mpg or miles/kWh, elsewhere per 100 km.
 */
export function consumptionText(value: number, electric: boolean, lang: CarLang): string {
  if (lang === 'sv') return `${formatNumber(value / 10, lang, 2)} ${electric ? 'kWh/mil' : 'l/mil'}`
  if (lang === 'en') {
    return electric
      ? `${formatNumber(100 / KM_PER_MILE / value, lang, 1)} miles/kWh`
      : `${formatNumber(282.481 / value, lang, 1)} mpg`
  }
  return electric ? kwh100Text(value, lang) : fuelText(value, lang)
}

const ODOMETER_WORD: Record<OdometerUnit, string> = { km: 'km', mil: 'mil', miles: 'miles' }

/** The odometer reading as the market writes it: '4 520 mil', '45 200 km', '28,090 miles'. */
export const odometerText = (value: number, index: SearchIndex) =>
  `${formatNumber(value, INDEX_LANG[index])} ${ODOMETER_WORD[INDEX_ODOMETER_UNIT[index]]}`

// ---------------------------------------------------------------------------------------------
// Description
// ---------------------------------------------------------------------------------------------

const midSentenceCache = new Map<string, string>()

/**
 * Lower-cases a label's first letter for use mid-sentence; names and acronyms ('Apple CarPlay',
 * 'LED headlights') keep theirs. Memoised: labels come from small fixed tables.
 */
export function midSentence(label: string): string {
  let out = midSentenceCache.get(label)
  if (out === undefined) {
    const second = label.charAt(1)
    const keep =
      label.startsWith('Apple') ||
      label.startsWith('Head-up') ||
      (second !== '' && second === second.toUpperCase() && second !== second.toLowerCase())
    out = keep ? label : label.charAt(0).toLowerCase() + label.slice(1)
    midSentenceCache.set(label, out)
  }
  return out
}

const listJoin = (items: readonly string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`

export type DescriptionInput = {
  lang: CarLang
  /** Brand, model and version, e.g. 'Volvo XC60 B4 Plus Bright'. */
  title: string
  year: number
  color: string
  drive: string
  gearbox: GearboxKey
  gearboxLabel: string
  hp: number
  kw: number
  condition: 'new' | 'used' | 'sample'
  /** Odometer text of a used car. */
  mileage: string | null
  /** Battery of an EV or plug-in hybrid and its (electric) range text. */
  battery: { kwh: string; range: string; phev: boolean } | null
  /** Fuel use text of a combustion engine ('6,8 l/100 km', '41.5 mpg'). */
  fuel: string | null
  /** Up to three equipment labels to highlight. */
  highlights: readonly string[]
  site: string
  city: string
}

type Sentences = {
  intro(d: DescriptionInput): string
  drivetrain(d: DescriptionInput): string
  energy(d: DescriptionInput): string | null
  equipment(items: string): string
  closing(d: DescriptionInput): string
  and: string
}

const SV_GEAR: Record<GearboxKey, string> = { automatic: 'automatlåda', manual: 'manuell växellåda' }
const NB_GEAR: Record<GearboxKey, string> = { automatic: 'automatgir', manual: 'manuelt gir' }
const EN_GEAR: Record<GearboxKey, string> = { automatic: 'an automatic gearbox', manual: 'a manual gearbox' }

const SENTENCES: Record<CarLang, Sentences> = {
  sv: {
    intro: (d) =>
      d.condition === 'sample'
        ? `${d.title} finns att beställa hos oss – bilen i annonsen är ett visningsexemplar.`
        : d.condition === 'new'
          ? `Ny ${d.title} i färgen ${midSentence(d.color)}, årsmodell ${d.year}.`
          : `${d.title} från ${d.year} i färgen ${midSentence(d.color)}.`,
    drivetrain: (d) =>
      d.mileage
        ? `Bilen har gått ${d.mileage} och har ${d.hp} hk, ${midSentence(d.drive)} och ${SV_GEAR[d.gearbox]}.`
        : `Den har ${d.hp} hk, ${midSentence(d.drive)} och ${SV_GEAR[d.gearbox]}.`,
    energy: (d) =>
      d.battery
        ? d.battery.phev
          ? `Laddhybrid med ${d.battery.kwh} batteri och upp till ${d.battery.range} elektrisk räckvidd.`
          : `Batteriet på ${d.battery.kwh} ger en räckvidd på upp till ${d.battery.range} enligt WLTP.`
        : d.fuel && `Förbrukningen är ${d.fuel} vid blandad körning (WLTP).`,
    equipment: (items) => `Utrustning i urval: ${items}.`,
    closing: (d) =>
      d.condition === 'used'
        ? `Välkommen till ${d.site} i ${d.city} för en provtur!`
        : `Kontakta ${d.site} för provkörning och leverans.`,
    and: 'och',
  },
  nb: {
    intro: (d) =>
      d.condition === 'sample'
        ? `${d.title} kan bestilles hos oss – bilen i annonsen er et demonstrasjonseksemplar.`
        : d.condition === 'new'
          ? `Ny ${d.title} i fargen ${midSentence(d.color)}, årsmodell ${d.year}.`
          : `${d.title} fra ${d.year} i fargen ${midSentence(d.color)}.`,
    drivetrain: (d) =>
      d.mileage
        ? `Bilen har gått ${d.mileage} og har ${d.hp} hk, ${midSentence(d.drive)} og ${NB_GEAR[d.gearbox]}.`
        : `Den har ${d.hp} hk, ${midSentence(d.drive)} og ${NB_GEAR[d.gearbox]}.`,
    energy: (d) =>
      d.battery
        ? d.battery.phev
          ? `Ladbar hybrid med ${d.battery.kwh} batteri og opptil ${d.battery.range} elektrisk rekkevidde.`
          : `Batteriet på ${d.battery.kwh} gir en rekkevidde på opptil ${d.battery.range} etter WLTP.`
        : d.fuel && `Forbruket er ${d.fuel} ved blandet kjøring (WLTP).`,
    equipment: (items) => `Utstyr i utvalg: ${items}.`,
    closing: (d) =>
      d.condition === 'used'
        ? `Velkommen til ${d.site} i ${d.city} for prøvekjøring!`
        : `Kontakt ${d.site} for prøvekjøring og levering.`,
    and: 'og',
  },
  fi: {
    intro: (d) =>
      d.condition === 'sample'
        ? `${d.title} on tilattavissa – ilmoituksen auto on esittelyauto.`
        : d.condition === 'new'
          ? `Uusi ${d.title}, vuosimalli ${d.year}, väri ${midSentence(d.color)}.`
          : `${d.title}, vuosimalli ${d.year}, väri ${midSentence(d.color)}.`,
    drivetrain: (d) =>
      `${d.mileage ? `Ajettu ${d.mileage}, teho` : 'Teho'} ${d.hp} hv, ${midSentence(d.drive)}, vaihteisto ${midSentence(d.gearboxLabel)}.`,
    energy: (d) =>
      d.battery
        ? d.battery.phev
          ? `Lataushybridi, akku ${d.battery.kwh} ja sähköinen toimintamatka jopa ${d.battery.range}.`
          : `Akun kapasiteetti on ${d.battery.kwh} ja WLTP-toimintamatka jopa ${d.battery.range}.`
        : d.fuel && `Yhdistetty kulutus ${d.fuel} (WLTP).`,
    equipment: (items) => `Varusteita: ${items}.`,
    closing: (d) =>
      d.condition === 'used'
        ? `Tervetuloa koeajolle: ${d.site}, ${d.city}.`
        : `Kysy koeajoa ja toimitusaikaa: ${d.site}, ${d.city}.`,
    and: 'ja',
  },
  sk: {
    intro: (d) =>
      d.condition === 'sample'
        ? `${d.title} si môžete u nás objednať – vozidlo v inzeráte je predvádzacie.`
        : d.condition === 'new'
          ? `Nové vozidlo ${d.title}, modelový rok ${d.year}, farba ${midSentence(d.color)}.`
          : `${d.title}, rok výroby ${d.year}, farba ${midSentence(d.color)}.`,
    drivetrain: (d) =>
      `${d.mileage ? `Najazdené ${d.mileage}, výkon` : 'Výkon'} ${d.kw} kW (${d.hp} k), ${midSentence(d.drive)}, prevodovka ${midSentence(d.gearboxLabel)}.`,
    energy: (d) =>
      d.battery
        ? d.battery.phev
          ? `Plug-in hybrid s batériou ${d.battery.kwh} a elektrickým dojazdom až ${d.battery.range}.`
          : `Batéria s kapacitou ${d.battery.kwh} ponúka dojazd až ${d.battery.range} podľa WLTP.`
        : d.fuel && `Kombinovaná spotreba ${d.fuel} (WLTP).`,
    equipment: (items) => `Z výbavy: ${items}.`,
    closing: (d) =>
      d.condition === 'used'
        ? `Tešíme sa na vašu návštevu: ${d.site}, ${d.city}.`
        : `Testovaciu jazdu dohodnete v predajni ${d.site}, ${d.city}.`,
    and: 'a',
  },
  en: {
    intro: (d) =>
      d.condition === 'sample'
        ? `The ${d.title} is available to order – the car shown is a demonstrator.`
        : d.condition === 'new'
          ? `Brand new ${d.title} in ${midSentence(d.color)}, ${d.year} model year.`
          : `${d.year} ${d.title} in ${midSentence(d.color)}.`,
    drivetrain: (d) =>
      d.mileage
        ? `${d.mileage} on the clock, ${d.hp} bhp, ${midSentence(d.drive)} and ${EN_GEAR[d.gearbox]}.`
        : `It has ${d.hp} bhp, ${midSentence(d.drive)} and ${EN_GEAR[d.gearbox]}.`,
    energy: (d) =>
      d.battery
        ? d.battery.phev
          ? `Plug-in hybrid with a ${d.battery.kwh} battery and up to ${d.battery.range} of electric range.`
          : `The ${d.battery.kwh} battery gives a WLTP range of up to ${d.battery.range}.`
        : d.fuel && `Combined fuel economy of ${d.fuel} (WLTP).`,
    equipment: (items) => `Highlights include ${items}.`,
    closing: (d) =>
      d.condition === 'used'
        ? `Visit ${d.site} in ${d.city} to arrange a test drive.`
        : `Contact ${d.site} to arrange a test drive and delivery.`,
    and: 'and',
  },
}

/**
 * A 2-4 sentence description built from the car's data: intro and drivetrain always, then (as
 * `extras` allows) energy, equipment highlights and a closing line. `extras` is a number in [0, 1)
 * from the caller's PRNG, so the text stays deterministic without this module drawing numbers.
 */
export function describeCar(d: DescriptionInput, extras: number): string {
  const s = SENTENCES[d.lang]
  const out = [s.intro(d), s.drivetrain(d)]
  const optional: string[] = []
  const energy = s.energy(d)
  if (energy) optional.push(energy)
  if (d.highlights.length >= 2) optional.push(s.equipment(listJoin(d.highlights.map(midSentence), s.and)))
  optional.push(s.closing(d))
  // 0-2 optional sentences: two in most cases, so most descriptions have four sentences.
  const take = extras < 0.15 ? 0 : extras < 0.4 ? 1 : 2
  if (take === 1) out.push(optional[Math.floor(extras * 100) % optional.length])
  else if (take === 2) out.push(optional[0], optional[optional.length - 1])
  return out.join(' ')
}

// ---------------------------------------------------------------------------------------------
// Campaign lines
// ---------------------------------------------------------------------------------------------

type CampaignTexts = {
  saving(amount: string): string
  extras: readonly string[]
  evExtra: string
  loanRate(rate: string): string
  privateLeasing: string
}

export const CAMPAIGN_TEXTS: Record<CarLang, CampaignTexts> = {
  sv: {
    saving: (amount) => `Kampanjpris – du sparar ${amount}`,
    extras: ['Vinterhjul ingår', 'Fri service i 3 år', 'Förlängd garanti 24 månader'],
    evExtra: 'Laddbox ingår',
    loanRate: (rate) => `Kampanjränta ${rate} på billån`,
    privateLeasing: 'Kampanj på privatleasing',
  },
  nb: {
    saving: (amount) => `Kampanjepris – du sparer ${amount}`,
    extras: ['Vinterhjul inkludert', 'Gratis service i 3 år', 'Forlenget garanti 24 måneder'],
    evExtra: 'Ladeboks inkludert',
    loanRate: (rate) => `Kampanjerente ${rate} på billån`,
    privateLeasing: 'Kampanje på privatleasing',
  },
  fi: {
    saving: (amount) => `Kampanjahinta – säästät ${amount}`,
    extras: ['Talvirenkaat kaupan päälle', 'Huollot 3 vuodeksi veloituksetta', 'Jatkotakuu 24 kk'],
    evExtra: 'Kotilatausasema kaupan päälle',
    loanRate: (rate) => `Kampanjakorko ${rate}`,
    privateLeasing: 'Yksityisleasing-kampanja',
  },
  sk: {
    saving: (amount) => `Akciová cena – ušetríte ${amount}`,
    extras: ['Zimné pneumatiky zdarma', 'Servis na 3 roky zdarma', 'Predĺžená záruka 24 mesiacov'],
    evExtra: 'Domáca nabíjačka zdarma',
    loanRate: (rate) => `Akciový úrok ${rate}`,
    privateLeasing: 'Akcia na operatívny lízing',
  },
  en: {
    saving: (amount) => `Offer price – save ${amount}`,
    extras: ['Free winter wheel set', '3 years servicing included', 'Extended 24-month warranty'],
    evExtra: 'Free home charger',
    loanRate: (rate) => `Offer rate ${rate} APR`,
    privateLeasing: 'Personal contract hire offer',
  },
}
