import { describe, expect, it } from 'vitest'
import { labelOf } from '@/features/cars/value-labels'
import { generateDealers } from './generate'
import { dealerTextTranslations } from './text-translations'

/** Texts a dealer page shows that are written in the market's language (times and numbers are not). */
function textsOf(dealer: ReturnType<typeof generateDealers>[number]): string[] {
  const out: string[] = []
  for (const d of dealer.site_departments ?? []) {
    out.push(d.name, d.official_name ?? '')
    for (const u of d.users ?? []) out.push(u.title ?? '')
    const schedule = d.openingschedule
    for (const row of schedule?.openinghours ?? []) out.push(row.day, row.displayText)
    for (const v of schedule?.vacationdays ?? [])
      out.push(v.vacationtitle, ...(v.days ?? []).map((day) => day.displayText))
    for (const day of schedule?.deviationdays ?? []) out.push(day.displayText)
  }
  return out.filter((text) => /\p{L}/u.test(text))
}

describe('demo dealer texts in the site’s other page language', () => {
  const cases = [
    { site: 'se', market: 'sv', to: 'en' },
    { site: 'no', market: 'nb', to: 'en' },
    { site: 'fi', market: 'fi', to: 'sv' },
  ] as const
  for (const { site, market, to } of cases) {
    it(`every ${site} dealer text has a ${to} label (places kept, times carried over)`, () => {
      const labels = Object.fromEntries(dealerTextTranslations(market, to))
      const texts = new Set(
        generateDealers(new Date('2026-11-27T12:00:00Z'))
          .filter((d) => d.siteKey === site)
          .flatMap(textsOf),
      )
      expect(texts.size).toBeGreaterThan(20)
      const untranslated = [...texts].filter((text) => labelOf(labels, text) === text)
      expect(untranslated).toEqual([])
    })
  }

  it('keeps the place and the hours a pattern carries', () => {
    const labels = Object.fromEntries(dealerTextTranslations('sv', 'en'))
    expect(labelOf(labels, 'Bilgruppen Kungens Kurva – Verkstad')).toBe('Bilgruppen Kungens Kurva – Workshop')
    expect(labelOf(labels, 'Inventering: 09:00–14:00')).toBe('Stocktaking: 09:00–14:00')
  })
})
