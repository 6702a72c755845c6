import { describe, expect, it } from 'vitest'
import { labelOf } from '@/features/cars/value-labels'
import { DEMO_CATEGORIES, DEMO_OFFERINGS } from './catalogue'
import { bookingTextTranslations } from './text-translations'

describe('the demo booking catalogue in English (se /en)', () => {
  const labels = Object.fromEntries(bookingTextTranslations('sv', 'en'))

  it('has an English label for every category, offering, price note and unit a visitor reads', () => {
    const texts = [
      ...DEMO_CATEGORIES.map((c) => c.name).filter((name) => name !== 'Service'),
      ...DEMO_OFFERINGS.flatMap((o) => [
        o.name,
        o.description,
        o.notKnownPriceText ?? '',
        o.unitPrice?.unit ?? '',
        o.unitPrice?.unitAbbreviation ?? '',
        o.unitPrice?.postfix ?? '',
      ]).filter(Boolean),
    ]
    expect(texts.length).toBeGreaterThan(40)
    expect(texts.filter((text) => labelOf(labels, text) === text)).toEqual([])
  })

  it('names a workshop department in English, keeping its place', () => {
    expect(labelOf(labels, 'Bilgruppen Uppsala Verkstad')).toBe('Bilgruppen Uppsala Workshop')
  })
})
