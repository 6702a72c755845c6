import { afterEach, describe, expect, it, vi } from 'vitest'
import { lookupRedirect } from './redirect-client'
import { provideRedirectLookup, type RedirectLookup } from './redirect-bridge'

const holder = globalThis as unknown as { __routeRedirectLookup?: RedirectLookup }

afterEach(() => {
  delete holder.__routeRedirectLookup
  vi.unstubAllGlobals()
})

describe('the proxy’s redirect lookup', () => {
  it('asks the app over HTTP until the route module has provided its lookup', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ redirect: { status: 302, location: '/kop-bil/7/volvo' } })),
    )
    vi.stubGlobal('fetch', fetchMock)
    await expect(lookupRedirect('se', 'sv-SE', '/kop-bil/7')).resolves.toEqual({
      status: 302,
      location: '/kop-bil/7/volvo',
    })
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/platform/route-redirect?site=se')
  })

  it('calls the provided lookup in process, without a request', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const lookup = vi.fn<RedirectLookup>(async () => ({ status: 301, location: '/kop-bil/7/ratt-namn' }))
    provideRedirectLookup(lookup)
    await expect(lookupRedirect('se', 'sv-SE', '/kop-bil/7/fel')).resolves.toEqual({
      status: 301,
      location: '/kop-bil/7/ratt-namn',
    })
    expect(lookup).toHaveBeenCalledWith('se', 'sv-SE', '/kop-bil/7/fel')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('renders the page (null) when the lookup fails, in process or over HTTP', async () => {
    provideRedirectLookup(async () => {
      throw new Error('database down')
    })
    await expect(lookupRedirect('se', 'sv-SE', '/kop-bil/7')).resolves.toBeNull()
    delete holder.__routeRedirectLookup
    vi.stubGlobal('fetch', async () => new Response('unavailable', { status: 503 }))
    await expect(lookupRedirect('se', 'sv-SE', '/kop-bil/7')).resolves.toBeNull()
  })
})
