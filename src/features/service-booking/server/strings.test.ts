import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/cms/locales'
import { catalogueKeys, placeholdersOf } from '@/i18n/catalogue'
import { bookingApiStrings } from './strings'

describe('the workshopBooking catalogue', () => {
  it('has a text for every key in every locale, with the placeholders of sv-SE', () => {
    for (const key of catalogueKeys(bookingApiStrings)) {
      const reference = placeholdersOf(bookingApiStrings.strings['sv-SE'][key])
      for (const locale of LOCALES) {
        const text = bookingApiStrings.strings[locale][key]
        expect(text.trim(), `${key} in ${locale}`).not.toBe('')
        expect(placeholdersOf(text), `${key} in ${locale}`).toEqual(reference)
      }
    }
  })

  it('says the spec’s texts in Swedish', () => {
    const sv = bookingApiStrings.strings['sv-SE']
    expect(sv.offeringUnavailable).toBe('{name} är inte tillgänglig för denna bilmodell')
    expect(sv.unsupportedBrand).toBe(
      'Du bokar din service, däckbyte och verkstad för {brand} via länken högst upp på sidan.',
    )
    expect(sv.mileageRequired).toBe('Ange miltal')
    expect(sv.userInputRequired).toBe('Ange meddelande')
    expect(sv.slotTaken).toMatch(/^Tiden är inte längre ledig/)
  })
})
