/**
 * Equipment items a generated car picks from, in every market language. `when` limits an item to
 * the cars it makes sense on (a heat pump on an EV, a bulkhead in a van, a service history on a
 * used car). The labels are written the way dealers list them: short, capitalised noun phrases.
 */
import type { CarLang } from '@/sites/format'

/** What an item depends on: drivetrain, body class and condition. */
export type EquipmentWhen = 'any' | 'plug' | 'ev' | 'ice' | 'car' | 'van' | 'used'

type Item = { when: EquipmentWhen } & Record<CarLang, string>

const item = (when: EquipmentWhen, sv: string, nb: string, fi: string, sk: string, en: string): Item => ({
  when,
  sv,
  nb,
  fi,
  sk,
  en,
})

export const EQUIPMENT: readonly Item[] = [
  item(
    'any',
    'Klimatanläggning 2-zon',
    'Klimaanlegg 2-soner',
    'Kaksialueinen ilmastointiautomatiikka',
    'Dvojzónová automatická klimatizácia',
    'Dual-zone climate control',
  ),
  item(
    'any',
    'Eluppvärmda framstolar',
    'Oppvarmede forseter',
    'Lämmitettävät etuistuimet',
    'Vyhrievané predné sedadlá',
    'Heated front seats',
  ),
  item(
    'any',
    'Eluppvärmd ratt',
    'Oppvarmet ratt',
    'Lämmitettävä ohjauspyörä',
    'Vyhrievaný volant',
    'Heated steering wheel',
  ),
  item(
    'any',
    'Apple CarPlay och Android Auto',
    'Apple CarPlay og Android Auto',
    'Apple CarPlay ja Android Auto',
    'Apple CarPlay a Android Auto',
    'Apple CarPlay and Android Auto',
  ),
  item(
    'any',
    'Navigationssystem',
    'Navigasjonssystem',
    'Navigointijärjestelmä',
    'Navigačný systém',
    'Satellite navigation',
  ),
  item('any', 'Backkamera', 'Ryggekamera', 'Peruutuskamera', 'Cúvacia kamera', 'Reversing camera'),
  item('car', '360° kamera', '360° kamera', '360° kamerajärjestelmä', '360° kamera', '360° camera'),
  item(
    'any',
    'Parkeringssensorer fram och bak',
    'Parkeringssensorer foran og bak',
    'Pysäköintitutkat edessä ja takana',
    'Parkovacie senzory vpredu a vzadu',
    'Front and rear parking sensors',
  ),
  item(
    'any',
    'Adaptiv farthållare',
    'Adaptiv cruisekontroll',
    'Mukautuva vakionopeudensäädin',
    'Adaptívny tempomat',
    'Adaptive cruise control',
  ),
  item(
    'any',
    'Filhållningsassistent',
    'Filholdeassistent',
    'Kaistavahti',
    'Asistent udržiavania v jazdnom pruhu',
    'Lane keeping assist',
  ),
  item(
    'car',
    'Döda vinkeln-varnare',
    'Blindsonevarsler',
    'Kuolleen kulman varoitin',
    'Monitorovanie mŕtveho uhla',
    'Blind spot monitoring',
  ),
  item(
    'any',
    'Trafikskyltsigenkänning',
    'Trafikkskiltgjenkjenning',
    'Liikennemerkkien tunnistus',
    'Rozpoznávanie dopravných značiek',
    'Traffic sign recognition',
  ),
  item('any', 'LED-strålkastare', 'LED-hovedlys', 'LED-ajovalot', 'LED svetlomety', 'LED headlights'),
  item(
    'car',
    'Adaptiva LED-strålkastare',
    'Adaptive LED-lys',
    'Mukautuvat LED-ajovalot',
    'Adaptívne LED svetlomety',
    'Adaptive LED matrix headlights',
  ),
  item(
    'car',
    'Nyckelfritt lås- och startsystem',
    'Nøkkelfri låsing og start',
    'Avaimeton lukitus ja käynnistys',
    'Bezkľúčové otváranie a štartovanie',
    'Keyless entry and start',
  ),
  item(
    'car',
    'Elmanövrerad bakrucka',
    'Elektrisk bakluke',
    'Sähkötoiminen takaluukku',
    'Elektricky ovládané veko batožinového priestoru',
    'Powered tailgate',
  ),
  item(
    'car',
    'Panoramaglastak',
    'Panorama glasstak',
    'Panoraamalasikatto',
    'Panoramatická strecha',
    'Panoramic glass roof',
  ),
  item('car', 'Läderklädsel', 'Skinnseter', 'Nahkaverhoilu', 'Kožené čalúnenie', 'Leather upholstery'),
  item(
    'car',
    'Elstolar med minne',
    'Elektriske seter med minne',
    'Sähkösäätöiset istuimet muistilla',
    'Elektricky nastaviteľné sedadlá s pamäťou',
    'Electric seats with memory',
  ),
  item('car', 'Head-up display', 'Head-up display', 'Tuulilasinäyttö', 'Head-up displej', 'Head-up display'),
  item(
    'any',
    'Digital instrumentpanel',
    'Digitalt instrumentpanel',
    'Digitaalinen mittaristo',
    'Digitálny prístrojový panel',
    'Digital instrument cluster',
  ),
  item(
    'any',
    'Trådlös mobilladdning',
    'Trådløs mobillading',
    'Langaton puhelimen lataus',
    'Bezdrôtové nabíjanie telefónu',
    'Wireless phone charging',
  ),
  item(
    'car',
    'Premiumljudsystem',
    'Premium lydanlegg',
    'Premium-äänentoistojärjestelmä',
    'Prémiový audiosystém',
    'Premium sound system',
  ),
  item(
    'car',
    '18" lättmetallfälgar',
    '18" lettmetallfelger',
    '18" kevytmetallivanteet',
    '18" disky z ľahkej zliatiny',
    '18" alloy wheels',
  ),
  item(
    'car',
    '20" lättmetallfälgar',
    '20" lettmetallfelger',
    '20" kevytmetallivanteet',
    '20" disky z ľahkej zliatiny',
    '20" alloy wheels',
  ),
  item('any', 'Vinterhjul', 'Vinterhjul', 'Talvirenkaat vanteineen', 'Zimné pneumatiky na diskoch', 'Winter wheel set'),
  item('any', 'Dragkrok', 'Hengerfeste', 'Vetokoukku', 'Ťažné zariadenie', 'Tow bar'),
  item('ice', 'Motorvärmare', 'Motorvarmer', 'Moottorinlämmitin', 'Nezávislé kúrenie', 'Engine pre-heater'),
  item(
    'plug',
    'Fjärrstyrd förvärmning via app',
    'Forvarming via app',
    'Etäesilämmitys sovelluksella',
    'Predkondicionovanie cez aplikáciu',
    'Remote pre-conditioning via app',
  ),
  item(
    'plug',
    'Laddkabel typ 2',
    'Ladekabel type 2',
    'Type 2 -latauskaapeli',
    'Nabíjací kábel typ 2',
    'Type 2 charging cable',
  ),
  item('ev', 'Värmepump', 'Varmepumpe', 'Lämpöpumppu', 'Tepelné čerpadlo', 'Heat pump'),
  item(
    'car',
    'Halvautonom körassistans',
    'Semiautonom kjøreassistanse',
    'Puoliautonominen ajoavustin',
    'Poloautonómny asistent jazdy',
    'Semi-autonomous driving assist',
  ),
  item('car', 'Tonade bakrutor', 'Mørke bakruter', 'Tummennetut takalasit', 'Tónované zadné sklá', 'Privacy glass'),
  item('car', 'Sportstolar', 'Sportsseter', 'Urheiluistuimet', 'Športové sedadlá', 'Sports seats'),
  item('car', 'Ambientbelysning', 'Ambient-belysning', 'Tunnelmavalaistus', 'Ambientné osvetlenie', 'Ambient lighting'),
  item('car', 'Takrails', 'Takrails', 'Kattokaiteet', 'Strešné lyžiny', 'Roof rails'),
  item('any', 'Regnsensor', 'Regnsensor', 'Sadetunnistin', 'Dažďový senzor', 'Rain sensor'),
  item(
    'van',
    'Skiljevägg med fönster',
    'Skillevegg med vindu',
    'Väliseinä ikkunalla',
    'Deliaca priečka s oknom',
    'Full bulkhead with window',
  ),
  item(
    'van',
    'Skjutdörr höger',
    'Skyvedør høyre',
    'Liukuovi oikealla',
    'Posuvné dvere vpravo',
    'Nearside sliding door',
  ),
  item(
    'van',
    'Lastrumsbelysning LED',
    'LED-lys i lasterom',
    'LED-tavaratilan valaistus',
    'LED osvetlenie nákladového priestoru',
    'LED load area lighting',
  ),
  item(
    'van',
    'Golv och väggpaneler i lastrum',
    'Gulv og sidepaneler i lasterom',
    'Tavaratilan lattia ja seinäpaneelit',
    'Podlaha a obloženie nákladového priestoru',
    'Ply-lined load area',
  ),
  item(
    'used',
    'Fullständig servicehistorik',
    'Full servicehistorikk',
    'Täydellinen huoltohistoria',
    'Kompletná servisná história',
    'Full service history',
  ),
  item('used', 'Två nycklar', 'To nøkler', 'Kaksi avainta', 'Dva kľúče', 'Two keys'),
]

/** The car's traits the `when` conditions test. */
export type EquipmentProfile = { plug: boolean; ev: boolean; van: boolean; used: boolean }

function applies(when: EquipmentWhen, p: EquipmentProfile): boolean {
  switch (when) {
    case 'any':
      return true
    case 'plug':
      return p.plug
    case 'ev':
      return p.ev
    case 'ice':
      return !p.ev
    case 'car':
      return !p.van
    case 'van':
      return p.van
    case 'used':
      return p.used
  }
}

const cache = new Map<string, readonly string[]>()

/** The items that fit a car, in table order and the market language (memoised: 5 x 16 lists). */
export function equipmentChoices(lang: CarLang, p: EquipmentProfile): readonly string[] {
  const key = `${lang}|${+p.plug}${+p.ev}${+p.van}${+p.used}`
  let list = cache.get(key)
  if (!list) {
    list = EQUIPMENT.filter((e) => applies(e.when, p)).map((e) => e[lang])
    cache.set(key, list)
  }
  return list
}
