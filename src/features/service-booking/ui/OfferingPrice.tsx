import type { ServiceBookingMessages } from './strings'
import { formatSek, type LinePrice } from './pricing'
import styles from './ServiceBooking.module.css'

/**
 * A price as the booking shows it (spec 2 §6, §8): the discounted price in red after the ordinary one
 * struck through, 'Pris saknas*' when unknown.
 */
export function OfferingPrice({
  price,
  t,
  postfix,
}: {
  price: LinePrice
  t: ServiceBookingMessages
  postfix?: string | null
}) {
  if (!price.known) return <span className={styles.price}>{t.priceMissing}</span>
  return (
    <span className={styles.price}>
      {price.ordinary !== null ? (
        <>
          <s className={styles.ordinary}>
            <span className={styles.visuallyHidden}>{t.ordinaryPrice} </span>
            {formatSek(price.ordinary)}
          </s>{' '}
          <span className={styles.discount} data-price="discount">
            {formatSek(price.amount)}
            {postfix ?? ''}
          </span>
        </>
      ) : (
        <span>
          {formatSek(price.amount)}
          {postfix ?? ''}
        </span>
      )}
    </span>
  )
}
