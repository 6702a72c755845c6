/** requestSite (src/sites/request-site.ts) over the seeded site table, as a route handler calls it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let requestSite: typeof import('@/sites/request-site').requestSite

beforeAll(async () => {
  ctx = await bootPayload()
  const { seedSites } = await import('@/demo/seed/sites')
  await seedSites(ctx.payload)
  ;({ requestSite } = await import('@/sites/request-site'))
})
afterAll(async () => ctx?.teardown())

const get = (url: string, host: string) => new Request(url, { headers: { host } })

describe('requestSite', () => {
  it('gives the site of the Host header with its document, in its default locale', async () => {
    const result = await requestSite(get('http://no.localhost:3000/api/mechmate/x', 'no.localhost:3000'))
    if (!('context' in result)) throw new Error('expected a site')
    expect(result.context.route.key).toBe('no')
    expect(result.context.site.key).toBe('no')
    expect(result.context.locale).toBe('nb-NO')
  })

  it('resolves a redirect host to its site and takes a locale the site has', async () => {
    const result = await requestSite(get('http://www.se.localhost/api/x?locale=en-GB', 'www.se.localhost'))
    if (!('context' in result)) throw new Error('expected a site')
    expect([result.context.route.key, result.context.locale]).toEqual(['se', 'en-GB'])
  })

  it('honours ?site= only when the route opts in, and answers 400 for an unknown one', async () => {
    const ignored = await requestSite(get('http://se.localhost/api/x?site=fi', 'se.localhost'))
    expect('context' in ignored && ignored.context.route.key).toBe('se')
    const chosen = await requestSite(get('http://se.localhost/api/x?site=fi', 'se.localhost'), { allowSiteParam: true })
    expect('context' in chosen && [chosen.context.route.key, chosen.context.locale]).toEqual(['fi', 'fi-FI'])
    const unknown = await requestSite(get('http://se.localhost/api/x?site=zz', 'se.localhost'), {
      allowSiteParam: true,
    })
    if (!('response' in unknown)) throw new Error('expected a response')
    expect(unknown.response.status).toBe(400)
    expect((await unknown.response.json()).issues[0].field).toBe('site')
  })
})
