import { carDisplay, shownTexts } from '@/features/cars/display'
import { financeCalculatorCar } from '@/features/cars/queries'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { FinanceOffers } from '@/features/finance/components/FinanceOffers'
import { financeStrings } from '@/features/finance/strings'
import { siteByKey } from '@/sites/resolve'
import { translator } from '@/i18n/catalogue'
import type { BlockProps } from '../types'
import styles from './FinanceCalculator.module.css'

/** A car's finance offers as car detail will show them: calculators for the Nordics, the finance card for the UK. */
export async function FinanceCalculatorComponent({ block, ctx }: BlockProps<'financeCalculator'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const [stored, messages, labels] = await Promise.all([
    financeCalculatorCar(site.searchIndex, block.carId ?? null),
    loadStrings(financeStrings, site.id, ctx.locale),
    loadValueLabels(site, ctx.locale),
  ])
  // The offers' stored texts (product names, descriptions) in the page's language, as on car detail.
  const car = stored ? shownTexts(carDisplay(site.searchIndex, ctx.locale, labels), stored) : null
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
            <strong>
              {car.brand} {car.model}
            </strong>{' '}
            {car.version ?? ''} · {car.priceText}
          </p>
          <FinanceOffers car={car} locale={ctx.locale} messages={messages} />
        </>
      )}
    </section>
  )
}
