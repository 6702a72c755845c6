import { describe, expect, it } from 'vitest'
import { leadEvent } from './tracking'

describe('lead tracking (spec 1 §7)', () => {
  it('names a contact click once per car and channel, and a sent form once per submission', () => {
    expect(leadEvent('1000042', 'phone')).toEqual({
      event: 'lead',
      lead_type: 'phone',
      lead_action: 'contact_phone_1000042',
      car_id: '1000042',
    })
    expect(leadEvent('1000042', 'email').lead_action).toBe('contact_email_1000042')
    expect(leadEvent('1000042', 'form', 'b7f3c2d1').lead_action).toBe('contact_form_b7f3c2d1')
    expect(leadEvent('1000042', 'form', 'a').lead_action).not.toBe(leadEvent('1000042', 'form', 'b').lead_action)
  })
})
