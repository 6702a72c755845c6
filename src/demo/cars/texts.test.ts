import { describe, expect, it } from 'vitest'

import { consumptionText, ncapText, odometerText, rangeText } from './texts'

describe('car texts', () => {
  it('writes odometer, range and consumption in the market unit', () => {
    expect(odometerText(4_520, 'se')).toBe('4 520 mil')
    expect(odometerText(45_200, 'no')).toBe('45 200 km')
    expect(odometerText(28_090, 'uk')).toBe('28,090 miles')
    expect(rangeText(515, 'sv')).toBe('515 km')
    expect(rangeText(515, 'en')).toBe('320 miles')
    expect(consumptionText(6.8, false, 'sv')).toBe('0,68 l/mil')
    expect(consumptionText(17.1, true, 'sv')).toBe('1,71 kWh/mil')
    expect(consumptionText(6.8, false, 'fi')).toBe('6,8 l/100 km')
    expect(consumptionText(6.8, false, 'en')).toBe('41.5 mpg')
    expect(consumptionText(16, true, 'en')).toBe('3.9 miles/kWh')
  })

  it('inflects NCAP stars', () => {
    expect(ncapText(5, 'sv')).toBe('5 stjärnor')
    expect(ncapText(1, 'sv')).toBe('1 stjärna')
    expect(ncapText(4, 'sk')).toBe('4 hviezdičky')
    expect(ncapText(5, 'sk')).toBe('5 hviezdičiek')
    expect(ncapText(5, 'fi')).toBe('5 tähteä')
    expect(ncapText(1, 'en')).toBe('1 star')
  })
})
