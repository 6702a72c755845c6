import { afterEach, describe, expect, it } from 'vitest'
import { CATALOGUE_TTL_MS, cachedCatalogue, clearCatalogueCache } from './catalogue-cache'

afterEach(() => clearCatalogueCache())

describe('the catalogue cache', () => {
  it('loads once within the TTL, then serves the kept copy while a fresh one loads', async () => {
    let loads = 0
    let release: (v: string) => void = () => {}
    const load = () => {
      loads += 1
      return loads === 1 ? Promise.resolve('first') : new Promise<string>((resolve) => (release = resolve))
    }
    expect(await cachedCatalogue(load, 0)).toBe('first')
    expect(await cachedCatalogue(load, CATALOGUE_TTL_MS - 1)).toBe('first')
    expect(loads).toBe(1)
    expect(await cachedCatalogue(load, CATALOGUE_TTL_MS + 1)).toBe('first')
    expect(await cachedCatalogue(load, CATALOGUE_TTL_MS + 2)).toBe('first')
    expect(loads).toBe(2)
    release('second')
    await new Promise((resolve) => setImmediate(resolve))
    expect(await cachedCatalogue(load, CATALOGUE_TTL_MS + 3)).toBe('second')
  })

  it('keeps the last good copy when a refresh fails, and loads anew after an editor’s change', async () => {
    let n = 0
    const load = () => (++n === 2 ? Promise.reject(new Error('down')) : Promise.resolve(`v${n}`))
    expect(await cachedCatalogue(load, 0)).toBe('v1')
    expect(await cachedCatalogue(load, CATALOGUE_TTL_MS + 1)).toBe('v1')
    await new Promise((resolve) => setImmediate(resolve))
    expect(await cachedCatalogue(load, CATALOGUE_TTL_MS + 2)).toBe('v1')
    clearCatalogueCache()
    expect(await cachedCatalogue(load, CATALOGUE_TTL_MS + 3)).toMatch(/^v\d$/)
  })

  it('does not keep a failed first load', async () => {
    await expect(cachedCatalogue(() => Promise.reject(new Error('down')), 0)).rejects.toThrow('down')
    expect(await cachedCatalogue(() => Promise.resolve('ok'), 1)).toBe('ok')
  })
})
