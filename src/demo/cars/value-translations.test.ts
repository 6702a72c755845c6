import { expect, it } from 'vitest'
import { valueTranslations } from './value-translations'

it('translates the Swedish and Norwegian stored values to English and the Finnish ones to Swedish', () => {
  const svEn = valueTranslations('sv', 'en')
  expect(svEn.get('Bensin')).toBe('Petrol')
  expect(svEn.get('Automat')).toBe('Automatic')
  expect(svEn.get('Kombi')).toBe('Estate')
  expect(svEn.get('Dragkrok')).toBe('Tow bar')
  expect(svEn.has('Diesel')).toBe(false)
  expect(valueTranslations('nb', 'en').get('Stasjonsvogn')).toBe('Estate')
  expect(valueTranslations('fi', 'sv').get('Bensiini')).toBe('Bensin')
  expect(svEn.get('Kampanjpris – du sparar {amount}')).toBe('Offer price – save {amount}')
  expect(svEn.get('Vinterhjul ingår')).toBe('Free winter wheel set')
  expect(svEn.get('Privatleasing')).toBe('Personal Contract Hire')
  expect(svEn.get('{amount}/mån')).toBe('{amount}/month')
})
