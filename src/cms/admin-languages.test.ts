import { describe, expect, it } from 'vitest'
import { isAdminLanguage, languageCookie } from './admin-languages'

describe("the admin's own language", () => {
  it("knows the languages Payload translates among the editors' markets, and no other", () => {
    expect(['en', 'sv', 'nb', 'sk'].every(isAdminLanguage)).toBe(true)
    // Payload ships no Finnish: Finnish editors get the English admin.
    expect(isAdminLanguage('fi')).toBe(false)
    expect(isAdminLanguage('sv-SE')).toBe(false)
    expect(isAdminLanguage(undefined)).toBe(false)
  })

  it("gives the browser Payload's language cookie for the editor's choice", () => {
    expect(languageCookie('sv')).toBe('payload-lng=sv; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(languageCookie('nb', { secure: true, prefix: 'cms' })).toBe(
      'cms-lng=nb; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    )
  })

  it('sets no cookie when the editor chose nothing (the browser language decides) or a value that is not a language', () => {
    expect(languageCookie(null)).toBeNull()
    expect(languageCookie('de; Path=/admin')).toBeNull()
  })
})
