/**
 * Pages served from the render cache. One render serves every visitor (the page reads no
 * cookie: the visitor's consent and dismissed alert are applied in the browser before the first paint),
 * every answer of a stored page is the same bytes under one policy that names its inline scripts by hash,
 * a client that holds it gets a 304, editors are never served from the cache, and an editor's
 * publish shows in the served HTML (polled, never timed). Also: every
 * site serves its favicon.
 */
import http from 'node:http'
import zlib from 'node:zlib'
import { expect, test } from './test'
import { E2E_HEALTH_TOKEN, editorToken, PORT, rawGet as rawGetAny, siteUrl } from './helpers'

const SITES = ['se', 'bb', 'no', 'fi', 'sk', 'uk']
const API = `http://127.0.0.1:${PORT}`
const HOST = { host: `se.localhost:${PORT}` }
/** A page no other browser test reads: the publish test changes its title while other tests run. */
const PUBLISHED_PATH = '/kop-bil/bilagande/forsakring'

/** A document request, as a browser makes it (the client router's RSC fetches accept anything). */
const rawGet = (site: string, path: string, port = PORT, headers: Record<string, string> = {}) =>
  rawGetAny(site, path, port, { accept: 'text/html', ...headers })

test.describe('render cache', () => {
  // In order, in one worker: the publish test below drops every stored page of the site, which would turn the
  // navigation test's second visitor into a miss if it ran between its two visitors.
  test.describe.configure({ mode: 'default' })
  test('a content page is served from the cache: the same bytes and policy for every visitor, and a 304 for one who holds it', async () => {
    await rawGet('se', '/om-bilgruppen/om-oss')
    const first = await rawGet('se', '/om-bilgruppen/om-oss')
    const second = await rawGet('se', '/om-bilgruppen/om-oss')
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      expect(answer.headers['x-render-cache']).toBe('hit')
      expect(String(answer.headers['content-security-policy'])).toContain("object-src 'none'")
      expect(String(answer.headers['content-security-policy'])).not.toContain('nonce-')
      // Without CDN_MAX_AGE only the browser keeps it, and asks again each time.
      expect(answer.headers['cache-control']).toBe('private, no-cache')
    }
    expect(second.body).toBe(first.body)
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(second.headers.etag).toBe(first.headers.etag)
    const held = await rawGet('se', '/om-bilgruppen/om-oss', PORT, { 'if-none-match': String(first.headers.etag) })
    expect(held.status).toBe(304)
    expect(held.body).toBe('')
    // The same render for every visitor: a consent cookie changes nothing in the HTML.
    const withCookie = await rawGet('se', '/om-bilgruppen/om-oss', PORT, {
      cookie: 'consent=%7B%22v%22%3A1%2C%22analytics%22%3Afalse%2C%22marketing%22%3Afalse%7D',
    })
    expect(withCookie.headers['x-render-cache']).toBe('hit')
  })

  test('gzip answers of a stored page, through Next and then by the server alone, are the same bytes and headers', async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: PORT,
            path,
            headers: { ...HOST, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...headers },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
            )
          },
        )
        req.on('error', reject)
        req.end()
      })
    // Each answer has its own request id (src/platform/server/request-id.ts).
    const lasting = ({
      date: _d,
      'content-length': _l,
      'transfer-encoding': _t,
      'x-request-id': _id,
      ...rest
    }: http.IncomingHttpHeaders) => rest
    // A stored page answered through Next makes a pass (src/platform/render-cache/fast-path.ts); the next ones within it are
    // written by the server alone, whole, with their length.
    await get('/kop-bil')
    const answers = [await get('/kop-bil'), await get('/kop-bil'), await get('/kop-bil')]
    expect(answers.some((answer) => answer.headers['content-length'] === String(answer.raw.length))).toBe(true)
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('gzip')
      expect(answer.headers['x-render-cache']).toBe('hit')
      expect(
        Object.keys(answer.headers).filter(
          (name) => name.startsWith('x-middleware') || name === 'x-render-key' || name === 'x-render-prepared',
        ),
      ).toEqual([])
      expect(lasting(answer.headers)).toEqual(lasting(answers[0].headers))
      expect(answer.raw.equals(answers[0].raw)).toBe(true)
    }
    expect(zlib.gunzipSync(answers[0].raw).toString('utf8')).toContain('</html>')
    // The server's short way answers a validator too.
    const held = await get('/kop-bil', { 'if-none-match': String(answers[0].headers.etag) })
    expect(held.status).toBe(304)
    expect(held.raw.length).toBe(0)
  })

  test('parameters a page does not read, and a client that names no type, get the stored page', async () => {
    await rawGet('se', '/om-bilgruppen/om-oss')
    for (const search of ['?utm_source=x&utm_medium=mail', '?gclid=abc&fbclid=def', '?made_up=1']) {
      expect((await rawGet('se', `/om-bilgruppen/om-oss${search}`)).headers['x-render-cache'], search).toBe('hit')
    }
    // curl and many crawlers send `Accept: */*`, or nothing.
    expect((await rawGet('se', '/om-bilgruppen/om-oss', PORT, { accept: '*/*' })).headers['x-render-cache']).toBe('hit')
  })

  test('a filtered car list is stored under its canonical query: another order, a campaign id or a bad value is the same page', async () => {
    const first = await rawGet('se', '/kop-bil/alla-bilar-i-lager?car_fuel=Diesel&car_body=Kombi')
    expect(first.status).toBe(200)
    expect(['miss', 'hit']).toContain(first.headers['x-render-cache'])
    for (const search of [
      '?car_body=Kombi&car_fuel=Diesel',
      '?car_fuel=Diesel&utm_source=x&car_body=Kombi&sort=nonsense&page=1',
    ]) {
      const again = await rawGet('se', `/kop-bil/alla-bilar-i-lager${search}`)
      expect(again.headers['x-render-cache'], search).toBe('hit')
      expect(again.body).toBe(first.body)
    }
    // Free text is rendered, never stored (endless keys).
    expect(
      (await rawGet('se', '/kop-bil/alla-bilar-i-lager?keyphrase=dragkrok')).headers['x-render-cache'],
    ).toBeUndefined()
  })

  test('prefetches, router requests without their hash and signed-in editors are rendered, not cached', async () => {
    // The client router's RSC fetch (Next strips its headers before the proxy; the server's scope tells it apart).
    expect(
      (await rawGet('se', '/om-bilgruppen/om-oss', PORT, { rsc: '1', accept: '*/*' })).headers['x-render-cache'],
    ).toBeUndefined()
    expect(
      (
        await rawGet('se', '/om-bilgruppen/om-oss?_rsc=', PORT, {
          rsc: '1',
          'next-router-prefetch': '1',
          accept: '*/*',
        })
      ).headers['x-render-cache'],
    ).toBeUndefined()
    const token = editorToken()
    expect(
      (await rawGet('se', '/om-bilgruppen/om-oss', PORT, { cookie: `payload-token=${token}` })).headers[
        'x-render-cache'
      ],
    ).toBeUndefined()
  })

  test("a client-router navigation is stored per tree: a second visitor's is a hit and shows the page", async ({
    browser,
  }) => {
    const navigate = async () => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const answers: string[] = []
      const prefetched = new Set<string>()
      page.on('response', (res) => {
        const headers = res.request().headers()
        if (headers['next-router-segment-prefetch'] === '/_tree') prefetched.add(new URL(res.url()).pathname)
        else if (headers.rsc && !headers['next-router-prefetch'])
          answers.push(res.headers()['x-render-cache'] ?? 'none')
      })
      await page.goto(siteUrl('se', '/kop-bil/alla-bilar-i-lager?car_fuel=Diesel'))
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      const link = page.getByTestId('car-list-grid').locator('a[href^="/kop-bil/1"]').first()
      const href = (await link.getAttribute('href'))!
      const title = (await link.innerText()).trim()
      // The router sends the tree of the page it prefetched (the target's, marked where it leaves this one): the
      // same for every visitor once the link's prefetch is in (a link in view is prefetched), which makes the payload shared.
      await link.scrollIntoViewIfNeeded()
      await expect.poll(() => prefetched.has(href)).toBe(true)
      await link.click()
      await page.waitForURL((url) => url.pathname === href)
      await expect(page.locator('h1').first()).toContainText(title)
      await context.close()
      return answers
    }
    // The first visitor's navigation may find it stored already (another test's); the next one finds it stored,
    // unless an invalidation from a test beside this one (a redirect import, a publish) emptied the store between the
    // two visitors: then the one after it does.
    expect((await navigate()).length).toBeGreaterThan(0)
    await expect.poll(navigate, { timeout: 60_000 }).toEqual(['hit'])
  })

  test('a router state tree Next could not read is refused with 400, not a server error', async () => {
    const res = await rawGet('se', '/kop-bil?_rsc=abc', PORT, {
      rsc: '1',
      accept: '*/*',
      'next-router-state-tree': '%5B%22%22%2C%7B',
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatch(/^Bad request: the Next-Router-State-Tree header/)
  })

  test("an editor's publish is in the served page once its invalidation arrives", async ({ request }) => {
    const token = editorToken()
    const auth = { ...HOST, authorization: `JWT ${token}` }
    const found = await request.get(`${API}/api/cms/pages`, {
      headers: auth,
      params: { 'where[path][equals]': PUBLISHED_PATH, locale: 'sv-SE', depth: 0, limit: 1 },
    })
    const page = ((await found.json()) as { docs: { id: number; metaTitle?: string | null }[] }).docs[0]
    expect(page).toBeTruthy()
    // Stored first (polled: another test's edit of the site, or an earlier edit's invalidation still on its way, may drop it),
    // and a navigation to it, stored beside it under the same tags.
    const navigation = () => rawGet('se', `${PUBLISHED_PATH}?_rsc=`, PORT, { rsc: '1', accept: '*/*' })
    await expect.poll(async () => (await rawGet('se', PUBLISHED_PATH)).headers['x-render-cache']).toBe('hit')
    await expect.poll(async () => (await navigation()).headers['x-render-cache']).toBe('hit')
    const title = `Billån ${Date.now()}`
    const update = await request.patch(`${API}/api/cms/pages/${page.id}?locale=sv-SE`, {
      headers: auth,
      // The demo's page is in Swedish only, which the checks before publishing name; the group admin publishes over them.
      data: {
        metaTitle: title,
        _status: 'published',
        publishOverrideReason: 'Browser test: only the render cache following a publish is under test',
      },
    })
    expect(update.status()).toBe(200)
    // Waits for the change, bound only by the test's own time (machines are shared: no duration is asserted).
    await expect
      .poll(async () => (await rawGet('se', PUBLISHED_PATH)).body.includes(title), { timeout: 0, intervals: [50] })
      .toBe(true)
    // The same invalidation purged the page's tag at the CDN (recorded here: no CDN_PURGE_URL in the run).
    const purged = async () => {
      const health = await request.get(`${API}/healthz`, { headers: { authorization: `Bearer ${E2E_HEALTH_TOKEN}` } })
      const report = (await health.json()) as { renderCache: { purges: { tags: string[] }[] } }
      return report.renderCache.purges.some((purge) => purge.tags.includes(`page:${page.id}`))
    }
    await expect.poll(purged, { timeout: 0, intervals: [100] }).toBe(true)
    await expect.poll(async () => (await navigation()).body.includes(title), { timeout: 0, intervals: [50] }).toBe(true)
    // Restore the seed's title for the other tests.
    await request.patch(`${API}/api/cms/pages/${page.id}?locale=sv-SE`, {
      headers: auth,
      data: { metaTitle: page.metaTitle ?? null, _status: 'published' },
    })
  })

  test('an answered consent banner never shows (the cached page is the same for everyone)', async ({ browser }) => {
    // No answer: the banner is in the page (also without JavaScript).
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteUrl('se', '/om-bilgruppen/om-oss'))
    await expect(page.locator('[data-consent-banner]')).toBeVisible()
    await context.close()
    // Answered: the script before the first paint marks <html> and CSS hides the banner.
    const live = await browser.newContext()
    await live.addCookies([
      { name: 'consent', value: encodeURIComponent('{"v":1,"analytics":false,"marketing":false}'), url: siteUrl('se') },
    ])
    const shown = await live.newPage()
    await shown.goto(siteUrl('se', '/om-bilgruppen/om-oss'))
    expect(await shown.evaluate(() => document.documentElement.hasAttribute('data-consented'))).toBe(true)
    await expect(shown.locator('[data-consent-banner]')).toBeHidden()
    await live.close()
  })
})

test('every site serves its favicon', async () => {
  for (const site of SITES) {
    const icon = await rawGet(site, '/favicon.ico')
    expect(icon.status, site).toBe(200)
    expect(icon.headers['content-type'], site).toBe('image/png')
  }
})
