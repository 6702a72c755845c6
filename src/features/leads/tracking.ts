/**
 * Lead tracking (spec 1 §7 "lead tracking on contact clicks", §2 contact section): the data layer hears
 * of a visitor's contact with a dealer about a car, after consent (src/features/shell/consent/analytics.ts), once
 * per action: a call or an e-mail link clicked, or the contact form sent.
 */
export type LeadChannel = 'phone' | 'email' | 'form'
export type LeadEvent = { event: 'lead'; lead_type: LeadChannel; lead_action: string; car_id: string }

/** A contact click or a sent form; a form's action carries its submission id, so a re-created form counts again. */
export function leadEvent(carId: string, channel: LeadChannel, submissionId?: string): LeadEvent {
  const action = channel === 'form' ? `contact_form_${submissionId ?? ''}` : `contact_${channel}_${carId}`
  return { event: 'lead', lead_type: channel, lead_action: action, car_id: carId }
}
