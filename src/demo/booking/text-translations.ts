/**
 * The demo's English for the service booking's catalogue texts (categories, offerings, their price notes and
 * units: catalogue.ts) and its workshops' names (workshops.ts), for se /en. The seed writes them to the site's
 * dictionary like the car values' (src/features/cars/value-labels.ts); the booking API answers in the page's language
 * through them (src/app/api/mechmate/respond.ts).
 */
import type { CarLang } from '@/sites/format'

const SV_EN: readonly (readonly [stored: string, label: string])[] = [
  ['Reparation och felsökning', 'Repairs and diagnostics'],
  ['Däck och hjul', 'Tyres and wheels'],
  ['AC och klimat', 'Air conditioning and climate'],
  ['Glas och vindruta', 'Glass and windscreen'],
  ['Tvätt och rekond', 'Washing and valeting'],
  ['Kontroller och tillbehör', 'Checks and accessories'],
  ['Originalservice', 'Manufacturer service'],
  [
    'Service enligt tillverkarens serviceprogram med originaldelar. Nyttjandegarantin behålls.',
    "Service to the manufacturer's schedule with original parts. Your warranty is kept.",
  ],
  ['Basservice', 'Basic service'],
  [
    'Oljebyte med filter, kontroll av bromsar, vätskor, belysning och däck.',
    'Oil and filter change, check of brakes, fluids, lights and tyres.',
  ],
  ['Oljebyte', 'Oil change'],
  ['Byte av motorolja och oljefilter.', 'New engine oil and oil filter.'],
  ['Felsökning', 'Diagnostics'],
  ['Pris efter felsökning', 'Price after diagnosis'],
  [
    'Beskriv felet kort, så felsöker en tekniker bilen och ringer dig innan något åtgärdas.',
    'Describe the fault briefly: a technician diagnoses the car and calls you before any work is done.',
  ],
  ['Byte av bromsbelägg fram', 'New front brake pads'],
  ['Nya bromsbelägg på framaxeln, inklusive kontroll av skivor.', 'New brake pads on the front axle, discs checked.'],
  ['Byte av startbatteri', 'New starter battery'],
  ['Test av laddsystemet och byte av 12-voltsbatteriet.', 'Charging system test and a new 12-volt battery.'],
  ['Avgassystem', 'Exhaust system'],
  ['Pris efter kontroll', 'Price after inspection'],
  ['Kontroll och reparation av avgassystemet.', 'Inspection and repair of the exhaust system.'],
  ['Hjulskifte', 'Wheel change'],
  [
    'Byte mellan sommar- och vinterhjul, inklusive lufttryck och åtdragning.',
    'Swap between summer and winter wheels, with tyre pressures and torque check.',
  ],
  ['Hjulinställning', 'Wheel alignment'],
  ['Mätning och justering av hjulvinklar fram och bak.', 'Measuring and adjusting the wheel angles front and rear.'],
  ['Däcklagning', 'Puncture repair'],
  ['Lagning av punktering inifrån, per däck.', 'Puncture repaired from the inside, per tyre.'],
  ['AC-service', 'Air conditioning service'],
  [
    'Tömning, tryckprov och påfyllning av köldmedium, byte av kupéfilter.',
    'Refrigerant drained, pressure tested and refilled; new cabin filter.',
  ],
  ['Stenskottslagning', 'Stone chip repair'],
  [
    'Lagning av stenskott i vindrutan, per skada. Ofta utan kostnad via försäkringen.',
    'Stone chip in the windscreen repaired, per chip. Often free through your insurance.',
  ],
  ['Byte av vindruta', 'New windscreen'],
  ['Pris beror på modell och försäkring', 'Price depends on model and insurance'],
  ['Ny vindruta med kalibrering av kamera och sensorer.', 'New windscreen with camera and sensors calibrated.'],
  ['Utvändig tvätt', 'Exterior wash'],
  ['Handtvätt utvändigt medan bilen är hos oss.', 'Hand wash outside while the car is with us.'],
  ['Invändig rengöring', 'Interior cleaning'],
  ['Dammsugning, torkning av ytor och fönster invändigt.', 'Vacuuming, surfaces and windows wiped inside.'],
  ['Nya torkarblad', 'New wiper blades'],
  ['Byte av torkarblad, per blad.', 'Wiper blades replaced, per blade.'],
  ['Lampkontroll', 'Light check'],
  [
    'Kontroll och byte av trasiga glödlampor (lampor tillkommer).',
    'Bulbs checked and broken ones replaced (bulbs extra).',
  ],
  ['Batterikontroll elbil', 'EV battery check'],
  ['Hälsokontroll av drivbatteriet med rapport.', 'Health check of the drive battery, with a report.'],
  ['däck', 'tyres'],
  ['skador', 'chips'],
  ['blad', 'blades'],
  ['st', 'pcs'],
  ['/st', '/pc'],
  ['{place} Verkstad', '{place} Workshop'],
]

/** Booking text (in `market`) → its label in `to`, for the pairs of languages the demo's booking page is shown in. */
export function bookingTextTranslations(market: CarLang, to: CarLang): Map<string, string> {
  return new Map(market === 'sv' && to === 'en' ? SV_EN : [])
}
