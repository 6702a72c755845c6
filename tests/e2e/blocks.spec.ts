import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from './test'
import { PORT, rawGet, signInEditor, siteUrl } from './helpers'

/**
 * the content blocks on the seeded style guide page (se /stilguide, uk /style-guide): behaviour,
 * states, reduced motion, axe, the page fields and the editing mode of the live preview.
 */

const GUIDE = '/stilguide'
/** se's car list, where the car blocks of the guide link and search. */
const LIST = '/kop-bil/alla-bilar-i-lager'

const severeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

const answerConsent = (context: BrowserContext, key: string, marketing = false) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: marketing, marketing })),
      url: siteUrl(key),
    },
  ])

/** Nothing leaves the machine: YouTube and GTM are refused (the tests check what the page asks for). */
const offline = (page: Page) =>
  page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.googletagmanager\.com)\//, (route) => route.abort())

/** The disclaimer modal (spec 2 §4.3) covers the page until approved. */
async function approveDisclaimer(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Innan du fortsätter' })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Jag godkänner' }).click()
  await expect(modal).toHaveCount(0)
}

async function openGuide(page: Page, context: BrowserContext, marketing = false) {
  await answerConsent(context, 'se', marketing)
  await offline(page)
  await page.goto(siteUrl('se', GUIDE))
  await approveDisclaimer(page)
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the disclaimer modal stays until approved, has a decline link, and is not asked again', async ({
      page,
      context,
    }) => {
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', GUIDE))
      const modal = page.getByRole('dialog', { name: 'Innan du fortsätter' })
      await expect(modal).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(modal).toBeVisible()
      await expect(modal.getByRole('link', { name: 'Nej tack, ta mig härifrån' })).toHaveAttribute('href', '/')
      expect(await severeViolations(page)).toEqual([])
      await modal.getByRole('button', { name: 'Jag godkänner' }).click()
      await expect(modal).toHaveCount(0)
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Dragspel' })).toBeVisible()
      await expect(modal).toHaveCount(0)
    })

    test('image card, accordion, FAQ list, call to action, stage row and spacers; axe clean', async ({
      page,
      context,
    }) => {
      await openGuide(page, context)

      // Image card (success path): title, a loaded image and its link.
      const card = page.locator('[data-block="imageCard"]')
      await expect(card.getByRole('heading', { name: 'Bildkort' })).toBeVisible()
      await card.locator('img').scrollIntoViewIfNeeded()
      await expect
        .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      await expect(card.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/')

      // Accordion: one panel at a time.
      const accordion = page.getByTestId('accordion')
      const first = accordion.getByRole('button', { name: 'Vad ingår i servicen?' })
      const second = accordion.getByRole('button', { name: 'Hur lång tid tar det?' })
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await first.click()
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      await expect(accordion.getByText('Oljebyte, filter')).toBeVisible()
      await second.click()
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await expect(accordion.getByText('Oljebyte, filter')).toBeHidden()

      // FAQ list: several answers open at once, and the FAQPage JSON-LD lists the questions.
      const faq = page.getByTestId('faq-list')
      await faq.getByRole('button', { name: 'Hur ofta ska bilen servas?' }).click()
      await faq.getByRole('button', { name: 'Kan jag betala med faktura?' }).click()
      await expect(faq.getByText('Följ tillverkarens intervall')).toBeVisible()
      await expect(faq.getByText('Swish eller faktura')).toBeVisible()
      const ld = JSON.parse((await faq.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
      expect(ld['@type']).toBe('FAQPage')
      expect(ld.mainEntity.map((q: { name: string }) => q.name)).toEqual([
        'Hur ofta ska bilen servas?',
        'Behåller jag nybilsgarantin?',
        'Kan jag betala med faktura?',
      ])

      // Call to action: its two links.
      const cta = page.getByTestId('call-to-action')
      await expect(cta.getByRole('heading', { name: 'Boka provkörning' })).toBeVisible()
      await expect(cta.getByRole('link', { name: 'Boka nu' })).toHaveAttribute('href', '/')
      await expect(cta.getByRole('link', { name: 'Läs mer' })).toHaveAttribute('href', '/')

      // Stage row: 3 columns by default on a wide screen, one on a phone (spec 2 §9).
      const grid = page.getByTestId('stage-grid')
      await expect(grid.getByRole('listitem')).toHaveCount(3)
      await expect(grid).toHaveAttribute('data-checked', '')
      await expect(grid).toHaveAttribute('data-columns', width >= 1024 ? '3' : '1')
      if (width >= 1024) {
        // The breakpoint check after resizing (debounced): two columns on a tablet width, three again after.
        await page.setViewportSize({ width: 800, height: 900 })
        await expect(grid).toHaveAttribute('data-columns', '2')
        await page.setViewportSize({ width, height: 900 })
        await expect(grid).toHaveAttribute('data-columns', '3')
      }
      const tops = await grid
        .getByRole('listitem')
        .evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(width >= 1024 ? 1 : 3)

      // Spacers: small < medium < large, hidden from assistive technology.
      const heights = await page
        .getByTestId('spacer')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('data-size'), e.getBoundingClientRect().height] as const))
      expect(heights.map(([size]) => size)).toEqual(['small', 'medium', 'large'])
      expect(heights[0][1]).toBeLessThan(heights[1][1])
      expect(heights[1][1]).toBeLessThan(heights[2][1])
      await expect(page.getByTestId('spacer').first()).toHaveAttribute('aria-hidden', 'true')

      expect(await severeViolations(page)).toEqual([])
    })

    test('hero banner, blurb, car model card and car teaser; axe clean', async ({ page, context }) => {
      await openGuide(page, context)
      const hero = page.getByTestId('hero-banner')
      await expect(hero.getByRole('heading', { level: 2, name: 'Herobanner' })).toBeVisible()
      await expect(hero.getByTestId('hero-link')).toHaveAttribute('href', LIST)
      await expect
        .poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      // The blur placeholder is the frame's CSS background (features/media/blur-backdrop.ts), not an SVG blur filter on the picture.
      expect(await hero.locator('img').evaluate((img) => getComputedStyle(img).backgroundImage)).toBe('none')
      expect(
        await hero.locator('picture').evaluate((p) => getComputedStyle(p.parentElement!).backgroundImage),
      ).toContain('data:image/webp')
      // Medium: 64 % of the viewport's height (spec 2 §9), the text at the bottom, centred.
      expect((await hero.boundingBox())!.height).toBeGreaterThanOrEqual(0.64 * 900 - 1)
      await expect(hero).toHaveAttribute('data-placement', 'bottom')
      await expect(hero).toHaveAttribute('data-centered', 'true')

      const blurb = page.getByTestId('blurb')
      await expect(blurb.getByRole('heading', { name: 'Blurb' })).toBeVisible()
      await expect(blurb).toHaveAttribute('data-layout', 'offset')
      await expect(blurb).toHaveAttribute('data-reverse', 'true')
      await expect(blurb).toHaveAttribute('data-background', 'BackgroundColor2')
      await expect(blurb.getByRole('link', { name: 'Hitta din nästa bil' })).toHaveAttribute('href', LIST)

      const card = page.getByTestId('car-model-card')
      await expect(card.getByTestId('car-model-campaign')).toHaveText('Kampanj')
      await expect(card.locator('dt')).toHaveCount(4)
      await expect(card.getByRole('link')).toHaveAttribute('href', `${LIST}/volvo`)

      const teaser = page.getByTestId('car-teaser')
      await expect(teaser.getByRole('heading', { name: 'Bilpuff: veckans bilar' })).toBeVisible()
      await expect(teaser.getByTestId('teaser-slide')).toHaveCount(4)
      await expect(teaser.getByRole('link', { name: 'Visa alla bilar' })).toHaveAttribute('href', LIST)
      expect(await severeViolations(page)).toEqual([])
    })

    test('the carousel stops at its ends; its search bar goes to the car list with ?keyphrase=', async ({
      page,
      context,
    }) => {
      const phrase = 'dragkrok'
      const found = await page.request.post(`http://127.0.0.1:${PORT}/api/search`, {
        data: { index: 'cars-se', limit: 0, keyphrase: phrase },
      })
      const total = (await found.json()).total_items as number
      expect(total).toBeGreaterThan(0)

      await openGuide(page, context)
      const carousel = page.getByTestId('carousel')
      await carousel.scrollIntoViewIfNeeded()
      await expect(carousel).toHaveAttribute('aria-label', 'Karusell med sökfält')
      await expect(carousel).toHaveAttribute('data-ready', 'true') // hydrated
      // Not the page's first block: its first slide loads as it nears the viewport, like the others.
      await expect(carousel.getByTestId('carousel-slide').first().locator('img')).toHaveAttribute('loading', 'lazy')
      await expect(carousel.getByTestId('carousel-prev')).toBeDisabled()
      await carousel.getByTestId('carousel-dot').last().click()
      await expect(carousel.getByTestId('carousel-next')).toBeDisabled()
      await expect(carousel.getByTestId('carousel-autoplay')).toHaveCount(0)

      const search = carousel.getByTestId('carousel-search')
      const input = search.getByRole('textbox', { name: 'Sök bilar' })
      await expect(input).toHaveAttribute('placeholder', 'Sök på märke, modell eller utrustning')
      const submit = search.getByRole('button', { name: 'Sök' })
      await expect(submit).toBeDisabled()
      await input.fill(phrase)
      await expect(submit).toBeEnabled()
      expect(await severeViolations(page)).toEqual([])
      await submit.click()
      await expect(page).toHaveURL(siteUrl('se', `${LIST}?keyphrase=${phrase}`))
      await expect(page.getByRole('searchbox', { name: 'Sök', exact: true })).toHaveValue(phrase)
      await expect(page.getByTestId('car-list-showing')).toHaveText(
        `Visar ${Math.min(total, 48)} av ${total.toLocaleString('sv-SE')} ${total === 1 ? 'bil' : 'bilar'}`,
      )
    })

    test('the file list shows 3 files, expands to all and collapses; the files download', async ({ page, context }) => {
      await openGuide(page, context)
      const block = page.getByTestId('file-download-list')
      const files = block.getByTestId('file-list').getByRole('listitem')
      await expect(files).toHaveCount(3)
      const toggle = block.getByRole('button', { name: 'Visa alla filer (5)' })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      await expect(files).toHaveCount(5)
      const fewer = block.getByRole('button', { name: 'Visa färre filer' })
      await expect(fewer).toHaveAttribute('aria-expanded', 'true')
      await expect(block.getByText('(PDF,', { exact: false }).first()).toBeVisible()
      const href = await block.getByRole('link', { name: 'Finansieringsvillkor' }).getAttribute('href')
      expect(href).toMatch(/^\/-\/media\/doc-finansieringsvillkor\.pdf$/)
      const file = await rawGet('se.localhost', href!)
      expect(file.status).toBe(200)
      expect(file.headers['content-type']).toContain('application/pdf')
      await fewer.click()
      await expect(files).toHaveCount(3)
      expect(await severeViolations(page)).toEqual([])
    })

    test('social sharing: four networks with the page URL, copy link, native share where the browser has it', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl('se') })
      // Chromium on Linux has no share sheet: this page gets one that records what it was asked to share.
      await page.addInitScript(() => {
        const w = window as unknown as { shared: ShareData[] }
        w.shared = []
        Object.defineProperty(navigator, 'share', {
          value: async (data: ShareData) => void w.shared.push(data),
          configurable: true,
        })
      })
      await openGuide(page, context)
      const share = page.getByTestId('social-share')
      const pageUrl = siteUrl('se', GUIDE)
      await expect(share.getByRole('heading', { name: 'Dela sidan' })).toBeVisible()
      const networks = share.locator('a[data-network]')
      await expect(networks).toHaveCount(4)
      for (const [name, host] of [
        ['Facebook', 'www.facebook.com'],
        ['X', 'x.com'],
        ['LinkedIn', 'www.linkedin.com'],
        ['WhatsApp', 'wa.me'],
      ]) {
        const link = share.getByRole('link', { name: `Dela på ${name}`, exact: true })
        const href = new URL((await link.getAttribute('href'))!)
        expect(href.host).toBe(host)
        expect(decodeURIComponent(href.search)).toContain(pageUrl)
        await expect(link).toHaveAttribute('target', '_blank')
      }
      await share.getByRole('button', { name: 'Kopiera länk' }).click()
      await expect(share.getByRole('status')).toHaveText('Länken är kopierad')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl)
      await share.getByRole('button', { name: 'Dela…' }).click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((d) => d.url)))
        .toEqual([pageUrl])
    })

    test('the countdown ticks every second without a hydration error, and the ended one shows its text', async ({
      page,
      context,
    }) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      await openGuide(page, context)
      const [ticking, ended] = [page.getByTestId('countdown').first(), page.getByTestId('countdown').nth(1)]
      const seconds = ticking.locator('[data-unit="seconds"] dd')
      const before = await seconds.textContent()
      await expect.poll(() => seconds.textContent()).not.toBe(before)
      await expect(ticking.locator('[data-unit="days"] dt')).toHaveText('Dagar')
      await expect(ended.getByTestId('countdown-ended')).toHaveText('Kampanjen har startat!')
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([])
    })

    test('the countdown stops at zero (a browser clock seconds before the target)', async ({ page, context }) => {
      await page.clock.install({ time: new Date('2034-12-31T09:00:00Z') })
      // The page hydrates once frames have been drawn (the deferred start): the clock stops after that.
      await openGuide(page, context)
      await page.clock.pauseAt(new Date('2035-01-01T08:59:57Z'))
      const ticking = page.getByTestId('countdown').first()
      await page.clock.runFor(1000)
      await expect(ticking.locator('[data-unit="seconds"] dd')).toHaveText(/^0[0-3]$/)
      await page.clock.runFor(5000)
      await expect(ticking.getByTestId('countdown-ended')).toHaveText('Nedräkningen är slut.')
      await page.clock.runFor(5000)
      await expect(ticking.getByTestId('countdown-ended')).toHaveText('Nedräkningen är slut.')
    })

    test('the video loads from YouTube only after consent and a click on the poster', async ({ page, context }) => {
      await openGuide(page, context)
      const video = page.getByTestId('video-embed')
      const poster = video.getByTestId('video-poster')
      await expect(poster).toHaveAttribute('data-consent', 'missing')
      await expect(video.getByText('Videon visas av YouTube')).toBeVisible()
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(await severeViolations(page)).toEqual([])
      await video.getByRole('button', { name: 'Cookieinställningar' }).click()
      const settings = page.getByRole('dialog')
      await settings.getByRole('button', { name: 'Godkänn alla' }).click()
      await expect(poster).toHaveAttribute('data-consent', 'given')
      await expect(page.locator('iframe')).toHaveCount(0)
      await video.getByRole('button', { name: 'Spela upp videon: Video' }).click()
      await expect(video.getByTestId('video-iframe')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
      )
    })

    test('with reduced motion the accordion opens without animation', async ({ page, context }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openGuide(page, context)
      const accordion = page.getByTestId('accordion')
      await accordion.getByRole('button', { name: 'Vad ingår i servicen?' }).click()
      const panel = accordion.locator('[role="region"][data-state="open"]')
      await expect(panel).toBeVisible()
      expect(await panel.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
    })
  })
}

test.describe('page fields and editing mode', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the page fields take effect: titles, descriptions, og image, canonical, navigation title, page GTM container', async ({
    page,
    context,
  }) => {
    await openGuide(page, context, true)
    await expect(page).toHaveTitle('Stilguide för redaktörer | Bilgruppen')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Alla innehållsblock som redaktörer kan använda, med exempel att kopiera.',
    )
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Stilguide: varje innehållsblock med exempelinnehåll.',
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^http://se\\.localhost:${PORT}/-/media/hero-1400-5b8fb9\\.webp$`),
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://se.localhost:${PORT}/`)
    await expect(page.getByRole('navigation', { name: 'Du är här' }).getByText('Block', { exact: true })).toBeVisible()
    // Consent to statistics is given: the page's own container loads, not the site's.
    await expect(page.locator('script[data-gtm="GTM-STYLE26"]')).toHaveCount(1)
  })

  test("a UK page's BrandDesign themes it", async ({ page, context }) => {
    await answerConsent(context, 'uk')
    await page.goto(siteUrl('uk', '/style-guide'))
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'mini')
    await expect(page.getByRole('dialog', { name: 'Before you continue' })).toBeVisible()
  })

  test('in the live preview every block is in the editing mode: links outlined, clicks not followed', async ({
    page,
    context,
  }) => {
    await answerConsent(context, 'se')
    await signInEditor(context)
    await offline(page)
    await page.goto(siteUrl('se', '/'))
    const id = await page.evaluate(
      async ({ guide }) => {
        const sites = await (await fetch('/api/cms/sites?where[key][equals]=se&depth=0')).json()
        const pages = await (
          await fetch(
            `/api/cms/pages?where[site][equals]=${sites.docs[0].id}&where[path][equals]=${guide}&locale=sv-SE&depth=0`,
          )
        ).json()
        return pages.docs[0].id as number
      },
      { guide: GUIDE },
    )
    const preview = siteUrl('se', `/feaas-render?id=${id}&site=se&locale=sv-SE`)
    await page.goto(preview)
    await expect(page.getByRole('note')).toHaveText('Redigeringsläge: länkar visas som redigerbara och följs inte.')
    // The disclaimer shows in place, not as a modal over the editor's page.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('complementary', { name: 'Innan du fortsätter' })).toBeVisible()

    const cta = page.getByTestId('call-to-action').getByRole('link', { name: 'Boka nu' })
    expect(await cta.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('dashed')
    await cta.click()
    await page.getByTestId('stage-grid').getByRole('link').first().click()
    await page.locator('[data-block="imageCard"]').getByRole('link').click()
    await page.getByTestId('file-download-list').getByRole('link').first().click()
    await expect(page.getByRole('note')).toBeVisible()
    expect(page.url()).toBe(preview)
  })
})
