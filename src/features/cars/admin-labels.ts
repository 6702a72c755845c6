/**
 * The car editor's labels and help texts in every admin language (src/cms/admin-languages.ts), by the
 * spec's field names.
 */
import { type AdminText, adminText as t } from '@/cms/admin-languages'
import type { FieldTexts } from '@/cms/fields/labels'

export const CAR_COLLECTION_LABELS = {
  singular: t('Car', 'Bil', 'Bil', 'Auto'),
  plural: t('Cars', 'Bilar', 'Biler', 'Autá'),
  description: t(
    'Cars for sale, one per search-index record. Texts are in the language of the market index.',
    'Bilar till salu, en per post i sökindexet. Texterna är på marknadsindexets språk.',
    'Biler til salgs, én per post i søkeindeksen. Tekstene er på markedsindeksens språk.',
    'Autá na predaj, jedno na záznam vyhľadávacieho indexu. Texty sú v jazyku indexu trhu.',
  ),
}

export const CAR_TABS = {
  car: t('Car', 'Bil', 'Bil', 'Auto'),
  media: t('Media', 'Media', 'Media', 'Médiá'),
  usage: t('Usage', 'Användning', 'Bruk', 'Používanie'),
  price: t('Price', 'Pris', 'Pris', 'Cena'),
  finance: t('Finance', 'Finansiering', 'Finansiering', 'Financovanie'),
  dealer: t('Dealer', 'Återförsäljare', 'Forhandler', 'Predajca'),
  technical: t('Technical', 'Teknisk data', 'Tekniske data', 'Technické údaje'),
  electric: t('Electric', 'El', 'Elektrisk', 'Elektrina'),
}

/** A measured value (its unit as the description) and its display text in the market's language and unit. */
function measuredTexts(table: Record<string, [label: AdminText, unit: AdminText]>): FieldTexts {
  return Object.fromEntries(
    Object.entries(table).flatMap(([name, [label, unit]]) => [
      [name, { label, description: unit }],
      [`${name}_text`, { label: asShown(label) }],
    ]),
  )
}

/** "… as shown": the text a measured value is displayed with, beside the number. */
const asShown = (label: AdminText): AdminText =>
  t(`${label.en} as shown`, `${label.sv} som visas`, `${label.nb} som vises`, `${label.sk} – zobrazený text`)

export const CAR_FIELD_TEXTS: FieldTexts = {
  car_id: { label: t('Car id', 'Bil-id', 'Bil-id', 'ID auta') },
  index: {
    label: t('Market', 'Marknad', 'Marked', 'Trh'),
    description: t(
      'Market search index the car is listed in.',
      'Marknadens sökindex som bilen listas i.',
      'Markedets søkeindeks bilen er oppført i.',
      'Vyhľadávací index trhu, v ktorom je auto uvedené.',
    ),
  },
  car_brand: { label: t('Make', 'Märke', 'Merke', 'Značka') },
  car_model: { label: t('Model', 'Modell', 'Modell', 'Model') },
  car_model_text: { label: t('Model name', 'Modellnamn', 'Modellnavn', 'Názov modelu') },
  car_version: { label: t('Version', 'Version', 'Versjon', 'Verzia') },
  car_body: { label: t('Body', 'Kaross', 'Karosseri', 'Karoséria') },
  car_color: { label: t('Colour', 'Färg', 'Farge', 'Farba') },
  car_year: { label: t('Model year', 'Årsmodell', 'Årsmodell', 'Modelový rok') },
  car_fuel: { label: t('Fuel', 'Drivmedel', 'Drivstoff', 'Palivo') },
  car_gearbox: { label: t('Gearbox', 'Växellåda', 'Girkasse', 'Prevodovka') },
  car_chassino: {
    label: t('VIN', 'Chassinummer', 'Understellsnummer', 'VIN'),
    description: t(
      'Vehicle identification number',
      'Fordonets identifieringsnummer',
      'Kjøretøyets identifikasjonsnummer',
      'Identifikačné číslo vozidla',
    ),
  },
  car_regno: { label: t('Registration number', 'Registreringsnummer', 'Registreringsnummer', 'Evidenčné číslo') },
  car_is_used: { label: t('Used car', 'Begagnad bil', 'Bruktbil', 'Ojazdené auto') },
  car_description: { label: t('Description', 'Beskrivning', 'Beskrivelse', 'Popis') },
  car_publishdate: { label: t('Published', 'Publicerad', 'Publisert', 'Zverejnené') },
  car_mileage: {
    label: t('Mileage', 'Miltal', 'Kilometerstand', 'Najazdené km'),
    description: t('km', 'km', 'km', 'km'),
  },
  car_price: { label: t('Price', 'Pris', 'Pris', 'Cena') },
  car_price_text: { label: t('Price as shown', 'Pris som visas', 'Pris som vises', 'Zobrazená cena') },
  car_campaign_price: { label: t('Campaign price', 'Kampanjpris', 'Kampanjepris', 'Akciová cena') },
  car_site_name: { label: t('Dealer', 'Återförsäljare', 'Forhandler', 'Predajca') },
  car_site_city: { label: t('Dealer city', 'Återförsäljarens ort', 'Forhandlerens by', 'Mesto predajcu') },
  slug: { label: t('Slug', 'Slug', 'Slug', 'Slug') },
  car_trim_package: {
    label: t('Trim', 'Utrustningsnivå', 'Utstyrsnivå', 'Výbava'),
    description: t(
      'Trim of a new-model sample; other trims are found by model.',
      'Utrustningsnivå för ett nybilsexempel; andra nivåer hittas via modellen.',
      'Utstyrsnivå for et nybileksempel; andre nivåer finnes via modellen.',
      'Výbava ukážkového nového modelu; ostatné výbavy sa nájdu podľa modelu.',
    ),
  },
  car_drive: { label: t('Drive', 'Drivning', 'Drift', 'Pohon') },
  car_seats: { label: t('Seats', 'Säten', 'Seter', 'Miesta na sedenie') },
  car_doors: { label: t('Doors', 'Dörrar', 'Dører', 'Dvere') },
  car_condition: { label: t('Condition', 'Skick', 'Tilstand', 'Stav') },
  car_is_sample: {
    label: t('New-model sample', 'Nybilsexempel', 'Nybileksempel', 'Ukážka nového modelu'),
    description: t(
      'New-model sample (not a physical car in stock).',
      'Exempel på en ny modell (inte en fysisk bil i lager).',
      'Eksempel på en ny modell (ikke en fysisk bil på lager).',
      'Ukážka nového modelu (nie fyzické auto na sklade).',
    ),
  },
  caroftheweek: { label: t('Car of the week', 'Veckans bil', 'Ukens bil', 'Auto týždňa') },
  autos_on_show: {
    label: t('360° and video', '360° och video', '360° og video', '360° a video'),
    description: t(
      'Has 360/video media at the media provider.',
      'Har 360-bilder eller video hos medieleverantören.',
      'Har 360-bilder eller video hos medieleverandøren.',
      'Má 360° zábery alebo video u poskytovateľa médií.',
    ),
  },
  car_equipment: {
    label: t('Equipment', 'Utrustning', 'Utstyr', 'Výbava'),
    description: t(
      'List of equipment texts.',
      'Lista med utrustningstexter.',
      'Liste med utstyrstekster.',
      'Zoznam textov výbavy.',
    ),
  },
  car_campaigns: {
    label: t('Campaigns', 'Kampanjer', 'Kampanjer', 'Akcie'),
    description: t(
      'List of campaign texts.',
      'Lista med kampanjtexter.',
      'Liste med kampanjetekster.',
      'Zoznam textov akcií.',
    ),
  },
  indexed_at: { label: t('Indexed', 'Indexerad', 'Indeksert', 'Indexované') },
  car_images: {
    label: t('Images', 'Bilder', 'Bilder', 'Obrázky'),
    description: t(
      'Array of { original, blur_data_url }.',
      'Lista med { original, blur_data_url }.',
      'Liste med { original, blur_data_url }.',
      'Zoznam { original, blur_data_url }.',
    ),
  },
  car_primary_image: {
    label: t('Main image', 'Huvudbild', 'Hovedbilde', 'Hlavný obrázok'),
    description: t(
      '{ thumbnail_url, blur_data_url }.',
      '{ thumbnail_url, blur_data_url }.',
      '{ thumbnail_url, blur_data_url }.',
      '{ thumbnail_url, blur_data_url }.',
    ),
  },
  car_odometer: { label: t('Odometer', 'Mätarställning', 'Kilometerteller', 'Stav tachometra') },
  car_odometer_unit: {
    label: t('Odometer unit', 'Enhet för mätarställning', 'Enhet for kilometerteller', 'Jednotka tachometra'),
  },
  car_mileage_text: {
    label: t('Mileage as shown', 'Miltal som visas', 'Kilometerstand som vises', 'Zobrazené najazdené km'),
  },
  car_firstregistration: {
    label: t('First registered', 'Första registrering', 'Første registrering', 'Prvá registrácia'),
  },
  car_vehicle_type_code: {
    label: t('Vehicle type', 'Fordonstyp', 'Kjøretøytype', 'Typ vozidla'),
    description: t(
      'LCV = light commercial vehicle, priced without VAT.',
      'LCV = lätt lastbil, prissatt utan moms.',
      'LCV = varebil, priset uten mva.',
      'LCV = ľahké úžitkové vozidlo, cena bez DPH.',
    ),
  },
  car_vat_eligible: { label: t('VAT deductible', 'Momsbil', 'Mva-berettiget', 'Odpočet DPH') },
  car_price_title: { label: t('Price heading', 'Prisrubrik', 'Prisoverskrift', 'Nadpis ceny') },
  car_price_currency: { label: t('Currency', 'Valuta', 'Valuta', 'Mena') },
  car_retail_price: { label: t('Retail price', 'Ordinarie pris', 'Ordinær pris', 'Bežná cena') },
  car_retail_price_text: {
    label: t('Retail price as shown', 'Ordinarie pris som visas', 'Ordinær pris som vises', 'Zobrazená bežná cena'),
  },
  car_retail_price_exkl_vat: {
    label: t('Retail price excl. VAT', 'Ordinarie pris exkl. moms', 'Ordinær pris ekskl. mva', 'Bežná cena bez DPH'),
  },
  car_campaign_price_text: {
    label: t('Campaign price as shown', 'Kampanjpris som visas', 'Kampanjepris som vises', 'Zobrazená akciová cena'),
  },
  car_campaign_price_exkl_vat: {
    label: t('Campaign price excl. VAT', 'Kampanjpris exkl. moms', 'Kampanjepris ekskl. mva', 'Akciová cena bez DPH'),
  },
  car_has_campaign_price: { label: t('Has campaign price', 'Har kampanjpris', 'Har kampanjepris', 'Má akciovú cenu') },
  car_pbbratio: {
    label: t('Price base ratio', 'Prisbasbeloppskvot', 'Prisbasbeløpsforhold', 'Pomer k základnej sume'),
    description: t(
      'New-car price / Swedish price base amount (prisbasbelopp).',
      'Nybilspris / prisbasbelopp.',
      'Nybilpris / svensk prisbasbeløp (prisbasbelopp).',
      'Cena nového auta / švédska základná suma (prisbasbelopp).',
    ),
  },
  car_beneficial_value: {
    label: t('Taxable benefit', 'Förmånsvärde', 'Fordelsverdi', 'Zdaniteľná výhoda'),
    description: t(
      'Swedish taxable benefit (förmånsvärde) per month.',
      'Förmånsvärde per månad.',
      'Svensk fordelsverdi (förmånsvärde) per måned.',
      'Švédska zdaniteľná výhoda (förmånsvärde) za mesiac.',
    ),
  },
  car_has_campaign_loan: { label: t('Campaign loan', 'Kampanjlån', 'Kampanjelån', 'Akciový úver') },
  car_has_campaign_companyleasing: {
    label: t(
      'Campaign company leasing',
      'Kampanjföretagsleasing',
      'Kampanje bedriftsleasing',
      'Akciový firemný leasing',
    ),
  },
  car_has_campaign_privateleasing: {
    label: t('Campaign private leasing', 'Kampanjprivatleasing', 'Kampanje privatleasing', 'Akciový súkromný leasing'),
  },
  car_has_companyleasing: { label: t('Company leasing', 'Företagsleasing', 'Bedriftsleasing', 'Firemný leasing') },
  car_has_privateleasing: { label: t('Private leasing', 'Privatleasing', 'Privatleasing', 'Súkromný leasing') },
  car_loan_option: {
    label: t('Loan', 'Lån', 'Lån', 'Úver'),
    description: t(
      'Loan option (rates in percent, e.g. 5.95).',
      'Låneerbjudande (räntor i procent, t.ex. 5.95).',
      'Lånetilbud (renter i prosent, f.eks. 5.95).',
      'Ponuka úveru (sadzby v percentách, napr. 5.95).',
    ),
  },
  car_leasing_options: {
    label: t('Leasing offers', 'Leasingerbjudanden', 'Leasingtilbud', 'Ponuky leasingu'),
    description: t(
      'Array of simple leasing items (Private | Company).',
      'Lista med enkla leasingposter (Private | Company).',
      'Liste med enkle leasingposter (Private | Company).',
      'Zoznam jednoduchých položiek leasingu (Private | Company).',
    ),
  },
  car_company_leasing_option: {
    label: t(
      'Company leasing offer',
      'Företagsleasingerbjudande',
      'Bedriftsleasingtilbud',
      'Ponuka firemného leasingu',
    ),
    description: t(
      'Company leasing option, per annual mileage.',
      'Företagsleasing per årlig körsträcka.',
      'Bedriftsleasing per årlig kjørelengde.',
      'Firemný leasing podľa ročného nájazdu.',
    ),
  },
  car_private_leasing_option: {
    label: t('Private leasing offer', 'Privatleasingerbjudande', 'Privatleasingtilbud', 'Ponuka súkromného leasingu'),
    description: t(
      'Private leasing offer texts.',
      'Texter för privatleasingerbjudandet.',
      'Tekster for privatleasingtilbudet.',
      'Texty ponuky súkromného leasingu.',
    ),
  },
  car_loan_monthly_cost: { label: t('Loan per month', 'Lån per månad', 'Lån per måned', 'Úver mesačne') },
  car_loan_description: { label: t('Loan description', 'Lånebeskrivning', 'Lånebeskrivelse', 'Popis úveru') },
  car_loan_rate: { label: t('Loan rate (%)', 'Låneränta (%)', 'Lånerente (%)', 'Úroková sadzba (%)') },
  car_loan_duration: {
    label: t('Loan term', 'Lånetid', 'Løpetid', 'Doba splácania'),
    description: t('months', 'månader', 'måneder', 'mesiace'),
  },
  car_sellers: {
    label: t('Sellers', 'Säljare', 'Selgere', 'Predajcovia'),
    description: t(
      'Array of { name, email, phone }.',
      'Lista med { name, email, phone }.',
      'Liste med { name, email, phone }.',
      'Zoznam { name, email, phone }.',
    ),
  },
  car_site_id: { label: t('Dealer site id', 'Anläggnings-id', 'Anleggs-ID', 'ID prevádzky') },
  car_site_region: { label: t('Dealer region', 'Återförsäljarens region', 'Forhandlerens region', 'Región predajcu') },
  car_site_leads_email: { label: t('E-mail for leads', 'E-post för leads', 'E-post for leads', 'E-mail pre dopyty') },
  car_companyerpid: { label: t('Company ERP id', 'Bolagets ERP-id', 'Selskapets ERP-ID', 'ERP ID spoločnosti') },
  car_departmenterpid: {
    label: t('Department ERP id', 'Avdelningens ERP-id', 'Avdelingens ERP-ID', 'ERP ID oddelenia'),
  },
  ...measuredTexts({
    car_acceleration: [
      t('Acceleration', 'Acceleration', 'Akselerasjon', 'Zrýchlenie'),
      t('s, 0-100 km/h', 's, 0–100 km/h', 's, 0–100 km/t', 's, 0 – 100 km/h'),
    ],
    car_cargo_volume: [
      t('Cargo volume', 'Lastvolym', 'Bagasjevolum', 'Objem batožinového priestoru'),
      t('litres', 'liter', 'liter', 'litre'),
    ],
    car_curb_weight: [t('Kerb weight', 'Tjänstevikt', 'Egenvekt', 'Pohotovostná hmotnosť'), t('kg', 'kg', 'kg', 'kg')],
    car_gross_weight: [t('Gross weight', 'Totalvikt', 'Totalvekt', 'Celková hmotnosť'), t('kg', 'kg', 'kg', 'kg')],
    car_max_trailer_weight: [
      t('Max trailer weight', 'Max släpvagnsvikt', 'Maks tilhengervekt', 'Max. hmotnosť prívesu'),
      t('kg, braked', 'kg, bromsad', 'kg, med brems', 'kg, brzdený'),
    ],
    car_length: [t('Length', 'Längd', 'Lengde', 'Dĺžka'), t('mm', 'mm', 'mm', 'mm')],
    car_width: [t('Width', 'Bredd', 'Bredde', 'Šírka'), t('mm', 'mm', 'mm', 'mm')],
    car_height: [t('Height', 'Höjd', 'Høyde', 'Výška'), t('mm', 'mm', 'mm', 'mm')],
    car_fuel_tank: [t('Fuel tank', 'Tankvolym', 'Tankvolum', 'Objem nádrže'), t('litres', 'liter', 'liter', 'litre')],
    car_fuel_combined: [
      t('Fuel consumption', 'Bränsleförbrukning', 'Drivstofforbruk', 'Spotreba paliva'),
      t(
        'l/100 km, WLTP combined',
        'l/100 km, WLTP blandad körning',
        'l/100 km, WLTP kombinert',
        'l/100 km, WLTP kombinovaná',
      ),
    ],
    car_consumption: [
      t('Consumption', 'Förbrukning', 'Forbruk', 'Spotreba'),
      t(
        'l/100 km, or kWh/100 km for EVs',
        'l/100 km, eller kWh/100 km för elbilar',
        'l/100 km, eller kWh/100 km for elbiler',
        'l/100 km, alebo kWh/100 km pre elektromobily',
      ),
    ],
    car_co2_emission: [
      t('CO₂ emissions', 'CO₂-utsläpp', 'CO₂-utslipp', 'Emisie CO₂'),
      t('g/km', 'g/km', 'g/km', 'g/km'),
    ],
    car_power_hp: [t('Power (hp)', 'Effekt (hk)', 'Effekt (hk)', 'Výkon (k)'), t('hp', 'hk', 'hk', 'k')],
    car_power_kw: [t('Power (kW)', 'Effekt (kW)', 'Effekt (kW)', 'Výkon (kW)'), t('kW', 'kW', 'kW', 'kW')],
    car_ncap_stars: [
      t('Euro NCAP', 'Euro NCAP', 'Euro NCAP', 'Euro NCAP'),
      t('Euro NCAP stars', 'Stjärnor i Euro NCAP', 'Stjerner i Euro NCAP', 'Hviezdičky Euro NCAP'),
    ],
    car_battery_size: [
      t('Battery capacity', 'Batterikapacitet', 'Batterikapasitet', 'Kapacita batérie'),
      t('kWh', 'kWh', 'kWh', 'kWh'),
    ],
    car_ac_charging_speed: [t('AC charging', 'AC-laddning', 'AC-lading', 'Nabíjanie AC'), t('kW', 'kW', 'kW', 'kW')],
    car_dc_charging_speed: [t('DC charging', 'DC-laddning', 'DC-lading', 'Nabíjanie DC'), t('kW', 'kW', 'kW', 'kW')],
    car_wltp_range: [
      t('Range (WLTP)', 'Räckvidd (WLTP)', 'Rekkevidde (WLTP)', 'Dojazd (WLTP)'),
      t('km', 'km', 'km', 'km'),
    ],
    car_wltp_consumption: [
      t('Energy consumption (WLTP)', 'Energiförbrukning (WLTP)', 'Energiforbruk (WLTP)', 'Spotreba energie (WLTP)'),
      t('kWh/100 km', 'kWh/100 km', 'kWh/100 km', 'kWh/100 km'),
    ],
  }),
}
