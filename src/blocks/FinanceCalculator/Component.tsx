import { LoanOptionSchema, CompanyLeasingOptionSchema, PrivateLeasingOptionSchema, SimpleLeasingItemsSchema } from '@/finance/option-schemas'
import { INDEX_ODOMETER_UNIT } from '@/markets/format'
import { payloadClient } from '@/cms/payload'
import { LeasingItems, PrivateLeasingCard } from '@/finance/components/LeasingCards'
import { CompanyLeasingCalculator, LoanCalculator, UkFinanceCard } from '@/finance/components/lazy'
import styles from '@/finance/components/finance.module.css'
import { demoCar } from '@/finance/demo-car'
import { CALCULATOR_TEXTS } from '@/finance/texts'
import { siteByKey } from '@/sites/resolve'
import type { BlockProps } from '../types'

/** A car's finance offers as car detail will show them: calculators for the Nordics, the finance card for the UK. */
export async function FinanceCalculatorComponent({ block, ctx }: BlockProps<'financeCalculator'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const car = await demoCar(await payloadClient(), site.searchIndex, block.carId)
  const t = CALCULATOR_TEXTS[ctx.locale]
  // The json columns are validated on write; parsing again gives typed values and skips a bad one.
  const loan = LoanOptionSchema.safeParse(car?.car_loan_option)
  const company = CompanyLeasingOptionSchema.safeParse(car?.car_company_leasing_option)
  const privateLeasing = PrivateLeasingOptionSchema.safeParse(car?.car_private_leasing_option)
  const items = SimpleLeasingItemsSchema.safeParse(car?.car_leasing_options ?? [])
  return (
    <section className={styles.section} data-testid="finance-demo">
      <h2 className={styles.heading}>{block.title}</h2>
      {block.text ? <p className={styles.intro}>{block.text}</p> : null}
      {!car ? (
        <p>{t.demoNoCar}</p>
      ) : (
        <>
          <p data-testid="finance-demo-car">
            <strong>{car.car_brand} {car.car_model}</strong> {car.car_version ?? ''} · {car.car_price_text ?? car.car_price}
          </p>
          <div className={styles.cards}>
            {car.index === 'uk' && car.car_chassino && car.car_site_id ? (
              <UkFinanceCard
                organisationKey={car.car_site_id}
                vehicle={{
                  Vin: car.car_chassino,
                  Price: car.car_price,
                  Mileage: Math.max(0, Math.round(car.car_odometer ?? 0)),
                  RegistrationDate: car.car_firstregistration?.slice(0, 10) ?? new Date().toISOString().slice(0, 10),
                  ...(car.car_regno ? { RegistrationNumber: car.car_regno } : {}),
                }}
              />
            ) : null}
            {loan.success && loan.data ? <LoanCalculator option={loan.data} price={loan.data.price} index={car.index} locale={ctx.locale} /> : null}
            {company.success && company.data ? (
              <CompanyLeasingCalculator option={company.data} index={car.index} locale={ctx.locale} odometerUnit={INDEX_ODOMETER_UNIT[car.index]} />
            ) : null}
            {privateLeasing.success && privateLeasing.data ? <PrivateLeasingCard option={privateLeasing.data} locale={ctx.locale} /> : null}
            {items.success && items.data.length ? <LeasingItems items={items.data} locale={ctx.locale} /> : null}
          </div>
        </>
      )}
    </section>
  )
}
