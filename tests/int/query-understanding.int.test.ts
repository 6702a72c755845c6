/**
 * Query understanding over the database: the car list understands a `keyphrase` as the hero search sends it (or a shared link,
 * or a crawler). Every phrase of the table (tests/kits/phrase-table.ts) whose filters some seeded car matches
 * gives a list with cars; a phrase whose leftover words match nothing still lists its filtered cars; an editor's
 * search word in the dictionary works on the next search.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import { CAR_DERIVED } from '@/features/search/car-schema'
import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'
import { placeSlug } from '@/features/cars/list/distance'
import { demoCars } from '../helpers/demo-cars'
import { bootPayload, type TestPayload } from '../helpers/payload'
import { ROWS, type Expect } from '../kits/phrase-table'

const CARS = 2000
const SITE_OF: Record<SearchIndex, string> = { se: 'se', bb: 'bb', no: 'no', fi: 'fi', sk: 'sk', uk: 'uk' }
let ctx: TestPayload
let payload: Payload
let search: typeof import('@/features/search/search')
let list: typeof import('@/features/cars/list/queries')
let sites: Record<string, Site>
let cars: CarRecord[]

/** The list for a phrase sent as `?keyphrase=`, as the car list block reads and loads it. */
async function listFor(market: SearchIndex, locale: Locale, phrase: string) {
  const read = await list.readListState(sites[SITE_OF[market]], locale, [], new URLSearchParams({ keyphrase: phrase }))
  if (!read) throw new Error(`no list for ${phrase}`)
  return { ...read, ...(await list.loadPhraseList(market, [], read.state, null)) }
}

const numberOf = (car: CarRecord, field: string): number | null =>
  field in CAR_DERIVED
    ? CAR_DERIVED[field as keyof typeof CAR_DERIVED](car)
    : ((car as unknown as Record<string, number | null>)[field] ?? null)

/** The seeded cars of the market that the expected filters choose (the words left are not filters). */
function matching(market: SearchIndex, e: Expect): CarRecord[] {
  return cars.filter((car) => {
    if (car.index !== market) return false
    if (
      e.t?.length &&
      !e.t.some((sel) => (sel.includes('>') ? `${car.car_brand}>${car.car_model}` === sel : car.car_brand === sel))
    )
      return false
    for (const [field, values] of Object.entries(e.v ?? {}))
      if (!values.includes(String((car as unknown as Record<string, unknown>)[field]))) return false
    // This stock has no dealer sites, so no places: a phrase's town stays the filter of its cars' city.
    if (e.p && placeSlug(car.car_site_city) !== e.p) return false
    if (e.y) {
      const [min, max] = e.y
      if ((min !== null && car.car_year < min) || (max !== null && car.car_year > max)) return false
    }
    for (const [field, range] of Object.entries(e.r ?? {})) {
      const n = numberOf(car, field)
      if (n === null || (range?.min !== undefined && n < range.min) || (range?.max !== undefined && n > range.max))
        return false
    }
    return true
  })
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { valueTranslations } = await import('../../src/demo/cars/value-translations')
  const { BODY_LABELS, COLOR_LABELS, CONDITION_LABELS, DRIVE_LABELS, FUEL_LABELS, GEARBOX_LABELS } =
    await import('../../src/demo/cars/labels')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  sites = await seedSites(payload)
  cars = await demoCars(CARS)
  // One Swedish Kia whose description alone says how it was kept: the word is in no other field of any car.
  const described = cars.find((car) => car.index === 'se' && car.car_brand === 'Kia')!
  described.car_description += ' Garageförvarad och rökfri.'
  await insertCarBatch(payload, cars)
  // The value labels of the other-language pages (se /en, no /en, fi /sv) as the seed writes them, vocabulary only.
  const vocabulary = new Set(
    [BODY_LABELS, COLOR_LABELS, CONDITION_LABELS, DRIVE_LABELS, FUEL_LABELS, GEARBOX_LABELS].flatMap((t) =>
      Object.values(t).flatMap((l) => Object.values(l)),
    ),
  )
  for (const [site, from, to, locale] of [
    ['se', 'sv', 'en', 'en-GB'],
    ['no', 'nb', 'en', 'en-GB'],
    ['fi', 'fi', 'sv', 'sv-SE'],
  ] as const) {
    for (const [stored, label] of valueTranslations(from, to)) {
      if (!vocabulary.has(stored)) continue
      const doc = await payload.create({
        collection: 'dictionary-entries',
        data: { site: sites[site].id, key: `carValue.${stored}`, value: stored },
      })
      await payload.update({ collection: 'dictionary-entries', id: doc.id, locale, data: { value: label } })
    }
  }
  search = await import('@/features/search/search')
  list = await import('@/features/cars/list/queries')
  await search.searchReady()
})
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('the car list understands a keyphrase', () => {
  it('lists cars for every phrase of the table whose filters the stock has', async () => {
    const checked: string[] = []
    const empty: string[] = []
    for (const [market, locale, phrase, e] of ROWS) {
      const filters =
        (e.t?.length ?? 0) +
        Object.keys(e.v ?? {}).length +
        (e.y ? 1 : 0) +
        Object.keys(e.r ?? {}).length +
        (e.p ? 1 : 0)
      if (!filters || !matching(market, e).length) continue
      checked.push(phrase)
      const { result } = await listFor(market, locale, phrase)
      if (!result.ok || result.total === 0) empty.push(`${market} ${locale} "${phrase}"`)
    }
    expect(empty).toEqual([])
    expect(checked.length).toBeGreaterThanOrEqual(120)
  })

  it('reads the phrase’s filters into the list state and shows only cars that have them', async () => {
    const { state, result, corrections } = await listFor('se', 'sv-SE', 'volvp elbil under 900 000 kr')
    expect(state).toMatchObject({
      tree: ['Volvo'],
      values: { car_fuel: ['El'] },
      ranges: { car_price: { max: 900000 } },
      keyphrase: '',
    })
    expect(corrections).toEqual([{ typed: 'volvp', meant: 'Volvo' }])
    expect(result.ok && result.total).toBe(
      matching('se', { t: ['Volvo'], v: { car_fuel: ['El'] }, r: { car_price: { max: 900000 } } }).length,
    )
    if (result.ok) for (const car of result.cars) expect([car.car_brand, car.car_fuel]).toEqual(['Volvo', 'El'])
  })

  it('keeps the filtered cars when the words left match nothing, and names those words', async () => {
    const { state, result, unmatched } = await listFor('se', 'sv-SE', 'volvo qwzxv')
    expect(unmatched).toBe('qwzxv')
    expect(state.keyphrase).toBe('')
    expect(result.ok && result.total).toBe(matching('se', { t: ['Volvo'] }).length)
    // Words alone that match nothing are an empty list, as before.
    const alone = await listFor('se', 'sv-SE', 'qwzxv')
    expect(alone.result.ok && alone.result.total).toBe(0)
    expect(alone.unmatched).toBe('')
    // The page's subtitle names what the list shows: the brand, not the dropped word.
    const { listSearchTitle } = await import('@/features/cars/list/search-title')
    expect(await listSearchTitle(sites.se, 'sv-SE', [], new URLSearchParams({ keyphrase: 'volvo qwzxv' }))).toBe(
      'Volvo',
    )
    expect(await listSearchTitle(sites.se, 'sv-SE', [], new URLSearchParams({ keyphrase: 'volvp elbil' }))).toBe(
      'Volvo · El',
    )
  })

  it('searches the words left in the descriptions too, with stems and typos, under the phrase’s filters', async () => {
    const described = cars.find((car) => car.car_description.includes('Garageförvarad'))!
    for (const phrase of ['garageförvarad', 'garageförvarade kia', 'garagefrvarad', 'rökfria bilar']) {
      const { result, unmatched } = await listFor('se', 'sv-SE', phrase)
      expect(result.ok && result.cars.map((car) => car.car_id), phrase).toEqual([described.car_id])
      expect(unmatched).toBe('')
    }
    // The description is the index's words, not its text: the list's cards do not carry it.
    const { result } = await listFor('se', 'sv-SE', 'garageförvarad')
    expect(result.ok && (result.cars[0] as unknown as Record<string, unknown>).car_description).toBeUndefined()
  })

  it('reads an editor’s search word from the dictionary (searchWord.<word> = stored value)', async () => {
    await payload.create({
      collection: 'dictionary-entries',
      data: { site: sites.se.id, key: 'searchWord.elsparkbil', value: 'El' },
      locale: 'sv-SE',
    })
    const { state } = await listFor('se', 'sv-SE', 'elsparkbil')
    expect(state.values.car_fuel).toEqual(['El'])
  })
})
