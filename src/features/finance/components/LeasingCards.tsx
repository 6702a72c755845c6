import type { PrivateLeasingOption, SimpleLeasingItem } from '@/features/finance/option-schemas'
import { translator } from '@/i18n/catalogue'
import { Disclosure } from '@/ui/Disclosure'
import type { FinanceMessages } from '../strings'
import styles from './finance.module.css'

/** Private leasing is a fixed offer (spec 1 §3): texts only; the mileage is an estimate (§5). */
export function PrivateLeasingCard({ option, messages }: { option: PrivateLeasingOption; messages: FinanceMessages }) {
  const t = translator(messages)
  return (
    <section className={styles.card} data-testid="private-leasing">
      <h3 className={styles.cardTitle}>
        {option.title || t('privateHeading')}{' '}
        {option.is_campaign ? <span className={styles.badge}>{t('campaign')}</span> : null}
      </h3>
      {option.sales_text ? <p>{option.sales_text}</p> : null}
      <div className={styles.result}>
        <span className={styles.muted}>{t('monthlyCost')}</span>
        <span className={`${styles.monthly} ${styles.value}`}>{option.monthly_cost_text}</span>
        <dl className={styles.facts}>
          <dt>{t('contractLength')}</dt>
          <dd>{option.months_text}</dd>
          <dt>{t('annualMileage')}</dt>
          <dd>{option.mileage_text}</dd>
          <dt>{t('startFee')}</dt>
          <dd>{option.start_fee_text}</dd>
          <dt>{t('invoiceFee')}</dt>
          <dd>{option.invoice_fee_text}</dd>
        </dl>
      </div>
      <p className={styles.muted}>{t('mileageEstimate')}</p>
      {option.disclaimer ? (
        <Disclosure summary={t('showTerms')}>
          <p className={styles.terms}>{option.disclaimer}</p>
        </Disclosure>
      ) : null}
    </section>
  )
}

/** Simple leasing items (spec 1 §3): one line per offer. */
export function LeasingItems({ items, messages }: { items: SimpleLeasingItem[]; messages: FinanceMessages }) {
  const t = translator(messages)
  return (
    <section className={styles.card} data-testid="leasing-items">
      <h3 className={styles.cardTitle}>{t('leasingOffers')}</h3>
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={i}>
            <strong>{item.title}</strong> (
            {t(item.leasing_type === 'Private' ? 'leasingTypePrivate' : 'leasingTypeCompany')}):{' '}
            <span className={styles.value}>{item.monthly_cost_text}</span>
            <div className={styles.muted}>{item.description}</div>
          </li>
        ))}
      </ul>
    </section>
  )
}
