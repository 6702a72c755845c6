import { describe, expect, it } from 'vitest'
import { siteCellText, siteIdOf } from './site-cell-rules'

const names = new Map([
  [1, 'Bilgruppen'],
  [6, 'Motor Group UK'],
])

describe("a list's site column", () => {
  it('reads the site id from an id or from a populated site', () => {
    expect(siteIdOf(6)).toBe(6)
    expect(siteIdOf('6')).toBe(6)
    expect(siteIdOf({ id: 6, name: 'Motor Group UK' })).toBe(6)
    expect(siteIdOf(null)).toBeNull()
    expect(siteIdOf(undefined)).toBeNull()
    expect(siteIdOf('uk')).toBeNull()
    expect(siteIdOf(1.5)).toBeNull()
  })

  it("names the row's site whichever way the row holds it", () => {
    expect(siteCellText(1, names, 'Group')).toBe('Bilgruppen')
    expect(siteCellText({ id: 6 }, names, 'Group')).toBe('Motor Group UK')
  })

  it('says what an empty value means, and shows the id of a site it cannot name', () => {
    expect(siteCellText(null, names, 'Group')).toBe('Group')
    expect(siteCellText(42, names, 'Group')).toBe('#42')
  })
})
