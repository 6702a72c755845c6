import { financeCalculatorCar } from '@/cars/queries'
import { INDEX_ODOMETER_UNIT } from '@/markets/format'
import { LeasingItems, PrivateLeasingCard } from '@/finance/components/LeasingCards'
import { CompanyLeasingCalculator, LoanCalculator, UkFinanceCard } from '@/finance/components/lazy'
import styles from '@/finance/components/finance.module.css'
import { CALCULATOR_TEXTS } from '@/finance/texts'
import { siteByKey } from '@/sites/resolve'
import type { BlockProps } from '../types'

/** A car's finance offers as car detail will show them: calculators for the Nordics, the finance card for the UK. */
export async function FinanceCalculatorComponent({ block, ctx }: BlockProps<'financeCalculator'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const car = await financeCalculatorCar(site.searchIndex, block.carId ?? null)
  const t = CALCULATOR_TEXTS[ctx.locale]
  return (
    <section className={styles.section} data-testid="finance-demo">
      <h2 className={styles.heading}>{block.title}</h2>
      {block.text ? <p className={styles.intro}>{block.text}</p> : null}
      {!car ? (
        <p>{t.demoNoCar}</p>
      ) : (
        <>
          <p data-testid="finance-demo-car">
            <strong>{car.brand} {car.model}</strong> {car.version ?? ''} · {car.priceText}
          </p>
          <div className={styles.cards}>
            {car.ukFinance ? <UkFinanceCard organisationKey={car.ukFinance.organisationKey} vehicle={car.ukFinance.vehicle} /> : null}
            {car.loan ? <LoanCalculator option={car.loan} price={car.loan.price} index={car.index} locale={ctx.locale} /> : null}
            {car.companyLeasing ? (
              <CompanyLeasingCalculator option={car.companyLeasing} index={car.index} locale={ctx.locale} odometerUnit={INDEX_ODOMETER_UNIT[car.index]} />
            ) : null}
            {car.privateLeasing ? <PrivateLeasingCard option={car.privateLeasing} locale={ctx.locale} /> : null}
            {car.leasingItems.length ? <LeasingItems items={car.leasingItems} locale={ctx.locale} /> : null}
          </div>
        </>
      )}
    </section>
  )
}
