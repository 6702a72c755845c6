/**
 * Market-language labels for the car vocabulary. One canonical label per key and language, so a
 * facet on e.g. car_fuel has one value per fuel within an index.
 */
import type { CarLang } from '@/sites/format'
import type { BodyKey, ColorKey, DriveKey, FuelKey, GearboxKey } from '@/features/cars/vocabulary'

type Labels<K extends string> = Record<K, Record<CarLang, string>>

export const BODY_LABELS: Labels<BodyKey> = {
  suv: { sv: 'SUV', nb: 'SUV', fi: 'Maastoauto', sk: 'SUV', en: 'SUV' },
  sedan: { sv: 'Sedan', nb: 'Sedan', fi: 'Sedan', sk: 'Sedan', en: 'Saloon' },
  estate: { sv: 'Kombi', nb: 'Stasjonsvogn', fi: 'Farmari', sk: 'Kombi', en: 'Estate' },
  hatchback: { sv: 'Halvkombi', nb: 'Kombi 5-dørs', fi: 'Viistoperä', sk: 'Hatchback', en: 'Hatchback' },
  coupe: { sv: 'Coupé', nb: 'Coupé', fi: 'Coupé', sk: 'Kupé', en: 'Coupe' },
  convertible: { sv: 'Cab', nb: 'Cabriolet', fi: 'Avoauto', sk: 'Kabriolet', en: 'Convertible' },
  van: { sv: 'Transportbil', nb: 'Varebil', fi: 'Pakettiauto', sk: 'Dodávka', en: 'Van' },
  mpv: { sv: 'Familjebuss', nb: 'Flerbruksbil', fi: 'Tila-auto', sk: 'MPV', en: 'MPV' },
}

export const FUEL_LABELS: Labels<FuelKey> = {
  petrol: { sv: 'Bensin', nb: 'Bensin', fi: 'Bensiini', sk: 'Benzín', en: 'Petrol' },
  diesel: { sv: 'Diesel', nb: 'Diesel', fi: 'Diesel', sk: 'Diesel', en: 'Diesel' },
  electric: { sv: 'El', nb: 'Elektrisitet', fi: 'Sähkö', sk: 'Elektro', en: 'Electric' },
  hybrid: { sv: 'Hybrid', nb: 'Hybrid', fi: 'Hybridi', sk: 'Hybrid', en: 'Hybrid' },
  phev: { sv: 'Laddhybrid', nb: 'Ladbar hybrid', fi: 'Lataushybridi', sk: 'Plug-in hybrid', en: 'Plug-in hybrid' },
}

export const GEARBOX_LABELS: Labels<GearboxKey> = {
  automatic: { sv: 'Automat', nb: 'Automat', fi: 'Automaatti', sk: 'Automatická', en: 'Automatic' },
  manual: { sv: 'Manuell', nb: 'Manuell', fi: 'Manuaali', sk: 'Manuálna', en: 'Manual' },
}

export const DRIVE_LABELS: Labels<DriveKey> = {
  fwd: { sv: 'Framhjulsdrift', nb: 'Forhjulsdrift', fi: 'Etuveto', sk: 'Predný náhon', en: 'Front-wheel drive' },
  rwd: { sv: 'Bakhjulsdrift', nb: 'Bakhjulsdrift', fi: 'Takaveto', sk: 'Zadný náhon', en: 'Rear-wheel drive' },
  awd: { sv: 'Fyrhjulsdrift', nb: 'Firehjulsdrift', fi: 'Neliveto', sk: 'Pohon 4x4', en: 'All-wheel drive' },
}

export const COLOR_LABELS: Labels<ColorKey> = {
  black: { sv: 'Svart', nb: 'Svart', fi: 'Musta', sk: 'Čierna', en: 'Black' },
  white: { sv: 'Vit', nb: 'Hvit', fi: 'Valkoinen', sk: 'Biela', en: 'White' },
  silver: { sv: 'Silver', nb: 'Sølv', fi: 'Hopea', sk: 'Strieborná', en: 'Silver' },
  grey: { sv: 'Grå', nb: 'Grå', fi: 'Harmaa', sk: 'Sivá', en: 'Grey' },
  darkblue: { sv: 'Mörkblå', nb: 'Mørkeblå', fi: 'Tummansininen', sk: 'Tmavomodrá', en: 'Dark blue' },
  blue: { sv: 'Blå', nb: 'Blå', fi: 'Sininen', sk: 'Modrá', en: 'Blue' },
  red: { sv: 'Röd', nb: 'Rød', fi: 'Punainen', sk: 'Červená', en: 'Red' },
  green: { sv: 'Grön', nb: 'Grønn', fi: 'Vihreä', sk: 'Zelená', en: 'Green' },
  beige: { sv: 'Beige', nb: 'Beige', fi: 'Beige', sk: 'Béžová', en: 'Beige' },
  brown: { sv: 'Brun', nb: 'Brun', fi: 'Ruskea', sk: 'Hnedá', en: 'Brown' },
}

export const CONDITION_LABELS: Labels<'new' | 'used'> = {
  new: { sv: 'Ny', nb: 'Ny', fi: 'Uusi', sk: 'Nové', en: 'New' },
  used: { sv: 'Begagnad', nb: 'Brukt', fi: 'Käytetty', sk: 'Jazdené', en: 'Used' },
}

/** Headline over the price on the card and detail page. */
export const PRICE_TITLES: Labels<'price' | 'campaign' | 'exVat'> = {
  price: { sv: 'Pris', nb: 'Pris', fi: 'Hinta', sk: 'Cena', en: 'Price' },
  campaign: { sv: 'Kampanjpris', nb: 'Kampanjepris', fi: 'Kampanjahinta', sk: 'Akciová cena', en: 'Offer price' },
  exVat: { sv: 'Pris exkl. moms', nb: 'Pris eks. mva', fi: 'Hinta alv 0 %', sk: 'Cena bez DPH', en: 'Price ex. VAT' },
}

/** Unit words used in the technical `_text` fields. */
export const UNIT_WORDS: Labels<'hp' | 'stars' | 'seconds'> = {
  hp: { sv: 'hk', nb: 'hk', fi: 'hv', sk: 'k', en: 'bhp' },
  stars: { sv: 'stjärnor', nb: 'stjerner', fi: 'tähteä', sk: 'hviezdičiek', en: 'stars' },
  seconds: { sv: 's', nb: 's', fi: 's', sk: 's', en: 'secs' },
}
