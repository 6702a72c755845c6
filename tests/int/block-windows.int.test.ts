/**
 * A block's visibility window (src/features/blocks/window.ts): a published page's car teaser dated for
 * a weekend is left out of the blocks the page renders before and after it and shown inside it, the page's render
 * deadline is the next opening or closing, and the page kept between renders (src/features/pages/find.ts) still holds
 * the block. The window is read on the site's clock, and an editor's impossible window is refused on its field.
 */
import type { Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, Site } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let se: Site
let uk: Site

type Layout = NonNullable<Page['layout']>

const callToAction = {
  blockType: 'callToAction',
  title: 'Boka provkörning',
  link: { label: 'Kontakt', href: '/kontakt' },
} as Layout[number]
/** Friday 18:00 to Monday 00:00 on the site's clock. */
const weekendTeaser = {
  blockType: 'carTeaser',
  source: 'Query',
  filters: [{ field: 'caroftheweek', value: 'true' }],
  shownFrom: '2027-05-14 18:00',
  shownUntil: '2027-05-17 00:00',
} as Layout[number]

const publishPage = (site: Site, slug: string, layout: Layout) =>
  payload.create({
    collection: 'pages',
    locale: site.defaultLocale as 'sv-SE' | 'en-GB',
    data: { site: site.id, title: slug, slug, layout, _status: 'published' },
  })

/** The paths and messages of a refused save. */
async function refused(attempt: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error = (await attempt.then(
    () => null,
    (e: unknown) => e,
  )) as ValidationError | null
  expect(error?.name).toBe('ValidationError')
  return error!.data.errors.map(({ path, message }) => ({ path, message }))
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const sites = await seedSites(payload)
  se = sites.se
  uk = sites.uk
})
afterAll(async () => ctx?.teardown())

describe('a page with a dated car teaser', () => {
  it('renders the teaser only inside its window, and is kept no later than the next change', async () => {
    const { findPage } = await import('@/features/pages/find')
    const { pageBlocksShown } = await import('@/features/pages/shown-blocks')
    await publishPage(se, 'helgkampanj', [callToAction, weekendTeaser])
    const page = (await findPage(se.id, 'sv-SE', '/helgkampanj'))!
    const shownAt = (iso: string) => {
      const { blocks, until } = pageBlocksShown(page, se, new Date(iso))
      return { blocks: blocks.map((b) => b.blockType), until: until === null ? null : new Date(until).toISOString() }
    }
    // Stockholm is on CEST in May: 18:00 is 16:00 UTC, Monday 00:00 is Sunday 22:00 UTC.
    expect(shownAt('2027-05-14T15:59:00Z')).toEqual({
      blocks: ['callToAction'],
      until: '2027-05-14T16:00:00.000Z',
    })
    expect(shownAt('2027-05-14T16:00:00Z')).toEqual({
      blocks: ['callToAction', 'carTeaser'],
      until: '2027-05-16T22:00:00.000Z',
    })
    expect(shownAt('2027-05-16T22:00:00Z')).toEqual({ blocks: ['callToAction'], until: null })
    // The choice is made per render: the kept page still has the teaser for the next one.
    const kept = (await findPage(se.id, 'sv-SE', '/helgkampanj'))!
    expect(kept.layout?.map((b) => b.blockType)).toEqual(['callToAction', 'carTeaser'])
  })

  it("reads the same window on the UK site's clock, an hour later", async () => {
    const { findPage } = await import('@/features/pages/find')
    const { pageBlocksShown } = await import('@/features/pages/shown-blocks')
    await publishPage(uk, 'weekend-offer', [weekendTeaser])
    const page = (await findPage(uk.id, 'en-GB', '/weekend-offer'))!
    expect(pageBlocksShown(page, uk, new Date('2027-05-14T16:30:00Z')).blocks).toEqual([])
    const opened = pageBlocksShown(page, uk, new Date('2027-05-14T17:00:00Z'))
    expect(opened.blocks.map((b) => b.blockType)).toEqual(['carTeaser'])
    expect(new Date(opened.until!).toISOString()).toBe('2027-05-16T23:00:00.000Z')
  })
})

describe("an editor's window", () => {
  it('refuses an end before the start on "Shown until"', async () => {
    const errors = await refused(
      publishPage(se, 'baklanges', [
        { ...weekendTeaser, shownFrom: '2027-05-17 00:00', shownUntil: '2027-05-14 18:00' } as Layout[number],
      ]),
    )
    expect(errors).toEqual([{ path: 'layout.0.shownUntil', message: '"Shown until" must be after "Shown from".' }])
  })

  it("refuses a time the site's clock skips, on its field and only where the clock skips it", async () => {
    // 01:30 on 28 March 2027 does not exist in London (01:00 GMT becomes 02:00 BST); in Stockholm it is still CET.
    const springNight = { ...callToAction, shownFrom: '2027-03-28 01:30' } as Layout[number]
    const errors = await refused(publishPage(uk, 'spring-night', [springNight]))
    expect(errors).toEqual([
      { path: 'layout.0.shownFrom', message: 'That time does not exist in Europe/London: the clocks go forward then.' },
    ])
    const page = await publishPage(se, 'varnatt', [springNight])
    expect(page.layout?.[0]).toMatchObject({ shownFrom: '2027-03-28 01:30' })
  })
})
