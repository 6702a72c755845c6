import type { CarLang } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import { formatMonthly, formatPrice } from './money'
import { VisuallyHidden } from './VisuallyHidden'
import styles from './Price.module.css'

type Props = {
  amount: number
  /** The market whose currency and format apply (se, bb, no, fi, sk, uk). */
  market: SearchIndex
  /** The page's language (digits and 'per month'); the market's by default. */
  lang?: CarLang
  /** A higher ordinary price, shown struck through before the amount. */
  retail?: number | null
  /** '3 495 kr/mån' rather than '3 495 kr'. */
  monthly?: boolean
  /** Read before the struck-through price ("Ordinary price"), as strikethrough is not announced. */
  retailLabel?: string
  className?: string
}

/** A price in the market's format, with the ordinary price struck through when it is higher. */
export function Price({ amount, market, lang, retail, monthly = false, retailLabel, className }: Props) {
  const format = (value: number, index: SearchIndex) => (monthly ? formatMonthly : formatPrice)(value, index, lang)
  return (
    <span className={className ? `${styles.price} ${className}` : styles.price}>
      {retail && retail > amount ? (
        <s className={styles.retail} data-price="retail">
          {retailLabel ? <VisuallyHidden>{retailLabel} </VisuallyHidden> : null}
          {format(retail, market)}
        </s>
      ) : null}
      <span className={styles.amount} data-price="amount">
        {format(amount, market)}
      </span>
    </span>
  )
}
