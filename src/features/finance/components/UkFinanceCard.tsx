'use client'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Locale } from '@/cms/locales'
import { translator } from '@/i18n/catalogue'
import { Disclosure } from '@/ui/Disclosure'
import { Field, Input, Select } from '@/ui/Field'
import { Tabs } from '@/ui/Tabs'
import type { Vehicle } from '../codeweaver/schemas'
import type { defaultProducts, financeQuotations } from '../codeweaver/service'
import type { FinanceMessages } from '../strings'
import { formatters } from './format'
import { useDebounced } from './useDebounced'
import styles from './finance.module.css'

type Offer = Awaited<ReturnType<typeof defaultProducts>>['Products'][number]
type Quotation = Awaited<ReturnType<typeof financeQuotations>>['Vehicles'][number]['FinanceQuotations'][number]

type Props = { vehicle: Vehicle; organisationKey: string; locale: Locale; messages: FinanceMessages }
type Phase = 'loading' | 'ready' | 'unavailable' | 'hidden'

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/**
 * The UK finance card (spec 1 §4 "Finance option", §7, §8): the dealer's products from
 * /api/codeweaver/default in tabs; each tab quotes through /api/codeweaver/cfd. Editing the deposit
 * makes the monthly payment the computed one and vice versa. A failed default call shows an apology;
 * a failed quotation hides the card; input the product cannot take is explained next to the fields.
 */
export function UkFinanceCard({ vehicle, organisationKey, locale, messages }: Props) {
  const t = translator(messages)
  const [phase, setPhase] = useState<Phase>('loading')
  const [products, setProducts] = useState<Offer[]>([])
  const hide = useCallback(() => setPhase('hidden'), [])
  useEffect(() => {
    let live = true
    post('/api/codeweaver/default', { Vehicle: vehicle, OrganisationKey: organisationKey })
      .then(async (response) => {
        if (!response.ok) throw new Error(`default ${response.status}`)
        const body = (await response.json()) as { Products: Offer[] }
        if (!live) return
        setProducts(body.Products)
        setPhase(body.Products.length ? 'ready' : 'hidden')
      })
      .catch((error: unknown) => {
        console.error('finance products unavailable', error)
        if (live) setPhase('unavailable')
      })
    return () => {
      live = false
    }
  }, [vehicle, organisationKey])

  if (phase === 'hidden') return null
  return (
    <section className={styles.card} data-testid="uk-finance" aria-busy={phase === 'loading'}>
      <h3 className={styles.cardTitle}>{t('ukHeading')}</h3>
      {phase === 'loading' ? <p className={styles.muted}>{t('ukLoading')}</p> : null}
      {phase === 'unavailable' ? (
        <p role="alert" data-testid="uk-finance-unavailable">
          {t('ukUnavailable')}
        </p>
      ) : null}
      {phase === 'ready' ? (
        <Tabs
          label={t('ukHeading')}
          tabs={products.map((p) => ({
            value: p.FamilyKey,
            label: p.Name,
            content: (
              <ProductPanel
                offer={p}
                vehicle={vehicle}
                organisationKey={organisationKey}
                onFailure={hide}
                locale={locale}
                messages={messages}
              />
            ),
          }))}
        />
      ) : null}
    </section>
  )
}

type Inputs = { term: number; mileage: number | null; deposit: string; payment: string; driver: 'deposit' | 'payment' }

type PanelProps = {
  offer: Offer
  vehicle: Vehicle
  organisationKey: string
  onFailure: () => void
  locale: Locale
  messages: FinanceMessages
}

function ProductPanel({ offer, vehicle, organisationKey, onFailure, locale, messages }: PanelProps) {
  const t = translator(messages)
  const f = formatters('uk', locale)
  const [inputs, setInputs] = useState<Inputs>({
    term: offer.Term.Default,
    mileage: offer.AnnualMileage?.Default ?? null,
    deposit: offer.Deposit.Default.toFixed(2),
    payment: offer.DefaultQuote.regularPayment.toFixed(2),
    driver: 'deposit',
  })
  const [quote, setQuote] = useState<Quotation | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [terms, setTerms] = useState<string | null>(null)

  // Only the field being edited drives the request; the other one shows the computed value.
  const requestKey = JSON.stringify([
    inputs.term,
    inputs.mileage,
    inputs.driver,
    inputs.driver === 'deposit' ? inputs.deposit : inputs.payment,
  ])
  const settled = useDebounced(requestKey, 500)
  const request = useMemo(() => {
    const [term, mileage, driver, value] = JSON.parse(settled) as [number, number | null, Inputs['driver'], string]
    const amount = Number(value)
    return {
      OrganisationKey: organisationKey,
      VehicleRequests: [
        {
          Vehicle: vehicle,
          Parameters: {
            Term: term,
            ...(mileage !== null ? { AnnualMileage: mileage } : {}),
            FinanceProductFamilyKeys: [offer.FamilyKey],
            CalculationType: driver === 'deposit' ? 'ToRegularPayment' : 'ToCashDeposit',
            ...(driver === 'deposit' ? { CashDeposit: amount } : { RegularPayment: amount }),
          },
        },
      ],
      valid: value.trim() !== '' && Number.isFinite(amount) && amount >= 0,
    }
  }, [settled, offer.FamilyKey, organisationKey, vehicle])

  useEffect(() => {
    const { valid, ...body } = request
    if (!valid) return
    let live = true
    post('/api/codeweaver/cfd', body)
      .then(async (response) => {
        if (!live) return
        if (response.status === 400) {
          setProblem(
            ((await response.json()) as { issues: { message: string }[] }).issues.map((i) => i.message).join(' '),
          )
          return
        }
        if (!response.ok) throw new Error(`cfd ${response.status}`)
        const quotation = ((await response.json()) as { Vehicles: { FinanceQuotations: Quotation[] }[] }).Vehicles[0]
          .FinanceQuotations[0]
        if (!live) return
        setProblem(null)
        setTerms(null)
        setQuote(quotation)
        setInputs((s) =>
          s.driver === 'deposit'
            ? { ...s, payment: quotation.Quote.RegularPayment.toFixed(2) }
            : { ...s, deposit: quotation.Quote.Deposit.toFixed(2) },
        )
      })
      .catch((error: unknown) => {
        console.error('finance quotation failed', error)
        if (live) onFailure()
      })
    return () => {
      live = false
    }
  }, [request, onFailure])

  const loadTerms = (open: boolean) => {
    if (!open || terms || !quote) return
    fetch(`/api/codeweaver/legal?quoteRef=${encodeURIComponent(quote.Quote.QuoteReference)}`)
      .then(async (r) =>
        r.ok
          ? ((await r.json()) as { TermsAndConditions: string }).TermsAndConditions
          : Promise.reject(new Error(`legal ${r.status}`)),
      )
      .then(setTerms)
      .catch((error: unknown) => console.error('terms unavailable', error))
  }

  const id = offer.FamilyKey.toLowerCase()
  const mileages = offer.AnnualMileage ? steps(offer.AnnualMileage) : null
  return (
    <div className={styles.cards} data-testid={`uk-panel-${id}`}>
      <div className={styles.card}>
        <Field
          label={t('ukDepositRange', {
            label: t('ukDeposit'),
            min: f.price(offer.Deposit.Min),
            max: f.price(offer.Deposit.Max),
          })}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={offer.Deposit.Min}
              max={offer.Deposit.Max}
              step="0.01"
              value={inputs.deposit}
              onChange={(e) => setInputs((s) => ({ ...s, deposit: e.target.value, driver: 'deposit' }))}
              data-testid={`${id}-deposit`}
            />
          )}
        </Field>
        <Field label={t('ukRegularPayment')}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={inputs.payment}
              onChange={(e) => setInputs((s) => ({ ...s, payment: e.target.value, driver: 'payment' }))}
              data-testid={`${id}-payment`}
            />
          )}
        </Field>
        <Field label={t('ukTerm')}>
          {(control) => (
            <Select
              {...control}
              value={inputs.term}
              onChange={(e) => setInputs((s) => ({ ...s, term: Number(e.target.value) }))}
              data-testid={`${id}-term`}
            >
              {steps(offer.Term).map((n) => (
                <option key={n} value={n}>
                  {t('months', { n })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {mileages ? (
          <Field label={t('annualMileage')}>
            {(control) => (
              <Select
                {...control}
                value={inputs.mileage ?? undefined}
                onChange={(e) => setInputs((s) => ({ ...s, mileage: Number(e.target.value) }))}
              >
                {mileages.map((n) => (
                  <option key={n} value={n}>
                    {t('ukMiles', { n: f.number(n) })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        {problem ? (
          <p className={styles.error} role="alert" data-testid={`${id}-problem`}>
            {problem}
          </p>
        ) : null}
      </div>
      <div className={styles.card} aria-live="polite">
        <h4>{t('ukRepresentativeExample')}</h4>
        {quote ? (
          <>
            <dl className={styles.facts} data-testid={`${id}-blocks`}>
              {quote.Blocks.map((b) => (
                <div key={b.Key} className={styles.factRow}>
                  <dt>{b.Label}</dt>
                  <dd data-key={b.Key}>{b.Value}</dd>
                </div>
              ))}
            </dl>
            {quote.Notifications.map((n) => (
              <p key={n.Code} className={styles.muted}>
                {n.UserMessage}
              </p>
            ))}
            <p className={styles.muted} data-testid={`${id}-quote-reference`}>
              {t('ukQuoteReference', { ref: quote.Quote.QuoteReference })}
            </p>
            <a className={styles.apply} href={quote.Quote.QuoteActions.Apply} rel="noopener" target="_blank">
              {t('ukApply')}
            </a>
            <Disclosure summary={t('ukTerms')} onOpenChange={loadTerms}>
              <p className={styles.terms} data-testid={`${id}-terms`}>
                {terms ?? t('ukLoading')}
              </p>
            </Disclosure>
          </>
        ) : (
          <p className={styles.muted}>{t('ukLoading')}</p>
        )}
      </div>
    </div>
  )
}

function steps(r: { Min: number; Max: number; Step: number }): number[] {
  const out: number[] = []
  for (let n = r.Min; n <= r.Max; n += r.Step) out.push(n)
  return out
}
