import { describe, expect, it } from 'vitest'
import { HOME_COPY } from './home-copy'
import { featuredModels, modelFacts } from './home-blocks'

/** Model cards printed "4.8 s" where car pages print "5,4 s". */
describe('model card figures', () => {
  const sites = [
    { key: 'se', locales: ['sv-SE', 'en-GB'] },
    { key: 'no', locales: ['nb-NO', 'en-GB'] },
    { key: 'fi', locales: ['fi-FI', 'sv-SE'] },
    { key: 'sk', locales: ['sk-SK'] },
    { key: 'uk', locales: ['en-GB'] },
  ] as const

  it('are written in the page language’s number format (decimal comma, space between thousands; English point and comma)', () => {
    for (const { key, locales } of sites) {
      for (const locale of locales) {
        const english = locale === 'en-GB'
        for (const model of featuredModels(key)) {
          const facts = modelFacts(model, locale)
          const accel = facts.find((f) => f.label === HOME_COPY[locale].models.acceleration)!
          expect(accel.labelValue, `${key} ${locale} ${model.key}`).toMatch(english ? /^\d+\.\d s$/ : /^\d+,\d s$/)
          for (const { labelValue } of facts)
            expect(labelValue).not.toMatch(english ? /\d,\d(?!\d{2})|\d \d{3}/ : /\d[.,]\d{3}\b|\d\.\d/)
        }
      }
    }
  })

  it('print a Swedish acceleration with a comma', () => {
    const [model] = featuredModels('se')
    const accel = Math.min(...model.engines.map((e) => e.accel))
    expect(modelFacts(model, 'sv-SE')).toContainEqual({
      label: '0–100 km/h',
      labelValue: `${accel.toFixed(1).replace('.', ',')} s`,
    })
  })
})
