/**
 * The car editor's labels in every admin language (src/cms/admin-languages.ts), by the spec's field
 * names: the fields editors read and search by. The others keep Payload's label made from the name.
 */
import type { AdminText } from '@/cms/admin-languages'
import type { FieldTexts } from '@/cms/fields/labels'

const t = (en: string, sv: string, nb: string, sk: string): AdminText => ({ en, sv, nb, sk })

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
  car_mileage: { label: t('Mileage', 'Miltal', 'Kilometerstand', 'Najazdené km') },
  car_price: { label: t('Price', 'Pris', 'Pris', 'Cena') },
  car_price_text: { label: t('Price as shown', 'Pris som visas', 'Pris som vises', 'Zobrazená cena') },
  car_campaign_price: { label: t('Campaign price', 'Kampanjpris', 'Kampanjepris', 'Akciová cena') },
  car_site_name: { label: t('Dealer', 'Återförsäljare', 'Forhandler', 'Predajca') },
  car_site_city: { label: t('Dealer city', 'Återförsäljarens ort', 'Forhandlerens by', 'Mesto predajcu') },
}
