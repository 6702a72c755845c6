import { describe, expect, it } from 'vitest'
import { pageGtmId } from './page-shell'

describe('pageGtmId (spec 1 §3: page gtmID over the site settings gtmID)', () => {
  it("takes the page's own container", () => {
    expect(pageGtmId('GTM-SITE1', { gtmID: 'GTM-PAGE1' })).toBe('GTM-PAGE1')
  })

  it("falls back to the site's without a page container", () => {
    expect(pageGtmId('GTM-SITE1', { gtmID: null })).toBe('GTM-SITE1')
    expect(pageGtmId('GTM-SITE1', { gtmID: '  ' })).toBe('GTM-SITE1')
    expect(pageGtmId('GTM-SITE1', null)).toBe('GTM-SITE1')
  })

  it('never passes on something that is not a GTM id', () => {
    expect(pageGtmId('GTM-SITE1', { gtmID: 'x"><script>' })).toBe('GTM-SITE1')
    expect(pageGtmId('nope', null)).toBeNull()
    expect(pageGtmId(null, null)).toBeNull()
  })
})
