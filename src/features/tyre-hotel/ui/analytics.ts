/**
 * The tyre hotel's analytics (spec 2 §7.3): `flow_interaction` steps 1–6 and a `purchase` event with
 * currency SEK, value 0 and the confirmation id, pushed to the data layer only after consent. The data
 * layer de-duplicates by `lead_action`: an action already in it is not pushed again.
 */
import { pushOnce, pushWithConsent } from '@/features/shell/consent/analytics'

export const FLOW_NAME = 'tire_hotel'

/** The six steps, in order (spec 2 §7.3). */
export const FLOW_STEPS = [
  'phone validation',
  'validation code',
  'vehicle info',
  'time and place',
  'contact details',
  'complete booking',
] as const
export type FlowStep = 1 | 2 | 3 | 4 | 5 | 6

export type FlowInteractionEvent = {
  event: 'flow_interaction'
  flow_name: typeof FLOW_NAME
  step: FlowStep
  step_name: string
  lead_action: string
}
export type PurchaseEvent = {
  event: 'purchase'
  lead_action: string
  ecommerce: { transaction_id: string; currency: 'SEK'; value: 0; items: { item_name: string }[] }
}
export type FlowEvent = FlowInteractionEvent | PurchaseEvent

export function flowInteraction(step: FlowStep): FlowInteractionEvent {
  const name = FLOW_STEPS[step - 1]
  return {
    event: 'flow_interaction',
    flow_name: FLOW_NAME,
    step,
    step_name: name,
    lead_action: `${FLOW_NAME}_step_${step}`,
  }
}

export function purchase(confirmationId: string, services: readonly string[]): PurchaseEvent {
  return {
    event: 'purchase',
    lead_action: `${FLOW_NAME}_purchase_${confirmationId}`,
    ecommerce: {
      transaction_id: confirmationId,
      currency: 'SEK',
      value: 0,
      items: services.map((item_name) => ({ item_name })),
    },
  }
}

// The data layer's de-duplication by lead_action is the shell's, shared by every flow.
export { pushOnce }

/** In the browser: with consent to statistics or marketing, into `window.dataLayer`, once per lead_action. */
export function track(event: FlowEvent): void {
  pushWithConsent(event)
}
