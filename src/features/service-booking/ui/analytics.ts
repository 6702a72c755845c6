/**
 * The analytics events of the service booking, pushed to the data layer only with the visitor's consent (the consent
 * cookie, as the rest of the site): `purchase` of a booking (spec 2 §7.1: items and value), and `flow_interaction`
 * when a customer changes or cancels a booking by its link.
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

type ManageAction = 'change time' | 'cancel booking'

type ManageEvent = {
  event: 'flow_interaction'
  flow_name: 'service_booking_manage'
  step_name: ManageAction
  transaction_id: string
  /** One per change: a move counts by the moves left after it, so a later move is a new event. */
  lead_action: string
}

export function manageEvent(action: ManageAction, reference: string, reschedulesLeft: number): ManageEvent {
  const change = action === 'cancel booking' ? 'cancel' : `reschedule_${reschedulesLeft}`
  return {
    event: 'flow_interaction',
    flow_name: 'service_booking_manage',
    step_name: action,
    transaction_id: reference,
    lead_action: `service_booking_${change}_${reference}`,
  }
}
