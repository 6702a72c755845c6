/**
 * The car list's strings (spec 1 §2 "Car list", §8 list errors). Editors override any of them in the
 * dictionary as `carList.<key>`, e.g. `carList.carListError`, `carList.noSearchResults`.
 */
import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type Messages, type MessagesOf, type TemplatesOf } from '@/i18n/catalogue'
import type { ListSort, RangeFacet, ValueFacet } from '../facets'

export const carListStrings = defineCatalogue('carList', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type CarListMessages = MessagesOf<typeof carListStrings>

/** What the hero search's suggestions say (HeroSearch.tsx): the listbox, its announcement, counts and kinds. */
export const SUGGEST_KEYS = [
  'suggestions',
  'suggestionsFound',
  'suggestionsNone',
  'suggestionCars',
  'suggestBrand',
  'suggestModel',
  'carBody',
  'carFuel',
] as const
export type SuggestMessages = Messages<Pick<TemplatesOf<typeof carListStrings>, (typeof SUGGEST_KEYS)[number]>>

type Key = keyof (typeof carListStrings)['strings']['sv-SE']

/** The label of each facet of the panel (spec 1 §3 "Facet"). */
export const FACET_LABELS = {
  car_brand: 'carBrand',
  car_body: 'carBody',
  car_fuel: 'carFuel',
  car_gearbox: 'carGearbox',
  car_drive: 'carDrive',
  car_color: 'carColor',
  car_year: 'carYear',
  car_condition: 'carCondition',
  car_site_name: 'carSiteName',
  car_site_city: 'carSiteCity',
  car_site_region: 'carSiteRegion',
  car_equipment: 'carEquipment',
  car_price: 'carPrice',
  car_campaign_price: 'carCampaignPrice',
  car_mileage: 'carMileage',
  car_loan_monthly_cost: 'carLoanMonthlyCost',
  car_privateleasing_monthly_cost: 'carPrivateleasingMonthlyCost',
  car_companyleasing_monthly_cost: 'carCompanyleasingMonthlyCost',
  car_power_hp: 'carPowerHp',
  car_gross_price: 'carGrossPrice',
} as const satisfies Record<ValueFacet | RangeFacet | 'car_brand', Key>

/** The label of each sort. */
export const SORT_LABELS = {
  newest: 'sortNewest',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  year_desc: 'sortYearDesc',
  year_asc: 'sortYearAsc',
  mileage_asc: 'sortMileageAsc',
  mileage_desc: 'sortMileageDesc',
  price_lowered: 'sortPriceLowered',
  distance_asc: 'sortDistanceAsc',
} as const satisfies Record<ListSort, Key>
