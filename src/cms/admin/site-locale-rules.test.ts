import { describe, expect, it } from 'vitest'
import { adminUrlWithLocale, fallbackLabel, localeToSwitchTo, orderedSiteLocales } from './site-locale-rules'

describe("the admin's locale follows the site", () => {
  it("lists a site's locales with its default first", () => {
    expect(orderedSiteLocales({ siteLocales: ['en-GB', 'fi-FI', 'sv-SE'], defaultLocale: 'fi-FI' })).toEqual({
      defaultLocale: 'fi-FI',
      locales: ['fi-FI', 'en-GB', 'sv-SE'],
    })
    expect(orderedSiteLocales({ siteLocales: ['en-GB'], defaultLocale: 'sv-SE' })).toEqual({
      defaultLocale: 'en-GB',
      locales: ['en-GB'],
    })
    expect(orderedSiteLocales({ siteLocales: [], defaultLocale: 'sv-SE' })).toBeNull()
  })

  it("switches to the site's default locale only when the current one is not the site's", () => {
    const uk = { defaultLocale: 'en-GB', locales: ['en-GB'] }
    const se = { defaultLocale: 'sv-SE', locales: ['sv-SE', 'en-GB'] }
    expect(localeToSwitchTo('sv-SE', uk)).toBe('en-GB')
    expect(localeToSwitchTo('en-GB', se)).toBeNull()
    expect(localeToSwitchTo(undefined, se)).toBe('sv-SE')
    expect(localeToSwitchTo('sv-SE', null)).toBeNull()
  })

  it('keeps the view and its query when setting the locale', () => {
    expect(
      adminUrlWithLocale(
        '/admin',
        ['collections', 'pages'],
        { page: '2', locale: 'sv-SE', where: ['a', 'b'] },
        'en-GB',
      ),
    ).toBe('/admin/collections/pages?page=2&where=a&where=b&locale=en-GB')
    expect(adminUrlWithLocale('/admin/', undefined, undefined, 'nb-NO')).toBe('/admin?locale=nb-NO')
  })

  it('marks a fallback with its locale, and has none for an empty value', () => {
    expect(fallbackLabel('Om oss', 'sv-SE')).toBe('Om oss (sv-SE)')
    expect(fallbackLabel('  ', 'sv-SE')).toBeNull()
    expect(fallbackLabel(null, 'sv-SE')).toBeNull()
  })
})
