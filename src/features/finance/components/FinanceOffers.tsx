import type { Locale } from '@/cms/locales'
import { INDEX_LANG, INDEX_ODOMETER_UNIT, LOCALE_LANG } from '@/sites/format'
import type { CarFinanceOffers } from '../offers'
import type { FinanceMessages } from '../strings'
import { LeasingItems, PrivateLeasingCard } from './LeasingCards'
import { CompanyLeasingCalculator, LoanCalculator, UkFinanceCard } from './lazy'
import styles from './finance.module.css'

/** A car's finance offers: calculators for the Nordics, the finance card for the UK. */
export function FinanceOffers({
  car,
  locale,
  messages,
}: {
  car: CarFinanceOffers
  locale: Locale
  messages: FinanceMessages
}) {
  // Swedish mil (10 km) means nothing to a reader of another language: the choices read in km, and still send mil.
  const unit = INDEX_ODOMETER_UNIT[car.index]
  const distance =
    unit === 'mil' && LOCALE_LANG[locale] !== INDEX_LANG[car.index] ? { unit: 'km', factor: 10 } : { unit, factor: 1 }
  return (
    <div className={styles.cards}>
      {car.ukFinance ? (
        <UkFinanceCard
          organisationKey={car.ukFinance.organisationKey}
          locale={locale}
          messages={messages}
          vehicle={car.ukFinance.vehicle}
        />
      ) : null}
      {car.loan ? (
        <LoanCalculator
          option={car.loan}
          price={car.loan.price}
          index={car.index}
          locale={locale}
          messages={messages}
        />
      ) : null}
      {car.companyLeasing ? (
        <CompanyLeasingCalculator
          option={car.companyLeasing}
          index={car.index}
          locale={locale}
          distance={distance}
          messages={messages}
        />
      ) : null}
      {car.privateLeasing ? <PrivateLeasingCard option={car.privateLeasing} messages={messages} /> : null}
      {car.leasingItems.length ? <LeasingItems items={car.leasingItems} messages={messages} /> : null}
    </div>
  )
}
