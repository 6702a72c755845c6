import { describe, expect, it } from 'vitest'
import type { SiteRoute } from '@/sites/host-table'
import { isSiteSelectionError, selectSite, type SiteSelection } from './site-selection'

const se: SiteRoute = {
  key: 'se',
  primaryHost: 'se.localhost',
  hosts: ['se.localhost', 'www.bilar.example'],
  redirectHosts: ['bilar.example'],
  isDefault: true,
  locales: ['sv-SE', 'en-GB'],
  defaultLocale: 'sv-SE',
}
const no: SiteRoute = {
  key: 'no',
  primaryHost: 'no.localhost',
  hosts: ['no.localhost'],
  redirectHosts: [],
  isDefault: false,
  locales: ['nb-NO'],
  defaultLocale: 'nb-NO',
}
const sites = [se, no]

const select = (host: string | null, query: { site?: string; locale?: string } = {}, allowSiteParam = false) =>
  selectSite(sites, { host, site: query.site ?? null, locale: query.locale ?? null }, { allowSiteParam })

const ok = (value: ReturnType<typeof select>): SiteSelection => {
  if (isSiteSelectionError(value)) throw new Error(`expected a site, got ${value.message}`)
  return value
}

describe('selectSite', () => {
  it('takes the site of the Host header, port and case ignored, in its default locale', () => {
    expect(ok(select('NO.localhost:3000'))).toEqual({ route: no, locale: 'nb-NO' })
  })

  it('resolves a redirect host to its site', () => {
    expect(ok(select('bilar.example')).route.key).toBe('se')
  })

  it('gives an unknown host the default site, as pages do', () => {
    expect(ok(select('elsewhere.example')).route.key).toBe('se')
    expect(ok(select(null)).route.key).toBe('se')
  })

  it('takes ?locale= when the site has it, else the default', () => {
    expect(ok(select('se.localhost', { locale: 'en-GB' })).locale).toBe('en-GB')
    expect(ok(select('se.localhost', { locale: 'nb-NO' })).locale).toBe('sv-SE')
    expect(ok(select('se.localhost', { locale: 'xx' })).locale).toBe('sv-SE')
  })

  it('ignores ?site= unless the route opts in', () => {
    expect(ok(select('se.localhost', { site: 'no' })).route.key).toBe('se')
    expect(ok(select('se.localhost', { site: 'no' }, true))).toEqual({ route: no, locale: 'nb-NO' })
  })

  it('answers 400 naming site for an unknown key, without repeating it', () => {
    const result = select('se.localhost', { site: 'zz-evil' }, true)
    expect(result).toEqual({ status: 400, field: 'site', message: 'is not a known site; known: se, no' })
  })

  it('answers 404 when there is no site at all', () => {
    expect(selectSite([], { host: 'se.localhost', site: null, locale: null })).toMatchObject({ status: 404 })
  })
})
