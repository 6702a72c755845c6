'use client'
import { useEffect, useMemo, useState } from 'react'
import type { LoanOption } from '@/features/finance/option-schemas'
import type { Locale } from '@/cms/locales'
import type { SearchIndex } from '@/sites/markets'
import { translator } from '@/i18n/catalogue'
import { Disclosure } from '@/ui/Disclosure'
import { Slider } from '@/ui/Slider'
import type { LoanResult } from '../loan'
import {
  changeDownPayment,
  changePeriod,
  fillDisclaimer,
  initialLoanState,
  loanBounds,
  loanPeriods,
  loanRequest,
  LOAN_PERIOD_STEP,
} from '../loan-state'
import type { FinanceMessages } from '../strings'
import { formatters } from './format'
import { useDebounced } from './useDebounced'
import styles from './finance.module.css'

type Props = { option: LoanOption; price: number; index: SearchIndex; locale: Locale; messages: FinanceMessages }

/** Markets where the Swedish consumer-credit warning applies. */
const SWEDISH: SearchIndex[] = ['se', 'bb']

type Status = { kind: 'loading' } | { kind: 'ready'; result: LoanResult } | { kind: 'error' }

/** The loan calculator (spec 1 §3 "Loan option", §4, §5): sliders, result from POST /api/finance/loan, disclosure. */
export function LoanCalculator({ option, price, index, locale, messages }: Props) {
  const t = translator(messages)
  const f = formatters(index, locale)
  const [state, setState] = useState(() => initialLoanState(option, price))
  const [status, setStatus] = useState<Status>({ kind: 'loading' })
  const request = useMemo(() => loanRequest(option, state, price), [option, state, price])
  const settled = useDebounced(request, 500)
  const periods = loanPeriods(option)
  const bounds = loanBounds(option, state, price)

  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/finance/loan', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settled),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`loan ${response.status}`)
        setStatus({ kind: 'ready', result: (await response.json()) as LoanResult })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('loan calculation failed', error)
          setStatus({ kind: 'error' })
        }
      })
    return () => controller.abort()
  }, [settled])

  const pending = status.kind === 'loading' || settled !== request
  const cashPercent = Math.round((state.downPayment / price) * 100)
  return (
    <section className={styles.card} data-testid="loan-calculator" aria-busy={pending}>
      <h3 className={styles.cardTitle}>{option.title || t('loanHeading')}</h3>
      {option.description ? <p className={styles.muted}>{option.description}</p> : null}
      <Slider
        name="down-payment"
        label={t('downPayment')}
        display={`${f.price(state.downPayment)} (${f.percent(cashPercent)})`}
        value={state.downPayment}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        onChange={(v) => setState((s) => changeDownPayment(option, s, v, price))}
      />
      <Slider
        name="period"
        label={t('period')}
        display={t('months', { n: state.months })}
        value={state.months}
        min={periods[0]}
        max={periods[periods.length - 1]}
        step={LOAN_PERIOD_STEP}
        onChange={(v) => setState((s) => changePeriod(option, s, v, price))}
      />
      <div className={styles.result} aria-live="polite">
        <span className={styles.muted}>{t('monthlyCost')}</span>
        {status.kind === 'error' ? (
          <span className={styles.error} role="alert">
            {t('calculationFailed')}
          </span>
        ) : status.kind === 'ready' ? (
          <span className={`${styles.monthly} ${styles.value}`} data-testid="loan-monthly">
            {f.monthly(status.result.monthlyCost)}
          </span>
        ) : (
          <span className={styles.monthly}>{t('calculating')}</span>
        )}
        <dl className={styles.facts}>
          <dt>{t('residual')}</dt>
          <dd data-testid="loan-residual">
            {f.percent(state.residualPercent)}
            {status.kind === 'ready' ? ` (${f.price(status.result.residualValue)})` : ''}
          </dd>
          <dt>{t('interestRate')}</dt>
          <dd>{f.percent2(option.interest_rate)}</dd>
          <dt>{t('effectiveRate')}</dt>
          <dd data-testid="loan-effective">
            {status.kind === 'ready' ? f.percent2(status.result.effectiveInterestRatePercent) : '–'}
          </dd>
          <dt>{t('loanAmount')}</dt>
          <dd>{f.price(price - state.downPayment)}</dd>
          <dt>{t('startFee')}</dt>
          <dd>{f.price(option.start_fee)}</dd>
          <dt>{t('invoiceFee')}</dt>
          <dd>{f.monthly(option.invoice_fee)}</dd>
          <dt>{t('totalAmountPayable')}</dt>
          <dd>{status.kind === 'ready' ? f.price(status.result.totalAmountPayable) : '–'}</dd>
        </dl>
      </div>
      {SWEDISH.includes(index) ? <p className={styles.warning}>{t('lendingWarning')}</p> : null}
      {option.disclaimer ? (
        <Disclosure summary={t('showTerms')}>
          <p className={styles.terms} data-testid="loan-disclaimer">
            {fillDisclaimer(option.disclaimer, {
              period: String(state.months),
              cashPercent: String(cashPercent),
              cashAmount: f.price(state.downPayment),
              residualPercent: String(state.residualPercent),
              interestRate: f.percent2(option.interest_rate).replace(/\s?%$/, ''),
            })}
          </p>
        </Disclosure>
      ) : null}
    </section>
  )
}
