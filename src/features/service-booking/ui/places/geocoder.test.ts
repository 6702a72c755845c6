import { describe, expect, it, vi } from 'vitest'
import { findPlaces } from './geocoder'
import { log } from '@/platform/log/logger'

const uppsala = { name: 'Uppsala', latitude: 59.86, longitude: 17.64, placeId: 'x-1', region: 'Uppsala län' }

describe('place source (DESIGN §5)', () => {
  it('searches the packaged gazetteer without GEOCODING_API_URL', async () => {
    const fetcher = vi.fn()
    expect((await findPlaces('lund', {}, fetcher))[0].name).toBe('Lund')
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('asks the geocoding API for Swedish places in Swedish when it is set', async () => {
    const fetcher = vi.fn(async () => Response.json({ places: [uppsala] }))
    expect(
      await findPlaces(
        'upp',
        { GEOCODING_API_URL: 'https://geo.example/v1/places' },
        fetcher as unknown as typeof fetch,
      ),
    ).toEqual([uppsala])
    const url = new URL(String((fetcher.mock.calls[0] as unknown[])[0]))
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'upp', country: 'se', language: 'sv' })
  })

  it('falls back to the gazetteer when the API fails or answers nonsense', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {})
    for (const answer of [new Response('no', { status: 502 }), Response.json({ places: [{ name: 1 }] })]) {
      expect(
        (
          await findPlaces(
            'lund',
            { GEOCODING_API_URL: 'https://geo.example/v1/places' },
            (async () => answer) as typeof fetch,
          )
        )[0].name,
      ).toBe('Lund')
    }
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})
