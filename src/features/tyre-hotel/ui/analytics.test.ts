import { describe, expect, it } from 'vitest'
import { flowInteraction, purchase, pushOnce } from './analytics'

describe('analytics (spec 2 §7.3)', () => {
  it('names the six steps', () => {
    expect([1, 2, 3, 4, 5, 6].map((s) => flowInteraction(s as 1).step_name)).toEqual([
      'phone validation',
      'validation code',
      'vehicle info',
      'time and place',
      'contact details',
      'complete booking',
    ])
    expect(flowInteraction(3)).toMatchObject({ event: 'flow_interaction', step: 3 })
  })

  it('purchase: SEK, value 0, the confirmation id', () => {
    expect(purchase('B-1', ['Hjulskifte'])).toEqual({
      event: 'purchase',
      lead_action: 'tire_hotel_purchase_B-1',
      ecommerce: { transaction_id: 'B-1', currency: 'SEK', value: 0, items: [{ item_name: 'Hjulskifte' }] },
    })
  })

  it('de-duplicates by lead_action', () => {
    const layer: unknown[] = [{ event: 'gtm.js' }]
    expect(pushOnce(layer, flowInteraction(1))).toBe(true)
    expect(pushOnce(layer, flowInteraction(1))).toBe(false)
    expect(pushOnce(layer, flowInteraction(2))).toBe(true)
    expect(pushOnce(layer, purchase('B-1', []))).toBe(true)
    expect(pushOnce(layer, purchase('B-1', []))).toBe(false)
    expect(layer).toHaveLength(4)
  })
})
