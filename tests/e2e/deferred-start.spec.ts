import { expect, test, type BrowserContext, type Page } from './test'
import { PORT, rawGet, siteUrl } from './helpers'

/**
 * the deferred start (src/platform/deferred-start/loader.ts, src/platform/deferred-start/transform.ts): a site page's own
 * scripts and web fonts are asked for once its priority picture is on screen (or at the visitor's first press),
 * and what the visitor pressed before React ran is given to it afterwards.
 */

const isScript = (url: string) => /\/_next\/static\/chunks\/[^?]+\.js/.test(url)
const isFont = (url: string) => url.includes('/-/fonts/')
const isHero = (url: string) => url.includes('/_next/image') && url.includes('hero-')

const answerConsent = (context: BrowserContext) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl('se'),
    },
  ])

/** Resolves after the frames the loader waits for (two animation frames and a task). */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  )

async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => (await held, route.continue()))
  return release
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('scripts and web fonts are asked for after the hero picture has loaded; the page then hydrates without an error', async ({
      page,
      context,
    }) => {
      await answerConsent(context)
      const events: string[] = []
      const errors: string[] = []
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      page.on('pageerror', (e) => errors.push(String(e)))
      page.on('request', (r) =>
        isScript(r.url()) ? events.push('script') : isFont(r.url()) ? events.push('font') : null,
      )
      page.on('requestfinished', (r) => isHero(r.url()) && events.push('hero'))
      await page.goto(siteUrl('se', '/'))
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      await expect
        .poll(() =>
          page.evaluate(() => [...document.fonts].some((f) => f.family === 'Inter Variable' && f.status === 'loaded')),
        )
        .toBe(true)
      const hero = events.indexOf('hero')
      expect(hero).toBeGreaterThanOrEqual(0)
      expect(events.indexOf('script')).toBeGreaterThan(hero)
      expect(events.indexOf('font')).toBeGreaterThan(hero)
      // The hydrated page works: the hero search goes to the brand's path (React's submit, not the form's GET).
      await page.getByTestId('hero-search-input').fill('volvo')
      await page.getByTestId('hero-search-submit').click()
      await expect(page).toHaveURL(/\/kop-bil\/alla-bilar-i-lager\/volvo$/)
      expect(errors).toEqual([])
    })

    test('while the hero picture is still loading, the first key press starts the scripts', async ({
      page,
      context,
    }) => {
      await answerConsent(context)
      let releaseHero = () => {}
      const heroHeld = new Promise<void>((resolve) => (releaseHero = resolve))
      await page.route(
        (url) => isHero(url.href),
        async (route) => (await heroHeld, route.continue()),
      )
      const scripts: string[] = []
      page.on('request', (r) => isScript(r.url()) && scripts.push(r.url()))
      await page.goto(siteUrl('se', '/'), { waitUntil: 'domcontentloaded' })
      await twoFrames(page)
      await twoFrames(page)
      expect(scripts).toEqual([])
      await page.keyboard.press('Tab')
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      expect(scripts.length).toBeGreaterThan(0)
      releaseHero()
    })

    test('a hero picture that never arrives holds the scripts back only for a while: the page still hydrates untouched', async ({
      page,
      context,
    }) => {
      await answerConsent(context)
      // Held for the whole test: no load event, and no picture to wait for.
      await page.route(
        (url) => isHero(url.href),
        () => new Promise<void>(() => {}),
      )
      await page.goto(siteUrl('se', '/'), { waitUntil: 'domcontentloaded' })
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    })

    test('a press on a button before React runs is carried out once it does', async ({ page, context }) => {
      await answerConsent(context)
      const release = await holdScripts(page)
      await page.goto(siteUrl('se', '/'), { waitUntil: 'domcontentloaded' })
      const message = page.locator('[data-site-message]').first()
      await expect(message).toBeVisible()
      await message.getByRole('button').click()
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', '')
      await expect(message).toBeVisible()
      release()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
      await expect(message).toBeHidden()
    })

    test("a lead form's fields stay disabled until React runs, so nothing is sent to the page's own address", async ({
      page,
      context,
    }) => {
      await answerConsent(context)
      const response = await fetch(`http://127.0.0.1:${PORT}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          index: 'cars-se',
          fields: ['car_id', 'slug'],
          filters: { car_is_sample: false },
          sort_name: 'price_asc',
          limit: 1,
        }),
      })
      const [car] = ((await response.json()) as { content: { car_id: string; slug: string }[] }).content
      const release = await holdScripts(page)
      await page.goto(siteUrl('se', `/kop-bil/${car.car_id}/${car.slug}`), { waitUntil: 'domcontentloaded' })
      const form = page.getByTestId('contact-form')
      await expect(form.getByLabel('Namn')).toBeDisabled()
      await expect(form.getByRole('button', { name: 'Skicka' })).toBeDisabled()
      release()
      await expect(form.getByLabel('Namn')).toBeEnabled()
    })
  })
}

test('without JavaScript the page shows its web fonts (the <noscript> faces)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const fonts: string[] = []
  page.on('request', (r) => isFont(r.url()) && fonts.push(r.url()))
  await page.goto(siteUrl('se', '/'))
  await expect.poll(() => fonts.length).toBeGreaterThan(0)
  await context.close()
})

test('the server lists a site page’s scripts in the carrier and leaves the admin’s as Next wrote them', async () => {
  const site = await rawGet('se.localhost', '/', PORT, { accept: 'text/html' })
  expect(site.status).toBe(200)
  expect(site.body).toContain('<script type="application/json" id="__deferred_scripts">')
  expect(site.body).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js"[^>]*async/)
  const carried = JSON.parse(/id="__deferred_scripts">([^<]*)</.exec(site.body)![1]) as { scripts: string[] }
  expect(carried.scripts.length).toBeGreaterThan(3)
  const admin = await rawGet('se.localhost', '/admin/login', PORT, { accept: 'text/html' })
  expect(admin.status).toBe(200)
  expect(admin.body).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js"[^>]*async/)
  expect(admin.body).not.toContain('__deferred_scripts')
})
