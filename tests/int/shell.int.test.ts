import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'
import type { Site } from '@/payload-types'

let ctx: TestPayload
let payload: Payload
let fi: Site
let se: Site

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const sites = await seedSites(payload)
  fi = sites.fi
  se = sites.se
})
afterAll(async () => ctx?.teardown())

describe('site messages (spec 1 §4 "Site message banner")', () => {
  it('loads the active messages of a site in a locale, leaving out ones untranslated there', async () => {
    const { loadSiteMessages } = await import('@/features/shell/message/load')
    const { invalidateShellCache } = await import('@/sites/shell-cache')
    const warning = await payload.create({
      collection: 'site-messages',
      locale: 'fi-FI',
      data: {
        site: fi.id,
        title: 'Huoltokatko',
        text: 'Ajanvaraus on suljettu sunnuntaina.',
        type: 'Warning',
        active: true,
      },
    })
    await payload.update({
      collection: 'site-messages',
      id: warning.id,
      locale: 'sv-SE',
      data: { title: 'Serviceavbrott', text: 'Bokningen är stängd på söndag.' },
    })
    await payload.create({
      collection: 'site-messages',
      locale: 'fi-FI',
      data: { site: fi.id, title: 'Vain suomeksi', text: 'Ei käännöstä.', type: 'Other' },
    })
    await payload.create({
      collection: 'site-messages',
      locale: 'fi-FI',
      data: { site: fi.id, title: 'Pois päältä', text: 'Ei näy.', type: 'Light', active: false },
    })
    await payload.create({
      collection: 'site-messages',
      locale: 'sv-SE',
      data: { site: se.id, title: 'Annan sajt', text: 'Syns inte på fi.', type: 'Neutral' },
    })
    invalidateShellCache()

    const finnish = await loadSiteMessages(fi.id, 'fi-FI')
    expect(finnish.map((m) => [m.title, m.type])).toEqual([
      ['Huoltokatko', 'Warning'],
      ['Vain suomeksi', 'Other'],
    ])
    const swedish = await loadSiteMessages(fi.id, 'sv-SE')
    expect(swedish.map((m) => m.title)).toEqual(['Serviceavbrott'])
  })

  it('keeps a message’s start and end, and a page shows it only in between', async () => {
    const { loadSiteMessages } = await import('@/features/shell/message/load')
    const { messagesShown } = await import('@/features/shell/message/shown')
    const { invalidateShellCache } = await import('@/sites/shell-cache')
    await payload.create({
      collection: 'site-messages',
      locale: 'sv-SE',
      data: {
        site: se.id,
        title: 'Vårkampanj',
        text: 'Gäller t.o.m. 30 april.',
        type: 'Light',
        startsAt: '2026-03-01T00:00:00.000Z',
        endsAt: '2026-05-01T00:00:00.000Z',
      },
    })
    invalidateShellCache()
    const stored = (await loadSiteMessages(se.id, 'sv-SE')).find((m) => m.title === 'Vårkampanj')
    expect(stored).toMatchObject({ startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-05-01T00:00:00.000Z' })
    const titles = (now: string) => messagesShown(null, [stored!], Date.parse(now)).messages.map((m) => m.title)
    expect(titles('2026-04-15T12:00:00Z')).toEqual(['Vårkampanj'])
    expect(titles('2026-11-27T12:00:00Z')).toEqual([])
  })

  it('rejects a message without a title or with an unknown type, naming the field', async () => {
    // The message names the field by its label in the admin language; the error's path is the field itself.
    const naming = (path: string) => ({ data: { errors: [expect.objectContaining({ path })] } })
    await expect(
      payload.create({ collection: 'site-messages', data: { site: fi.id, text: 'x', type: 'Neutral' } as never }),
    ).rejects.toMatchObject(naming('title'))
    await expect(
      payload.create({
        collection: 'site-messages',
        data: { site: fi.id, title: 'x', text: 'x', type: 'Blinking' } as never,
      }),
    ).rejects.toMatchObject(naming('type'))
  })
})
