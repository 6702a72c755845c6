/**
 * The tire hotel's analytics (spec 2 §7.3): `flow_interaction` steps 1–6 and a `purchase` event with
 * currency SEK, value 0 and the confirmation id, pushed to the data layer only after consent. The data
 * layer de-duplicates by `lead_action`: an action already in it is not pushed again.
 */
import { allowsTags, consentFromCookies } from '@/shell/consent/consent'

export const FLOW_NAME = 'tire_hotel'

/** The six steps, in order (spec 2 §7.3). */
export const FLOW_STEPS = ['phone validation', 'validation code', 'vehicle info', 'time and place', 'contact details', 'complete booking'] as const
export type FlowStep = 1 | 2 | 3 | 4 | 5 | 6

export type FlowInteractionEvent = { event: 'flow_interaction'; flow_name: typeof FLOW_NAME; step: FlowStep; step_name: string; lead_action: string }
export type PurchaseEvent = {
  event: 'purchase'
  lead_action: string
  ecommerce: { transaction_id: string; currency: 'SEK'; value: 0; items: { item_name: string }[] }
}
export type FlowEvent = FlowInteractionEvent | PurchaseEvent

export function flowInteraction(step: FlowStep): FlowInteractionEvent {
  const name = FLOW_STEPS[step - 1]
  return { event: 'flow_interaction', flow_name: FLOW_NAME, step, step_name: name, lead_action: `${FLOW_NAME}_step_${step}` }
}

export function purchase(confirmationId: string, services: readonly string[]): PurchaseEvent {
  return {
    event: 'purchase',
    lead_action: `${FLOW_NAME}_purchase_${confirmationId}`,
    ecommerce: { transaction_id: confirmationId, currency: 'SEK', value: 0, items: services.map((item_name) => ({ item_name })) },
  }
}

const hasAction = (entry: unknown, action: string) => typeof entry === 'object' && entry !== null && (entry as { lead_action?: unknown }).lead_action === action

/** Pushes unless an entry with the same lead_action is already in the layer; answers whether it pushed. */
export function pushOnce(layer: unknown[], event: FlowEvent): boolean {
  if (layer.some((entry) => hasAction(entry, event.lead_action))) return false
  layer.push(event)
  return true
}

/** In the browser: with consent to statistics or marketing, into `window.dataLayer`. */
export function track(event: FlowEvent): void {
  try {
    if (!allowsTags(consentFromCookies(document.cookie))) return
    const w = window as Window & { dataLayer?: unknown[] }
    pushOnce((w.dataLayer ??= []), event)
  } catch (error) {
    console.debug('tire hotel analytics event failed', error)
  }
}
