/**
 * Issue 35's phrase table: everyday phrases in the five languages (synonyms, plurals, typos, bounds, places,
 * leftovers) against the demo stock's vocabulary, each with everything it must be understood as.
 */
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/cms/locales'
import type { SearchIndex } from '@/sites/markets'
import { demoLexicon, demoStock } from '../../tests/kits/demo-lexicon'
import type { Bound } from './query-bounds'
import { understandPhrase, type Understood } from './understand'

const stock = demoStock()
const THIS_YEAR = 2026

/** t: tree, v: values (no years), y: [min, max] of car_year, r: ranges, k: keyphrase left, c: corrections typed>meant. */
type Expect = { t?: string[]; v?: Record<string, string[]>; y?: [number | null, number | null]; r?: Understood['ranges']; k?: string; c?: string[] }
type Row = [SearchIndex, Locale, string, Expect]

const fuel = (v: string) => ({ car_fuel: [v] })
const price = (max: number): Understood['ranges'] => ({ car_price: { max } })

const SE: Row[] = [
  ['se', 'sv-SE', 'volvo', { t: ['Volvo'] }],
  ['se', 'sv-SE', 'Volvo XC60', { t: ['Volvo>XC60'] }],
  ['se', 'sv-SE', 'xc60', { t: ['Volvo>XC60'] }],
  ['se', 'sv-SE', 'xc 60', { t: ['Volvo>XC60'] }],
  ['se', 'sv-SE', 'volvo xc60 diesel', { t: ['Volvo>XC60'], v: fuel('Diesel') }],
  ['se', 'sv-SE', 'elbil', { v: fuel('El') }],
  ['se', 'sv-SE', 'elbilar', { v: fuel('El') }],
  ['se', 'sv-SE', 'elbilar i göteborg', { v: { ...fuel('El'), car_site_city: ['Göteborg'] } }],
  ['se', 'sv-SE', 'elbil under 400 000 kr i göteborg', { v: { ...fuel('El'), car_site_city: ['Göteborg'] }, r: price(400000) }],
  ['se', 'sv-SE', 'bilar i goteborg', { v: { car_site_city: ['Göteborg'] } }],
  ['se', 'sv-SE', 'volvo i gbg', { t: ['Volvo'], v: { car_site_city: ['Göteborg'] } }],
  ['se', 'sv-SE', 'bilar i malmö', { v: { car_site_city: ['Malmö'] } }],
  ['se', 'sv-SE', 'bil i malmo', { v: { car_site_city: ['Malmö'] } }],
  ['se', 'sv-SE', 'kungens kurva', { v: { car_site_city: ['Kungens Kurva'] } }],
  ['se', 'sv-SE', 'vw golf', { t: ['Volkswagen>Golf'] }],
  ['se', 'sv-SE', 'vw', { t: ['Volkswagen'] }],
  ['se', 'sv-SE', 'volkswagen id.4', { t: ['Volkswagen>ID.4'] }],
  ['se', 'sv-SE', 'id4', { t: ['Volkswagen>ID.4'] }],
  ['se', 'sv-SE', 'kombi', { v: { car_body: ['Kombi'] } }],
  ['se', 'sv-SE', 'kombibilar', { v: { car_body: ['Kombi'] } }],
  ['se', 'sv-SE', 'suv automat', { v: { car_body: ['SUV'], car_gearbox: ['Automat'] } }],
  ['se', 'sv-SE', 'automatväxlad kombi', { v: { car_body: ['Kombi'], car_gearbox: ['Automat'] } }],
  ['se', 'sv-SE', '4wd', { v: { car_drive: ['Fyrhjulsdrift'] } }],
  ['se', 'sv-SE', '4x4 suv', { v: { car_body: ['SUV'], car_drive: ['Fyrhjulsdrift'] } }],
  ['se', 'sv-SE', 'fyrhjulsdriven volvo', { t: ['Volvo'], v: { car_drive: ['Fyrhjulsdrift'] } }],
  ['se', 'sv-SE', 'laddhybrider', { v: fuel('Laddhybrid') }],
  ['se', 'sv-SE', 'laddhybrid under 40 tkr', { v: fuel('Laddhybrid'), r: price(40000) }],
  ['se', 'sv-SE', 'dieselbilar', { v: fuel('Diesel') }],
  ['se', 'sv-SE', 'bensinbil max 150000', { v: fuel('Bensin'), r: price(150000) }],
  ['se', 'sv-SE', 'under 400000', { r: price(400000) }],
  ['se', 'sv-SE', 'max 400k', { r: price(400000) }],
  ['se', 'sv-SE', 'högst 250 000 kronor', { r: price(250000) }],
  ['se', 'sv-SE', 'volvo 2024 eller nyare', { t: ['Volvo'], y: [2024, null] }],
  ['se', 'sv-SE', 'från 2020', { y: [2020, null] }],
  ['se', 'sv-SE', 'nyare än 2021', { y: [2022, null] }],
  ['se', 'sv-SE', 'kia 2022', { t: ['Kia'], y: [2022, 2022] }],
  ['se', 'sv-SE', 'max 5000 mil', { r: { car_mileage: { max: 50000 } } }],
  ['se', 'sv-SE', 'under 3000 mil begagnad', { v: { car_condition: ['Begagnad'] }, r: { car_mileage: { max: 30000 } } }],
  ['se', 'sv-SE', 'max 4000 kr/mån', { r: { car_loan_monthly_cost: { max: 4000 } } }],
  ['se', 'sv-SE', 'privatleasing max 3000 kr/mån', { r: { car_privateleasing_monthly_cost: { max: 3000 } }, k: 'privatleasing' }],
  ['se', 'sv-SE', 'volvo 4000 kr i månaden', { t: ['Volvo'], r: { car_loan_monthly_cost: { max: 4000 } } }],
  ['se', 'sv-SE', 'volvp', { t: ['Volvo'], c: ['volvp>Volvo'] }],
  ['se', 'sv-SE', 'volov xc60', { t: ['Volvo>XC60'], c: ['volov>Volvo'] }],
  ['se', 'sv-SE', 'toyta', { t: ['Toyota'], c: ['toyta>Toyota'] }],
  ['se', 'sv-SE', 'skdoa octavia kombi', { t: ['Skoda>Octavia Kombi'], c: ['skdoa>Skoda'] }],
  ['se', 'sv-SE', 'polstar', { t: ['Polestar'], c: ['polstar>Polestar'] }],
  ['se', 'sv-SE', 'volkswagn tiguan', { t: ['Volkswagen>Tiguan'], c: ['volkswagn>Volkswagen'] }],
  ['se', 'sv-SE', 'diesl', { v: fuel('Diesel'), c: ['diesl>Diesel'] }],
  ['se', 'sv-SE', 'götebrog', { v: { car_site_city: ['Göteborg'] }, c: ['götebrog>Göteborg'] }],
  ['se', 'sv-SE', 'polestar 2', { t: ['Polestar>2'] }],
  ['se', 'sv-SE', 'polestar 2 dragkrok', { t: ['Polestar>2'], k: 'dragkrok' }],
  ['se', 'sv-SE', 'volvo med dragkrok', { t: ['Volvo'], k: 'dragkrok' }],
  ['se', 'sv-SE', 'svart volvo', { t: ['Volvo'], v: { car_color: ['Svart'] } }],
  ['se', 'sv-SE', 'svarta volvobilar', { v: { car_color: ['Svart'] }, k: 'volvobilar' }],
  ['se', 'sv-SE', 'röda bilar', { v: { car_color: ['Röd'] } }],
  ['se', 'sv-SE', 'nya kia', { t: ['Kia'], v: { car_condition: ['Ny'] } }],
  ['se', 'sv-SE', 'volvo eller audi', { t: ['Volvo', 'Audi'] }],
  ['se', 'sv-SE', 'kai', { k: 'kai' }],
  ['se', 'sv-SE', 'panoramatak', { k: 'panoramatak' }],
  ['se', 'sv-SE', 'audi q4 e-tron', { t: ['Audi>Q4 e-tron'] }],
  ['se', 'sv-SE', 'skoda enyaq elbil under 500 000 kr', { t: ['Skoda>Enyaq'], v: fuel('El'), r: price(500000) }],
  ['se', 'sv-SE', 'dacia 2019 eller äldre', { t: ['Dacia'], y: [null, 2019] }],
  ['se', 'sv-SE', 'mellan', { k: 'mellan' }],
]

const SE_EN: Row[] = [
  ['se', 'en-GB', 'electric', { v: fuel('El') }],
  ['se', 'en-GB', 'electric cars in gothenburg', { v: { ...fuel('El'), car_site_city: ['Göteborg'] } }],
  ['se', 'en-GB', 'electric cars under 400k', { v: fuel('El'), r: price(400000) }],
  ['se', 'en-GB', 'volvo estate automatic', { t: ['Volvo'], v: { car_body: ['Kombi'], car_gearbox: ['Automat'] } }],
  ['se', 'en-GB', 'petrol hatchback', { v: { ...fuel('Bensin'), car_body: ['Halvkombi'] } }],
  ['se', 'en-GB', 'plug-in hybrid suv', { v: { ...fuel('Laddhybrid'), car_body: ['SUV'] } }],
  ['se', 'en-GB', 'black volvo', { t: ['Volvo'], v: { car_color: ['Svart'] } }],
  ['se', 'en-GB', 'four wheel drive', { v: { car_drive: ['Fyrhjulsdrift'] } }],
  ['se', 'en-GB', 'used kia 2020 or newer', { t: ['Kia'], v: { car_condition: ['Begagnad'] }, y: [2020, null] }],
  ['se', 'en-GB', 'under 400 000 kr', { r: price(400000) }],
  ['se', 'en-GB', 'max 5000 mil', { r: { car_mileage: { max: 50000 } } }],
  ['se', 'en-GB', 'volvo in malmo', { t: ['Volvo'], v: { car_site_city: ['Malmö'] } }],
  ['se', 'en-GB', 'estates', { v: { car_body: ['Kombi'] } }],
  ['se', 'en-GB', 'tow bar', { k: 'tow bar' }],
]

const NO: Row[] = [
  ['no', 'nb-NO', 'tesla', { t: ['Tesla'] }],
  ['no', 'nb-NO', 'tesla model y', { t: ['Tesla>Model Y'] }],
  ['no', 'nb-NO', 'elbil', { v: fuel('Elektrisitet') }],
  ['no', 'nb-NO', 'elbiler i oslo', { v: { ...fuel('Elektrisitet'), car_site_city: ['Oslo'] } }],
  ['no', 'nb-NO', 'tesla elbiler nyere enn 2019', { t: ['Tesla'], v: fuel('Elektrisitet'), y: [2020, null] }],
  ['no', 'nb-NO', 'bmw stasjonsvogn', { t: ['BMW'], v: { car_body: ['Stasjonsvogn'] } }],
  ['no', 'nb-NO', 'stasjonsvogner', { v: { car_body: ['Stasjonsvogn'] } }],
  ['no', 'nb-NO', 'kombi', { v: { car_body: ['Stasjonsvogn'] } }],
  ['no', 'nb-NO', 'mercedes', { t: ['Mercedes-Benz'] }],
  ['no', 'nb-NO', 'mercedes glc firehjulsdrift', { t: ['Mercedes-Benz>GLC'], v: { car_drive: ['Firehjulsdrift'] } }],
  ['no', 'nb-NO', 'audi q5 automat', { t: ['Audi>Q5'], v: { car_gearbox: ['Automat'] } }],
  ['no', 'nb-NO', '4x4', { v: { car_drive: ['Firehjulsdrift'] } }],
  ['no', 'nb-NO', 'under 500 000 kr', { r: price(500000) }],
  ['no', 'nb-NO', 'maks 400k', { r: price(400000) }],
  ['no', 'nb-NO', 'max 5000 mil', { r: { car_mileage: { max: 50000 } } }],
  ['no', 'nb-NO', 'fra 2021', { y: [2021, null] }],
  ['no', 'nb-NO', '2020 eller nyere', { y: [2020, null] }],
  ['no', 'nb-NO', 'bmw under 5000 kr/mnd', { t: ['BMW'], r: { car_loan_monthly_cost: { max: 5000 } } }],
  ['no', 'nb-NO', 'teslla', { t: ['Tesla'], c: ['teslla>Tesla'] }],
  ['no', 'nb-NO', 'mersedes', { t: ['Mercedes-Benz'], c: ['mersedes>Mercedes-Benz'] }],
  ['no', 'nb-NO', 'svart bmw i stavanger', { t: ['BMW'], v: { car_color: ['Svart'], car_site_city: ['Stavanger'] } }],
  ['no', 'nb-NO', 'hvite biler', { v: { car_color: ['Hvit'] } }],
  ['no', 'nb-NO', 'ladbar hybrid', { v: fuel('Ladbar hybrid') }],
  ['no', 'nb-NO', 'ladehybrid', { v: fuel('Ladbar hybrid') }],
  ['no', 'nb-NO', 'bmw med hengerfeste', { t: ['BMW'], k: 'hengerfeste' }],
  ['no', 'nb-NO', 'lillestrom', { v: { car_site_city: ['Lillestrøm'] } }],
  ['no', 'nb-NO', 'brukte audi', { t: ['Audi'], v: { car_condition: ['Brukt'] } }],
  ['no', 'en-GB', 'electric bmw', { t: ['BMW'], v: fuel('Elektrisitet') }],
  ['no', 'en-GB', 'estate cars in oslo', { v: { car_body: ['Stasjonsvogn'], car_site_city: ['Oslo'] } }],
  ['no', 'en-GB', 'tesla under 400k', { t: ['Tesla'], r: price(400000) }],
]

const FI: Row[] = [
  ['fi', 'fi-FI', 'toyota', { t: ['Toyota'] }],
  ['fi', 'fi-FI', 'toyota rav4', { t: ['Toyota>RAV4'] }],
  ['fi', 'fi-FI', 'sähköauto', { v: fuel('Sähkö') }],
  ['fi', 'fi-FI', 'sähköautot', { v: fuel('Sähkö') }],
  ['fi', 'fi-FI', 'sähköautot helsingissä', { v: { ...fuel('Sähkö'), car_site_city: ['Helsinki'] } }],
  ['fi', 'fi-FI', 'sähköautot helsingissä alle 40000 €', { v: { ...fuel('Sähkö'), car_site_city: ['Helsinki'] }, r: price(40000) }],
  ['fi', 'fi-FI', 'alle 30 000 euroa', { r: price(30000) }],
  ['fi', 'fi-FI', 'max 25k', { r: price(25000) }],
  ['fi', 'fi-FI', 'farmari', { v: { car_body: ['Farmari'] } }],
  ['fi', 'fi-FI', 'farmarit', { v: { car_body: ['Farmari'] } }],
  ['fi', 'fi-FI', 'toyota farmari 400/kk', { t: ['Toyota'], v: { car_body: ['Farmari'] }, r: { car_loan_monthly_cost: { max: 400 } } }],
  ['fi', 'fi-FI', 'alle 500 €/kk', { r: { car_loan_monthly_cost: { max: 500 } } }],
  ['fi', 'fi-FI', 'maasturi', { v: { car_body: ['Maastoauto'] } }],
  ['fi', 'fi-FI', 'suv', { v: { car_body: ['Maastoauto'] } }],
  ['fi', 'fi-FI', 'automaatti', { v: { car_gearbox: ['Automaatti'] } }],
  ['fi', 'fi-FI', 'neliveto', { v: { car_drive: ['Neliveto'] } }],
  ['fi', 'fi-FI', '4x4 volvo', { t: ['Volvo'], v: { car_drive: ['Neliveto'] } }],
  ['fi', 'fi-FI', 'dieselauto', { v: fuel('Diesel') }],
  ['fi', 'fi-FI', 'bensa', { v: fuel('Bensiini') }],
  ['fi', 'fi-FI', 'lataushybridi', { v: fuel('Lataushybridi') }],
  ['fi', 'fi-FI', 'hybridit', { v: fuel('Hybridi') }],
  ['fi', 'fi-FI', 'volvo 2020 tai uudempi', { t: ['Volvo'], y: [2020, null] }],
  ['fi', 'fi-FI', '2021 alkaen', { y: [2021, null] }],
  ['fi', 'fi-FI', 'enintään 50000 km', { r: { car_mileage: { max: 50000 } } }],
  ['fi', 'fi-FI', 'alle 30 000 km', { r: { car_mileage: { max: 30000 } } }],
  ['fi', 'fi-FI', 'tampereella', { v: { car_site_city: ['Tampere'] } }],
  ['fi', 'fi-FI', 'espoossa', { v: { car_site_city: ['Espoo'] } }],
  ['fi', 'fi-FI', 'toyotta', { t: ['Toyota'], c: ['toyotta>Toyota'] }],
  ['fi', 'fi-FI', 'helsinky', { v: { car_site_city: ['Helsinki'] }, c: ['helsinky>Helsinki'] }],
  ['fi', 'fi-FI', 'vw', { t: ['Volkswagen'] }],
  ['fi', 'fi-FI', 'musta volvo', { t: ['Volvo'], v: { car_color: ['Musta'] } }],
  ['fi', 'fi-FI', 'käytetyt autot', { v: { car_condition: ['Käytetty'] } }],
  ['fi', 'fi-FI', 'vetokoukku', { k: 'vetokoukku' }],
  ['fi', 'fi-FI', 'skoda octavia vetokoukku', { t: ['Skoda>Octavia Kombi'], k: 'vetokoukku' }],
  ['fi', 'sv-SE', 'elbil', { v: fuel('Sähkö') }],
  ['fi', 'sv-SE', 'kombi i helsingfors', { v: { car_body: ['Farmari'] }, k: 'helsingfors' }],
  ['fi', 'sv-SE', 'volvo under 30 000 euro', { t: ['Volvo'], r: price(30000) }],
]

const SK: Row[] = [
  ['sk', 'sk-SK', 'skoda', { t: ['Skoda'] }],
  ['sk', 'sk-SK', 'škoda octavia kombi', { t: ['Skoda>Octavia Kombi'] }],
  ['sk', 'sk-SK', 'elektromobil', { v: fuel('Elektro') }],
  ['sk', 'sk-SK', 'elektromobily', { v: fuel('Elektro') }],
  ['sk', 'sk-SK', 'elektromobily v bratislave', { v: { ...fuel('Elektro'), car_site_city: ['Bratislava'] } }],
  ['sk', 'sk-SK', 'elektromobily v bratislave do 30 000 €', { v: { ...fuel('Elektro'), car_site_city: ['Bratislava'] }, r: price(30000) }],
  ['sk', 'sk-SK', 'auta v košiciach', { v: { car_site_city: ['Košice'] } }],
  ['sk', 'sk-SK', 'kosice', { v: { car_site_city: ['Košice'] } }],
  ['sk', 'sk-SK', 'hyundai tucson', { t: ['Hyundai>Tucson'] }],
  ['sk', 'sk-SK', 'hyundia', { t: ['Hyundai'], c: ['hyundia>Hyundai'] }],
  ['sk', 'sk-SK', 'kombi', { v: { car_body: ['Kombi'] } }],
  ['sk', 'sk-SK', 'kombíky', { v: { car_body: ['Kombi'] } }],
  ['sk', 'sk-SK', 'automat', { v: { car_gearbox: ['Automatická'] } }],
  ['sk', 'sk-SK', 'automatická prevodovka', { v: { car_gearbox: ['Automatická'] }, k: 'prevodovka' }],
  ['sk', 'sk-SK', '4x4', { v: { car_drive: ['Pohon 4x4'] } }],
  ['sk', 'sk-SK', 'nafta', { v: fuel('Diesel') }],
  ['sk', 'sk-SK', 'benzínové autá', { v: fuel('Benzín') }],
  ['sk', 'sk-SK', 'plug-in hybrid', { v: fuel('Plug-in hybrid') }],
  ['sk', 'sk-SK', 'do 20 000 eur', { r: price(20000) }],
  ['sk', 'sk-SK', 'max 15k', { r: price(15000) }],
  ['sk', 'sk-SK', 'od 2020', { y: [2020, null] }],
  ['sk', 'sk-SK', '2021 a novšie', { y: [2021, null] }],
  ['sk', 'sk-SK', 'do 50 000 km', { r: { car_mileage: { max: 50000 } } }],
  ['sk', 'sk-SK', 'do 300 € mesačne', { r: { car_loan_monthly_cost: { max: 300 } } }],
  ['sk', 'sk-SK', 'kia sportage suv', { t: ['Kia>Sportage'], v: { car_body: ['SUV'] } }],
  ['sk', 'sk-SK', 'vw golf', { t: ['Volkswagen>Golf'] }],
  ['sk', 'sk-SK', 'čierna škoda', { t: ['Skoda'], v: { car_color: ['Čierna'] } }],
  ['sk', 'sk-SK', 'nové auto', { v: { car_condition: ['Nové'] } }],
  ['sk', 'sk-SK', 'jazdené', { v: { car_condition: ['Jazdené'] } }],
  ['sk', 'sk-SK', 'ťažné zariadenie', { k: 'ťažné zariadenie' }],
  ['sk', 'sk-SK', 'bratislva', { v: { car_site_city: ['Bratislava'] }, c: ['bratislva>Bratislava'] }],
]

const UK: Row[] = [
  ['uk', 'en-GB', 'bmw', { t: ['BMW'] }],
  ['uk', 'en-GB', 'bmw x5', { t: ['BMW>X5'] }],
  ['uk', 'en-GB', 'mercedes glc', { t: ['Mercedes-Benz>GLC'] }],
  ['uk', 'en-GB', 'merc a-class', { t: ['Mercedes-Benz>A-Class'] }],
  ['uk', 'en-GB', 'mini cooper', { t: ['MINI>Cooper'] }],
  ['uk', 'en-GB', 'smart #1', { t: ['smart>#1'] }],
  ['uk', 'en-GB', 'bmw under £40k', { t: ['BMW'], r: price(40000) }],
  ['uk', 'en-GB', 'under £40,000', { r: price(40000) }],
  ['uk', 'en-GB', 'under 40 grand', { r: price(40000) }],
  ['uk', 'en-GB', 'bmw under £40k 2020 or newer', { t: ['BMW'], r: price(40000), y: [2020, null] }],
  ['uk', 'en-GB', 'mercedes estate under 30,000 miles', { t: ['Mercedes-Benz'], v: { car_body: ['Estate'] }, r: { car_mileage: { max: 48280 } } }],
  ['uk', 'en-GB', 'under 20000 miles', { r: { car_mileage: { max: 32187 } } }],
  ['uk', 'en-GB', 'mini under £300 a month', { t: ['MINI'], r: { car_loan_monthly_cost: { max: 300 } } }],
  ['uk', 'en-GB', 'under £250 per month', { r: { car_loan_monthly_cost: { max: 250 } } }],
  ['uk', 'en-GB', '£300/month', { r: { car_loan_monthly_cost: { max: 300 } } }],
  ['uk', 'en-GB', 'electric', { v: fuel('Electric') }],
  ['uk', 'en-GB', 'electric cars in london', { v: { ...fuel('Electric'), car_site_city: ['London'] } }],
  ['uk', 'en-GB', 'ev', { v: fuel('Electric') }],
  ['uk', 'en-GB', 'petrol automatic', { v: { ...fuel('Petrol'), car_gearbox: ['Automatic'] } }],
  ['uk', 'en-GB', 'diesel estates', { v: { ...fuel('Diesel'), car_body: ['Estate'] } }],
  ['uk', 'en-GB', 'plug-in hybrid', { v: fuel('Plug-in hybrid') }],
  ['uk', 'en-GB', 'hybrids', { v: fuel('Hybrid') }],
  ['uk', 'en-GB', 'saloon', { v: { car_body: ['Saloon'] } }],
  ['uk', 'en-GB', 'convertibles', { v: { car_body: ['Convertible'] } }],
  ['uk', 'en-GB', 'used bmw in manchester', { t: ['BMW'], v: { car_condition: ['Used'], car_site_city: ['Manchester'] } }],
  ['uk', 'en-GB', 'new mini', { t: ['MINI'], v: { car_condition: ['New'] } }],
  ['uk', 'en-GB', '4x4', { v: { car_drive: ['All-wheel drive'] } }],
  ['uk', 'en-GB', 'all wheel drive suv', { v: { car_body: ['SUV'], car_drive: ['All-wheel drive'] } }],
  ['uk', 'en-GB', 'from 2022', { y: [2022, null] }],
  ['uk', 'en-GB', 'newer than 2021', { y: [2022, null] }],
  ['uk', 'en-GB', 'before 2020', { y: [null, 2019] }],
  ['uk', 'en-GB', 'mercedez', { t: ['Mercedes-Benz'], c: ['mercedez>Mercedes-Benz'] }],
  ['uk', 'en-GB', 'manchster', { v: { car_site_city: ['Manchester'] }, c: ['manchster>Manchester'] }],
  ['uk', 'en-GB', 'elctric', { v: fuel('Electric'), c: ['elctric>Electric'] }],
  ['uk', 'en-GB', 'birmingham', { v: { car_site_city: ['Birmingham'] } }],
  ['uk', 'en-GB', 'white bmw x3', { t: ['BMW>X3'], v: { car_color: ['White'] } }],
  ['uk', 'en-GB', 'bmw with heated seats', { t: ['BMW'], k: 'heated seats' }],
  ['uk', 'en-GB', 'the cheapest cars', { k: 'cheapest' }],
  ['uk', 'en-GB', 'under 40k €', { k: 'under 40 k €' }],
  ['uk', 'en-GB', 'sport', { k: 'sport' }],
]

const ROWS = [...SE, ...SE_EN, ...NO, ...FI, ...SK, ...UK]

function expected(row: Row): Understood {
  const [market, locale, , e] = row
  const years = demoLexicon(stock, market, locale).years
  const values: Record<string, string[]> = { ...e.v }
  if (e.y) {
    const [min, max] = e.y
    const list = years.filter((y) => (min === null || y >= min) && (max === null || y <= max)).sort((a, b) => b - a)
    values.car_year = list.map(String)
  }
  return {
    tree: e.t ?? [],
    values,
    ranges: (e.r ?? {}) as Partial<Record<string, Bound>>,
    keyphrase: e.k ?? '',
    corrections: (e.c ?? []).map((c) => ({ typed: c.split('>')[0], meant: c.split('>')[1] })),
  }
}

const sortedValues = (u: Understood) => ({ ...u, values: Object.fromEntries(Object.entries(u.values).sort(([a], [b]) => a.localeCompare(b))) })

describe('understandPhrase: the phrase table', () => {
  it('holds at least 150 phrases over the five languages', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(150)
    expect(new Set(ROWS.map((r) => r[1]))).toEqual(new Set(['sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB']))
  })

  it.each(ROWS)('%s %s: "%s"', (market, locale, phrase, _e) => {
    const lexicon = demoLexicon(stock, market, locale)
    expect(sortedValues(understandPhrase(phrase, lexicon, { thisYear: THIS_YEAR }))).toEqual(sortedValues(expected([market, locale, phrase, _e])))
  })
})

describe('understandPhrase: editors and real words', () => {
  it('takes an editor’s word from the dictionary (searchWord.<word> = stored value)', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE', { elsparkcykel: 'El', pärla: 'Volvo' })
    expect(understandPhrase('pärla elsparkcykel', lexicon, { thisYear: THIS_YEAR })).toMatchObject({ tree: ['Volvo'], values: fuel('El') })
  })

  it('ignores an editor’s word for a value the index does not hold', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE', { raket: 'Ferrari' })
    expect(understandPhrase('raket', lexicon, { thisYear: THIS_YEAR })).toMatchObject({ tree: [], keyphrase: 'raket' })
  })

  it('never corrects a word the cars’ own texts use', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE')
    expect(understandPhrase('volvp', lexicon, { thisYear: THIS_YEAR, isKnownWord: (w) => w === 'volvp' })).toMatchObject({ tree: [], keyphrase: 'volvp', corrections: [] })
  })

  it('corrects no word shorter than four letters, and no change to a far key', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE')
    expect(understandPhrase('vovlo kai', lexicon, { thisYear: THIS_YEAR })).toMatchObject({ tree: ['Volvo'], keyphrase: 'kai' })
    expect(understandPhrase('skada', lexicon, { thisYear: THIS_YEAR })).toMatchObject({ tree: [], keyphrase: 'skada', corrections: [] })
  })
})
