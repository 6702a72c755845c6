import { describe, expect, it } from 'vitest'
import { allowsTags, consentCookie, consentModeState, gtmScriptUrl, pageViewEvent, parseConsent } from './consent'

describe('consent', () => {
  it('round-trips the choice through the cookie value', () => {
    const cookie = consentCookie({ analytics: true, marketing: false })
    expect(cookie).toMatch(/^consent=.+; Max-Age=15552000; Path=\/; SameSite=Lax$/)
    const value = decodeURIComponent(cookie.split(';')[0].slice('consent='.length))
    expect(parseConsent(value)).toEqual({ v: 1, analytics: true, marketing: false })
  })

  it('treats a missing, malformed or foreign cookie as no choice', () => {
    expect(parseConsent(undefined)).toBeNull()
    expect(parseConsent('yes')).toBeNull()
    expect(parseConsent('{"v":0,"analytics":true,"marketing":true}')).toBeNull()
    expect(parseConsent('{"v":1,"analytics":"yes","marketing":true}')).toBeNull()
  })

  it('loads tags only after consent to statistics or marketing', () => {
    expect(allowsTags(null)).toBe(false)
    expect(allowsTags({ v: 1, analytics: false, marketing: false })).toBe(false)
    expect(allowsTags({ v: 1, analytics: true, marketing: false })).toBe(true)
    expect(allowsTags({ v: 1, analytics: false, marketing: true })).toBe(true)
  })

  it('builds the GTM URL only from a real container id', () => {
    expect(gtmScriptUrl('GTM-BGSE01')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-BGSE01')
    expect(gtmScriptUrl('GTM-1"><script>')).toBeNull()
    expect(gtmScriptUrl(null)).toBeNull()
  })

  it('page-view event carries channel WEB, currency USD, page, variant and language', () => {
    expect(pageViewEvent({ pathname: '/kop-bil', language: 'sv-SE' })).toEqual({
      event: 'page_view',
      channel: 'WEB',
      currency: 'USD',
      page: '/kop-bil',
      pageVariantId: 'default',
      language: 'sv-SE',
    })
  })
})

describe('Consent Mode v2', () => {
  const denied = {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  }
  it('denies every storage type without an answer or after a rejection', () => {
    expect(consentModeState(null)).toEqual(denied)
    expect(consentModeState({ v: 1, analytics: false, marketing: false })).toEqual(denied)
  })
  it('grants analytics storage for statistics and the three advertising types for marketing, each alone', () => {
    expect(consentModeState({ v: 1, analytics: true, marketing: false })).toEqual({
      ...denied,
      analytics_storage: 'granted',
    })
    expect(consentModeState({ v: 1, analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    })
  })
})
