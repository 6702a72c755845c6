/** The finance view of a stored car (the finance calculator block; car detail will show the same offers). */
import type { CarFinanceOffers } from '@/features/finance/offers'
import {
  CompanyLeasingOptionSchema,
  LoanOptionSchema,
  PrivateLeasingOptionSchema,
  SimpleLeasingItemsSchema,
} from '@/features/finance/option-schemas'
import type { Car } from '@/payload-types'
import { registrationDateOf } from '@/features/finance/codeweaver/products'

/** A car with its finance offers, as the finance calculator block shows it. */
export type FinanceCalculatorCar = CarFinanceOffers & {
  brand: string
  model: string
  version: string | null
  priceText: string
}

export type FinanceSource = Pick<
  Car,
  | 'index'
  | 'car_brand'
  | 'car_model'
  | 'car_version'
  | 'car_price'
  | 'car_price_text'
  | 'car_chassino'
  | 'car_site_id'
  | 'car_odometer'
  | 'car_firstregistration'
  | 'car_regno'
  | 'car_loan_option'
  | 'car_company_leasing_option'
  | 'car_private_leasing_option'
  | 'car_leasing_options'
>

/** The json columns are validated on write; parsing again types them and skips a bad one. */
export function toFinanceCalculatorCar(car: FinanceSource, today: Date): FinanceCalculatorCar {
  const loan = LoanOptionSchema.safeParse(car.car_loan_option)
  const company = CompanyLeasingOptionSchema.safeParse(car.car_company_leasing_option)
  const privateLeasing = PrivateLeasingOptionSchema.safeParse(car.car_private_leasing_option)
  const items = SimpleLeasingItemsSchema.safeParse(car.car_leasing_options ?? [])
  return {
    index: car.index,
    brand: car.car_brand,
    model: car.car_model,
    version: car.car_version ?? null,
    priceText: car.car_price_text ?? String(car.car_price),
    ukFinance:
      car.index === 'uk' && car.car_chassino && car.car_site_id
        ? {
            organisationKey: car.car_site_id,
            vehicle: {
              Vin: car.car_chassino,
              Price: car.car_price,
              Mileage: Math.max(0, Math.round(car.car_odometer ?? 0)),
              RegistrationDate: registrationDateOf(car.car_firstregistration, today),
              ...(car.car_regno ? { RegistrationNumber: car.car_regno } : {}),
            },
          }
        : null,
    loan: loan.success ? (loan.data ?? null) : null,
    companyLeasing: company.success ? (company.data ?? null) : null,
    privateLeasing: privateLeasing.success ? (privateLeasing.data ?? null) : null,
    leasingItems: items.success ? items.data : [],
  }
}
