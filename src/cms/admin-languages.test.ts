import { describe, expect, it } from 'vitest'
import {
  cookieLanguage,
  inAdminLanguage,
  isAdminLanguage,
  languageCookie,
  needsLanguageRefresh,
} from './admin-languages'

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

  it("reads the admin language from the browser's cookies, under Payload's cookie prefix", () => {
    expect(cookieLanguage('payload-token=abc; payload-lng=sv; payload-tenant=3')).toBe('sv')
    expect(cookieLanguage('payload-lng=nb')).toBe('nb')
    expect(cookieLanguage('cms-lng=sk; payload-lng=sv', 'cms')).toBe('sk')
    // None, an empty (cleared) one, a language the admin does not have, or a look-alike name: none.
    expect(cookieLanguage('')).toBeNull()
    expect(cookieLanguage('payload-lng=')).toBeNull()
    expect(cookieLanguage('payload-lng=fi')).toBeNull()
    expect(cookieLanguage('xpayload-lng=sv')).toBeNull()
  })

  it('renders the admin again once when the cookie names another language than the one it shows', () => {
    // Signed in with Swedish on the account, in an admin first loaded in English: refresh.
    expect(needsLanguageRefresh({ cookie: 'sv', rendered: 'en', refreshedFor: null })).toBe(true)
    // Already in the account's language, or no language on the account (the browser's decides): nothing to do.
    expect(needsLanguageRefresh({ cookie: 'sv', rendered: 'sv', refreshedFor: null })).toBe(false)
    expect(needsLanguageRefresh({ cookie: null, rendered: 'en', refreshedFor: null })).toBe(false)
    // Refreshed for Swedish and still not Swedish: no second refresh (no loop); another change refreshes again.
    expect(needsLanguageRefresh({ cookie: 'sv', rendered: 'en', refreshedFor: 'sv' })).toBe(false)
    expect(needsLanguageRefresh({ cookie: 'nb', rendered: 'sv', refreshedFor: 'sv' })).toBe(true)
  })

  it('gives a text in the language the admin is drawn in, English for a language it does not have', () => {
    const text = { en: 'Required', sv: 'Obligatoriskt', nb: 'Påkrevd', sk: 'Povinné' }
    expect(inAdminLanguage(text, 'sv')).toBe('Obligatoriskt')
    expect(inAdminLanguage(text, 'sk')).toBe('Povinné')
    expect(inAdminLanguage(text, 'fi')).toBe('Required')
    expect(inAdminLanguage(text, undefined)).toBe('Required')
  })
})
