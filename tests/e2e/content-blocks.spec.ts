import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from './test'
import { siteUrl } from './helpers'

/**
 * Content blocks on the seeded home pages: se's home has a FullScreen hero banner with the car
 * search, three car model cards, the cars of the week, a 50/50 image blurb, a campaign carousel (3 slides,
 * looping, 5 s auto-advance) and an offset YouTube blurb.
 */

const severeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

const answerConsent = (context: BrowserContext, key: string, marketing = false) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing })),
      url: siteUrl(key),
    },
  ])

const carousel = (page: Page) => page.getByTestId('carousel')
const heroSearch = (page: Page) => page.locator('form[role="search"]', { has: page.getByTestId('hero-search-input') })
const selectedSlide = (page: Page) => carousel(page).locator('[data-testid="carousel-slide"][data-selected]')
const currentDot = (page: Page) => carousel(page).locator('[data-testid="carousel-dot"][aria-current="true"]')

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the hero banner: server-rendered high-priority image, h1, scroll-down button, search to the car list; axe clean', async ({
      page,
      context,
    }) => {
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', '/'))
      const hero = page.getByTestId('hero-banner')
      await expect(hero.getByRole('heading', { level: 1, name: 'Välkommen till Bilgruppen' })).toBeVisible()
      const img = hero.locator('img').first()
      await expect(img).toHaveAttribute('fetchpriority', 'high')
      await expect(img).toHaveAttribute('loading', 'eager')
      await expect(img).toHaveAttribute('sizes', '100vw')
      await expect(page.locator('h1')).toHaveCount(1)
      expect(await severeViolations(page)).toEqual([])

      await page.getByTestId('hero-scroll-down').click()
      await expect.poll(async () => (await hero.boundingBox())!.y).toBeLessThan(0)

      await page.goto(siteUrl('se', '/'))
      // Before hydration the form is the browser's own GET (?keyphrase=); the path form needs React.
      await expect(heroSearch(page)).toHaveAttribute('data-ready', 'true')
      await page.getByTestId('hero-search-input').fill('volvo')
      await page.getByTestId('hero-search-submit').click()
      await expect(page).toHaveURL(/\/kop-bil\/alla-bilar-i-lager\/volvo$/)
    })

    test('the hero search keeps what was typed before hydration, and its button works without JavaScript', async ({
      page,
      context,
    }) => {
      await answerConsent(context, 'se')
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/_next/static/chunks/*.js', async (route) => (await held, route.continue()))
      await page.goto(siteUrl('se', '/'), { waitUntil: 'domcontentloaded' })
      const input = page.getByTestId('hero-search-input')
      await input.fill('volvo')
      await expect(page.getByTestId('hero-search-submit')).toBeEnabled()
      await expect(heroSearch(page)).not.toHaveAttribute('data-ready', 'true')
      release()
      await expect(heroSearch(page)).toHaveAttribute('data-ready', 'true')
      await expect(input).toHaveValue('volvo')
      // The state has the text: the clear button shows and the search goes to the brand's path.
      await expect(page.getByTestId('hero-search-clear')).toBeVisible()
      await page.getByTestId('hero-search-submit').click()
      await expect(page).toHaveURL(/\/kop-bil\/alla-bilar-i-lager\/volvo$/)
    })

    test('car model cards, the cars of the week and the blurbs', async ({ page, context }) => {
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', '/'))
      const cards = page.getByTestId('car-model-card')
      await expect(cards).toHaveCount(3)
      await expect(cards.first().getByTestId('car-model-campaign')).toHaveText('Kampanj')
      await expect(cards.first().locator('dt')).toHaveCount(4)
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/kop-bil/alla-bilar-i-lager/volvo')

      const teaser = page.getByTestId('car-teaser')
      await expect(teaser.getByRole('heading', { name: 'Veckans bilar' })).toBeVisible()
      const item = teaser.getByTestId('teaser-slide').first().locator('article')
      await expect(item).toBeVisible()
      if (width === 1280) expect(Math.round((await item.boundingBox())!.width)).toBe(315) // spec 2 §9
      await item.scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          item
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0)

      const blurbs = page.getByTestId('blurb')
      await expect(blurbs).toHaveCount(2)
      await expect(blurbs.first()).toHaveAttribute('data-layout', 'half')
      await expect(blurbs.nth(1)).toHaveAttribute('data-layout', 'offset')
    })

    test('YouTube loads only after marketing consent and a click on its poster', async ({ page, context }) => {
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
      )
      const fromYouTube: string[] = []
      page.on('request', (request) => {
        if (/(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)$/.test(new URL(request.url()).hostname))
          fromYouTube.push(request.url())
      })
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', '/'))
      const blurb = page.getByTestId('blurb').nth(1)
      // The poster is the site's own image.
      const poster = blurb.getByTestId('youtube-poster').locator('img')
      await poster.scrollIntoViewIfNeeded()
      await expect
        .poll(() =>
          poster.evaluate(
            (img: HTMLImageElement) =>
              img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).host === location.host,
          ),
        )
        .toBe(true)
      await expect(blurb.locator('iframe')).toHaveCount(0)
      await blurb.getByTestId('youtube-play').click()
      await expect(blurb.getByTestId('youtube-consent')).toBeVisible()
      await expect(blurb.locator('iframe')).toHaveCount(0)
      expect(await severeViolations(page)).toEqual([])

      await answerConsent(context, 'se', true)
      await page.reload()
      await expect(blurb.locator('iframe')).toHaveCount(0) // consent alone loads nothing
      expect(fromYouTube).toEqual([])
      await blurb.getByTestId('youtube-play').click()
      await expect(blurb.getByTestId('youtube-frame')).toHaveAttribute(
        'src',
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/,
      )
      await expect.poll(() => fromYouTube.length).toBeGreaterThan(0)
    })

    test('the carousel: next, previous and dots move the selection; it auto-advances and pauses on hover', async ({
      page,
      context,
    }) => {
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', '/'))
      await carousel(page).scrollIntoViewIfNeeded()
      await expect(carousel(page).getByTestId('carousel-slide')).toHaveCount(3)
      await expect(carousel(page)).toHaveAttribute('data-ready', 'true') // hydrated
      await expect
        .poll(() =>
          selectedSlide(page)
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0)
      await carousel(page).hover()
      await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused')
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Visa bild 1')
      await expect(carousel(page).getByTestId('carousel-prev')).toBeEnabled() // it loops
      await carousel(page).getByTestId('carousel-next').click()
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Visa bild 2')
      await expect(selectedSlide(page)).toHaveAttribute('aria-label', 'Bild 2 av 3')
      await carousel(page).getByTestId('carousel-dot').nth(2).click()
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Visa bild 3')
      await carousel(page).getByTestId('carousel-next').click()
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Visa bild 1')
      await carousel(page).getByTestId('carousel-prev').click()
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Visa bild 3')
      // Slides out of view are inert: their links are out of the tab order.
      await expect(
        carousel(page).locator('[data-testid="carousel-slide"]:not([data-selected])').first(),
      ).toHaveAttribute('inert', '')

      // Away from it (mouse and focus), it advances by itself.
      await page.mouse.move(0, 0)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await expect(carousel(page)).toHaveAttribute('data-autoplay', 'running')
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Visa bild 1', { timeout: 20_000 })
      expect(await severeViolations(page)).toEqual([])
    })

    test('reduced motion: no auto-advance, no blurb animation', async ({ page, context }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', '/'))
      await carousel(page).scrollIntoViewIfNeeded()
      await expect(carousel(page)).toHaveAttribute('data-ready', 'true') // hydrated
      await carousel(page).getByTestId('carousel-next').click()
      await expect(currentDot(page)).toHaveAttribute('aria-label', 'Visa bild 2')
      await page.mouse.move(0, 0)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused')
      await expect(carousel(page).getByTestId('carousel-autoplay')).toHaveCount(0)
      const card = page.getByTestId('blurb').first().locator('div').last()
      expect(await card.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
    })
  })
}

test('the other sites’ homes render their blocks in their language; axe clean', async ({ page, context }) => {
  for (const [key, h1, teaser] of [
    ['no', 'Velkommen til Bilgruppen', 'Ukens biler'],
    ['fi', 'Tervetuloa Autoryhmään', 'Viikon autot'],
    ['uk', 'Welcome to Motor Group UK', 'Cars of the week'],
  ] as const) {
    await answerConsent(context, key)
    await page.goto(siteUrl(key, '/'))
    await expect(page.getByTestId('hero-banner').getByRole('heading', { level: 1, name: h1 })).toBeVisible()
    await expect(page.getByTestId('car-model-card')).toHaveCount(3)
    await expect(page.getByTestId('car-teaser').getByRole('heading', { name: teaser })).toBeVisible()
    await expect(page.getByTestId('carousel')).toBeVisible()
    expect(await severeViolations(page), key).toEqual([])
  }
})
