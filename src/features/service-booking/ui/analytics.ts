/**
 * The analytics `purchase` event of a booking (spec 2 §7.1: items and value), pushed to the data
 * layer only with the visitor's consent (the consent cookie, as the rest of the site).
 */
import { linePrice, totals } from './pricing'
import type { SelectedService } from './state'

export type PurchaseEvent = {
  event: 'purchase'
  ecommerce: {
    transaction_id: string
    currency: 'SEK'
    value: number
    items: { item_id: string; item_name: string; item_category: string; price: number; quantity: number }[]
  }
}

export function purchaseEvent(
  bookingId: string,
  services: Record<string, SelectedService>,
  hasServiceAgreement: boolean,
): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: bookingId,
      currency: 'SEK',
      value: totals(services, hasServiceAgreement).total,
      items: Object.entries(services).map(([code, entry]) => {
        const price = linePrice(entry, hasServiceAgreement)
        return {
          item_id: code,
          item_name: entry.name,
          item_category: entry.category ?? entry.type,
          price: price.known ? price.amount : 0,
          quantity: entry.unit,
        }
      }),
    },
  }
}
