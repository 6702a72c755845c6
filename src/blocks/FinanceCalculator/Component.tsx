import { payloadClient } from '@/cms/payload'
import { loadStrings } from '@/dictionary/load'
import { FinanceOffers } from '@/finance/components/FinanceOffers'
import { demoCar } from '@/finance/demo-car'
import { financeStrings } from '@/finance/strings'
import { siteByKey } from '@/sites/resolve'
import { translator } from '@/strings/catalogue'
import type { BlockProps } from '../types'
import styles from './FinanceCalculator.module.css'

/** A car's finance offers as car detail will show them: calculators for the Nordics, the finance card for the UK. */
export async function FinanceCalculatorComponent({ block, ctx }: BlockProps<'financeCalculator'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const [car, messages] = await Promise.all([demoCar(await payloadClient(), site.searchIndex, block.carId), loadStrings(financeStrings, site.id, ctx.locale)])
  const t = translator(messages)
  return (
    <section className={styles.section} data-testid="finance-demo">
      <h2 className={styles.heading}>{block.title}</h2>
      {block.text ? <p className={styles.intro}>{block.text}</p> : null}
      {!car ? (
        <p>{t('demoNoCar')}</p>
      ) : (
        <>
          <p data-testid="finance-demo-car">
            <strong>{car.car_brand} {car.car_model}</strong> {car.car_version ?? ''} · {car.car_price_text ?? car.car_price}
          </p>
          <FinanceOffers car={car} locale={ctx.locale} messages={messages} />
        </>
      )}
    </section>
  )
}
