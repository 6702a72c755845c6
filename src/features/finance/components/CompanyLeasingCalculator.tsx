'use client'
import { useState } from 'react'
import type { CompanyLeasingOption } from '@/features/finance/option-schemas'
import type { Locale } from '@/cms/locales'
import { translator } from '@/i18n/catalogue'
import { Disclosure } from '@/ui/Disclosure'
import { Slider } from '@/ui/Slider'
import type { SearchIndex } from '@/sites/markets'
import {
  changeCashPercent,
  changeContractLength,
  companyLeasingMonthly,
  currentCashBounds,
  initialCompanyLeasingState,
  leasingDurations,
  leasingMileages,
  selectMileage,
} from '../company-leasing-state'
import { fillDisclaimer } from '../loan-state'
import type { FinanceMessages } from '../strings'
import { formatters } from './format'
import styles from './finance.module.css'

/** How a stored mileage reads on this page: its unit, and the factor from the stored unit (mil → km: 10). */
type Distance = { unit: string; factor: number }

type Props = {
  option: CompanyLeasingOption
  index: SearchIndex
  locale: Locale
  distance: Distance
  messages: FinanceMessages
}

/**
 * Company leasing (spec 1 §3, §4, §5): mileage, then contract length, then the initial payment in
 * whole percent. The monthly cost is the annuity on the price base amount, computed here: it is the
 * same arithmetic that produced the car's default_monthly_cost.
 */
export function CompanyLeasingCalculator({ option, index, locale, distance, messages }: Props) {
  const t = translator(messages)
  const f = formatters(index, locale)
  const [state, setState] = useState(() => initialCompanyLeasingState(option))
  const cash = currentCashBounds(option, state)
  const monthly = companyLeasingMonthly(option, state)
  return (
    <section className={styles.card} data-testid="company-leasing">
      <h3 className={styles.cardTitle}>{option.title || t('companyHeading')}</h3>
      {option.sales_text ? <p>{option.sales_text}</p> : null}
      <div className={styles.field} role="group" aria-label={t('annualMileage')}>
        <span className={styles.fieldHead}>{t('annualMileage')}</span>
        <div className={styles.choices}>
          {leasingMileages(option).map((m) => (
            <button
              key={m}
              type="button"
              className={styles.choice}
              aria-pressed={state.mileage === m}
              onClick={() => setState(selectMileage(option, m))}
            >
              {f.number(m * distance.factor)} {distance.unit}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.field} role="group" aria-label={t('contractLength')}>
        <span className={styles.fieldHead}>{t('contractLength')}</span>
        <div className={styles.choices}>
          {leasingDurations(option, state.mileage).map((d) => (
            <button
              key={d.months}
              type="button"
              className={styles.choice}
              aria-pressed={state.months === d.months}
              onClick={() => setState((s) => changeContractLength(option, s, d.months))}
            >
              {t('months', { n: d.months })}
            </button>
          ))}
        </div>
      </div>
      <Slider
        name="cash-percent"
        label={t('cashPercent')}
        display={`${f.percent(state.cashPercent)} (${f.price(Math.round((option.price_base_amount * state.cashPercent) / 100))})`}
        value={state.cashPercent}
        min={cash.min}
        max={cash.max}
        step={cash.step}
        onChange={(v) => setState((s) => changeCashPercent(option, s, v))}
      />
      <div className={styles.result} aria-live="polite">
        <span className={styles.muted}>{t('monthlyCost')}</span>
        <span className={styles.monthly} data-testid="company-monthly">
          <span className={styles.value}>{f.monthly(monthly)}</span> <small>{t('exVat')}</small>
        </span>
        <dl className={styles.facts}>
          <dt>{t('residual')}</dt>
          <dd data-testid="company-residual">{f.percent(state.residualPercent)}</dd>
          <dt>{t('interestRate')}</dt>
          <dd>{f.percent2(option.interest_rate)}</dd>
          <dt>{t('priceBase')}</dt>
          <dd>
            {f.price(option.price_base_amount)} {t('exVat')}
          </dd>
          <dt>{t('startFee')}</dt>
          <dd>{f.price(option.start_fee)}</dd>
          <dt>{t('invoiceFee')}</dt>
          <dd>{f.monthly(option.invoice_fee)}</dd>
        </dl>
      </div>
      {option.has_fixed_interest_rate ? <p className={styles.muted}>{t('fixedRate')}</p> : null}
      {option.disclaimer ? (
        <Disclosure summary={t('showTerms')}>
          <p className={styles.terms}>
            {fillDisclaimer(option.disclaimer, {
              period: String(state.months),
              cashPercent: String(state.cashPercent),
              cashAmount: f.price(Math.round((option.price_base_amount * state.cashPercent) / 100)),
              residualPercent: String(state.residualPercent),
              interestRate: f.percent2(option.interest_rate).replace(/\s?%$/, ''),
            })}
          </p>
        </Disclosure>
      ) : null}
    </section>
  )
}
