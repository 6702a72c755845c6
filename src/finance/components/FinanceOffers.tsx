import { CompanyLeasingOptionSchema, LoanOptionSchema, PrivateLeasingOptionSchema, SimpleLeasingItemsSchema } from '@/cars/finance-schemas'
import { INDEX_ODOMETER_UNIT } from '@/cars/market-format'
import type { Locale } from '@/cms/locales'
import type { Car } from '@/payload-types'
import type { FinanceMessages } from '../strings'
import { LeasingItems, PrivateLeasingCard } from './LeasingCards'
import { CompanyLeasingCalculator, LoanCalculator, UkFinanceCard } from './lazy'
import styles from './finance.module.css'

/** A car's finance offers: calculators for the Nordics, the finance card for the UK. */
export function FinanceOffers({ car, locale, messages }: { car: Car; locale: Locale; messages: FinanceMessages }) {
  // The json columns are validated on write; parsing again gives typed values and skips a bad one.
  const loan = LoanOptionSchema.safeParse(car.car_loan_option)
  const company = CompanyLeasingOptionSchema.safeParse(car.car_company_leasing_option)
  const privateLeasing = PrivateLeasingOptionSchema.safeParse(car.car_private_leasing_option)
  const items = SimpleLeasingItemsSchema.safeParse(car.car_leasing_options ?? [])
  return (
    <div className={styles.cards}>
      {car.index === 'uk' && car.car_chassino && car.car_site_id ? (
        <UkFinanceCard
          organisationKey={car.car_site_id}
          locale={locale}
          messages={messages}
          vehicle={{
            Vin: car.car_chassino,
            Price: car.car_price,
            Mileage: Math.max(0, Math.round(car.car_odometer ?? 0)),
            RegistrationDate: car.car_firstregistration?.slice(0, 10) ?? new Date().toISOString().slice(0, 10),
            ...(car.car_regno ? { RegistrationNumber: car.car_regno } : {}),
          }}
        />
      ) : null}
      {loan.success && loan.data ? <LoanCalculator option={loan.data} price={loan.data.price} index={car.index} locale={locale} messages={messages} /> : null}
      {company.success && company.data ? (
        <CompanyLeasingCalculator option={company.data} index={car.index} locale={locale} odometerUnit={INDEX_ODOMETER_UNIT[car.index]} messages={messages} />
      ) : null}
      {privateLeasing.success && privateLeasing.data ? <PrivateLeasingCard option={privateLeasing.data} messages={messages} /> : null}
      {items.success && items.data.length ? <LeasingItems items={items.data} messages={messages} /> : null}
    </div>
  )
}
