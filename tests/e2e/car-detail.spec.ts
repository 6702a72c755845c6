import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from './test'
import { demoMediaOf } from '../../src/demo/cars/media'
import { PORT, rawGet, siteUrl } from './helpers'

/** The car detail page on the seeded demo: se (default layout) and bb ({product} layout). */
const SEARCH_API = `http://127.0.0.1:${PORT}/api/search`
const DESKTOP = { width: 1280, height: 900 }
const MOBILE = { width: 375, height: 800 }
const SE_LIST = '/kop-bil/alla-bilar-i-lager'

type Row = {
  car_id: string
  slug: string
  car_regno: string | null
  car_primary_image: { thumbnail_url: string } | null
  car_description?: string
  car_equipment?: string[]
}

const severe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)

/** Cars of a market from the search API (Node cannot resolve *.localhost; the API answers on any host). */
async function cars(
  request: APIRequestContext,
  market: string,
  filters: Record<string, unknown> = {},
  limit = 500,
): Promise<Row[]> {
  const response = await request.post(SEARCH_API, {
    data: {
      index: `cars-${market}`,
      limit,
      filters,
      fields: ['car_id', 'slug', 'car_regno', 'car_primary_image', 'car_description', 'car_equipment'],
      sort_name: 'price_asc',
    },
  })
  expect(response.status()).toBe(200)
  return (await response.json()).content
}

const detailPath = (car: Row, base = '/kop-bil') => `${base}/${car.car_id}/${car.slug}`

/** A se car with the most to show: exterior 360, interior 360 and a video. */
async function mediaCar(request: APIRequestContext): Promise<Row> {
  const all = await cars(request, 'se')
  const full = all.find((c) => {
    const media = demoMediaOf(c)
    return media?.videoUrl && media.images360.length && media.internal360.length
  })
  return full ?? all.find((c) => demoMediaOf(c)?.images360.length)!
}

const clipHeight = async (block: Locator) => (await block.locator(':scope > div').first().boundingBox())!.height
const contentHeight = (block: Locator) =>
  block
    .locator(':scope > div > div')
    .first()
    .evaluate((el) => el.scrollHeight)

/** spec 1 §4: a block taller than the limit shows `limit` px and opens on show more; a shorter one shows whole, without the button. */
async function expectCollapse(page: Page, testId: string, limit: number) {
  const block = page.getByTestId(testId)
  await expect(block).toBeVisible()
  const height = await contentHeight(block)
  if (height <= limit) {
    await expect(page.getByTestId(`${testId}-toggle`)).toHaveCount(0)
    return false
  }
  await expect(block).toHaveAttribute('data-collapsed', '')
  expect(await clipHeight(block)).toBeLessThanOrEqual(limit)
  await page.getByTestId(`${testId}-toggle`).click()
  await expect(block).not.toHaveAttribute('data-collapsed')
  expect(await clipHeight(block)).toBeGreaterThan(limit)
  return true
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`car detail at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('shows every section, collapses by the rules and is axe clean', async ({ page, request }) => {
      // A used car with a plate and the most equipment, so every section has content and the lists collapse.
      const used = (await cars(request, 'se', { car_is_used: true })).filter((c) => c.car_regno)
      const car = used.reduce((a, b) =>
        (b.car_equipment?.length ?? 0) + (b.car_description?.length ?? 0) / 100 >
        (a.car_equipment?.length ?? 0) + (a.car_description?.length ?? 0) / 100
          ? b
          : a,
      )
      await page.goto(siteUrl('se', detailPath(car)))
      const detail = page.getByTestId('car-detail')
      await expect(detail.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('car-back')).toHaveAttribute('href', SE_LIST)
      await expect(page.getByTestId('car-gallery-image')).toBeVisible()
      await expect(page.getByTestId('car-price').locator('[data-price="amount"]')).toBeVisible()
      await expect(page.getByTestId('car-vat')).toContainText(/Pris (inkl|exkl)\. moms/)
      await expect(page.getByTestId('contact-seller')).toHaveText('Kontakta säljaren')

      // Overview, technical data: 5 rows, then all, then 5 again.
      await expect(page.locator('#overview').getByTestId('car-overview').locator('dt').first()).toBeVisible()
      const technical = page.getByTestId('car-technical')
      await expect(technical.locator('dt')).toHaveCount(5)
      await page.getByTestId('car-technical-toggle').click()
      await expect.poll(() => technical.locator('dt').count()).toBeGreaterThan(5)
      await expect(page.getByTestId('car-technical-toggle')).toHaveText('Visa mindre')
      await page.getByTestId('car-technical-toggle').click()
      await expect(technical.locator('dt')).toHaveCount(5)

      // Equipment collapses at 190 px in the default layout, the description at 300 px (when taller).
      const equipmentCollapsed = await expectCollapse(page, 'car-equipment', 190)
      const descriptionCollapsed = await expectCollapse(page, 'car-description', 300)
      expect(equipmentCollapsed || descriptionCollapsed).toBe(true)

      // Contact: dealer details with links, sellers only with a phone or an e-mail.
      const contact = page.getByTestId('car-contact')
      await expect(contact.locator('a[href^="tel:"]').first()).toBeVisible()
      await expect(contact.locator('a[href^="mailto:"]').first()).toBeVisible()
      await expect(page.getByTestId('car-dealer-page')).toHaveAttribute('href', /^\/anlaggningar\/[a-z0-9-]+$/)
      for (const seller of await page.getByTestId('car-sellers').locator('li').all()) {
        expect(await seller.locator('a').count()).toBeGreaterThan(0)
      }
      await expect(page.getByTestId('contact-form')).toBeVisible()
      expect(await severe(page)).toEqual([])
    })

    test('the contact-seller button scrolls the form under the header; anchors land on their sections', async ({
      page,
      request,
    }) => {
      const [car] = await cars(request, 'se', {}, 1)
      await page.goto(siteUrl('se', detailPath(car)))
      await page.getByTestId('contact-seller').click()
      const offset = viewport.width > 768 ? 112 : 250
      await expect
        .poll(async () => Math.abs((await page.getByTestId('contact-form').boundingBox())!.y - offset) <= 1)
        .toBe(true)

      for (const anchor of ['overview', 'equipment', 'contact']) {
        // Arriving with the anchor (a fresh load each time, not a jump within the page).
        await page.goto('about:blank')
        await page.goto(siteUrl('se', `${detailPath(car)}#${anchor}`))
        await expect(page.locator(`#${anchor}`)).toBeInViewport()
      }
    })

    test('the back button goes back to the list the visitor came from', async ({ page }) => {
      await page.goto(siteUrl('se', `${SE_LIST}?sort=price_desc`))
      await page.getByTestId('car-list-grid').locator('article a').first().click()
      await expect(page.getByTestId('car-detail')).toBeVisible()
      await page.getByTestId('car-back').click()
      await expect(page).toHaveURL(/\/kop-bil\/alla-bilar-i-lager\?sort=price_desc$/)
    })

    test('media tabs, 360 viewer that turns by itself until dragged, full-screen gallery with arrows, swipe and Escape', async ({
      page,
      request,
    }) => {
      const car = await mediaCar(request)
      const media = demoMediaOf(car)!
      await page.goto(siteUrl('se', detailPath(car)))
      const tabs = page.getByTestId('media-tabs').getByRole('tab')
      await expect(tabs.first()).toHaveText('Bilder')
      await expect(tabs).toHaveText([
        'Bilder',
        ...(media.videoUrl ? ['Video'] : []),
        ...(media.internal360.length ? ['360° interiör'] : []),
        '360° exteriör',
      ])

      await page.getByRole('tab', { name: '360° exteriör' }).click()
      const viewer = page.getByTestId('viewer-external360')
      await expect(viewer).toHaveAttribute('data-rotating', 'true')
      const first = await viewer.getAttribute('data-frame')
      await expect.poll(() => viewer.getAttribute('data-frame')).not.toBe(first)
      const box = (await viewer.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      await expect(viewer).toHaveAttribute('data-rotating', 'false')
      const held = Number(await viewer.getAttribute('data-frame'))
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 })
      await page.mouse.up()
      await expect(viewer).toHaveAttribute('data-frame', String((held + 5) % media.images360.length))
      expect(await severe(page)).toEqual([])

      if (media.videoUrl) {
        await page.getByRole('tab', { name: 'Video' }).click()
        await expect(page.getByTestId('car-video').locator('iframe')).toHaveAttribute(
          'src',
          /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
        )
      }

      await page.getByRole('tab', { name: 'Bilder' }).click()
      const opener = page.getByTestId('gallery-fullscreen')
      await opener.click()
      const dialog = page.getByTestId('fullscreen-gallery')
      await expect(dialog).toBeVisible()
      const stage = page.getByTestId('fullscreen-stage')
      await expect(stage).toHaveAttribute('data-index', '0')
      await page.keyboard.press('ArrowRight')
      await expect(stage).toHaveAttribute('data-index', '1')
      await page.keyboard.press('ArrowLeft')
      await expect(stage).toHaveAttribute('data-index', '0')
      const area = (await stage.boundingBox())!
      await page.mouse.move(area.x + area.width * 0.8, area.y + area.height / 2)
      await page.mouse.down()
      await page.mouse.move(area.x + area.width * 0.2, area.y + area.height / 2, { steps: 5 })
      await page.mouse.up()
      await expect(stage).toHaveAttribute('data-index', '1')
      expect(await severe(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    })

    test('a failing media call leaves the plain gallery', async ({ page, request }) => {
      const car = await mediaCar(request)
      await page.route('**/api/se/**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
      )
      const answered = page.waitForResponse((r) => r.url().includes('/api/se/'))
      await page.goto(siteUrl('se', detailPath(car)))
      await answered
      await expect(page.getByTestId('car-gallery')).toBeVisible()
      await expect(page.getByTestId('media-tabs')).toHaveCount(0)
    })

    test('similar cars: up to 8, a side panel that snaps open past 30 % drag on desktop, a horizontal list on mobile', async ({
      page,
      request,
    }) => {
      const [car] = await cars(request, 'se', {}, 1)
      await page.goto(siteUrl('se', detailPath(car)))
      const similar = page.getByTestId('similar-cars')
      await expect(similar.getByRole('heading', { name: 'Liknande bilar' })).toBeAttached()
      const count = await similar.locator('article').count()
      expect(count).toBeGreaterThan(0)
      expect(count).toBeLessThanOrEqual(8)
      if (viewport.width >= 1024) {
        const grip = page.getByTestId('similar-grip')
        await expect(grip).toBeVisible()
        await expect(similar.locator('article').first()).not.toBeInViewport()
        // The grip rides on the panel's edge: start a drag only once the panel's slide has come to rest.
        const restingBox = async () => {
          let box = (await grip.boundingBox())!
          await expect
            .poll(async () => {
              const previous = box
              box = (await grip.boundingBox())!
              return box.x === previous.x
            })
            .toBe(true)
          return box
        }
        const drag = async (dx: number) => {
          const box = await restingBox()
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
          await page.mouse.down()
          await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 6 })
          await page.mouse.up()
        }
        await drag(-80) // under 30 % of 330 px: back closed
        await expect(similar).not.toHaveAttribute('data-open')
        await drag(-120) // past 30 %: snaps open
        await expect(similar).toHaveAttribute('data-open', '')
        await expect(similar.locator('article').first()).toBeInViewport()
        await drag(120) // back past 30 %: closed
        await expect(similar).not.toHaveAttribute('data-open')
        await grip.press('Enter')
        await expect(similar).toHaveAttribute('data-open', '')
      } else {
        await expect(page.getByTestId('similar-grip')).toBeHidden()
        const list = similar.locator('ul').first()
        const overflow = await list.evaluate((el) => el.scrollWidth > el.clientWidth)
        expect(overflow || count === 1).toBe(true)
      }
      expect(await severe(page)).toEqual([])
    })

    test('an unknown car: not-found view with status 404, similar cars from the slug and the list with its keyphrase', async ({
      page,
      request,
    }) => {
      // A real slug under an id no car has, with a keyphrase (its third part) the index knows.
      const all = await cars(request, 'se')
      let slug = ''
      for (const candidate of all) {
        const word = candidate.slug.split('-')[2]
        if (!word) continue
        const response = await request.post(SEARCH_API, { data: { index: 'cars-se', limit: 0, keyphrase: word } })
        if ((await response.json()).total_items > 0) {
          slug = candidate.slug
          break
        }
      }
      const keyphrase = slug.split('-')[2]
      const path = `/kop-bil/999999999/${slug}`
      const raw = await rawGet('se.localhost', path)
      expect(raw.status).toBe(404)
      // Whole in the HTML, before any script runs.
      expect(raw.body).toContain('data-testid="car-not-found-similar"')
      const response = await page.goto(siteUrl('se', path))
      expect(response?.status()).toBe(404)
      const view = page.getByTestId('car-not-found')
      await expect(view.getByRole('heading', { level: 1 })).toHaveText('Bilen finns inte längre')
      await expect(page.getByTestId('car-not-found-similar').locator('article').first()).toBeVisible()
      await expect(page.getByTestId('car-not-found-list')).toHaveAttribute(
        'href',
        `${SE_LIST}?keyphrase=${encodeURIComponent(keyphrase)}`,
      )
      expect(await severe(page)).toEqual([])
    })
  })
}

test.describe('car detail, once', () => {
  test.use({ viewport: DESKTOP })

  test('JSON-LD Car with its Offer, the car picture as Open Graph image, canonical URL', async ({ page, request }) => {
    const [car] = (await cars(request, 'se', { car_is_used: true })).filter((c) => c.car_regno)
    const path = detailPath(car)
    await page.goto(siteUrl('se', path))
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = scripts.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'Car')
    expect(data).toMatchObject({
      '@type': 'Car',
      url: siteUrl('se', path),
      offers: { '@type': 'Offer', priceCurrency: 'SEK', availability: 'https://schema.org/InStock' },
    })
    expect(typeof data.offers.price).toBe('number')
    expect(data.mileageFromOdometer).toMatchObject({ '@type': 'QuantitativeValue', unitCode: 'KMT' })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('se', path))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`^http://se\\.localhost:${PORT}/-/media/car-[a-z]+-[a-z]+-side\\.webp$`),
    )
  })

  test('vans show their price without VAT; a campaign strikes the retail price through', async ({ page, request }) => {
    const [van] = await cars(request, 'se', { car_vehicle_type_code: ['LCV'] }, 1)
    await page.goto(siteUrl('se', detailPath(van)))
    await expect(page.getByTestId('car-vat')).toHaveText(/^Pris exkl\. moms/)
    const [campaign] = await cars(request, 'se', { car_has_campaign_price: true }, 1)
    await page.goto(siteUrl('se', detailPath(campaign)))
    await expect(page.getByTestId('car-price').locator('s[data-price="retail"]')).toBeVisible()
    await expect(page.getByTestId('car-price')).toContainText('Kampanjpris')
  })

  test('a sample car: its own similar-cars heading and its other trim packages, 3 of more than 4', async ({
    page,
    request,
  }) => {
    const samples = await cars(request, 'se', { car_is_sample: true })
    expect(samples.length).toBeGreaterThan(0)
    const [sample] = samples
    await page.goto(siteUrl('se', detailPath(sample)))
    const similar = page.getByTestId('similar-cars')
    if (await similar.count())
      await expect(similar.getByRole('heading', { level: 2 })).toHaveText('Bilar i lager av samma modell')
    const trims = page.getByTestId('car-trims')
    if (await trims.count()) {
      const shown = await trims.locator('li').count()
      const toggle = page.getByTestId('car-trims-toggle')
      if (await toggle.count()) {
        expect(shown).toBe(3)
        await toggle.click()
        expect(await trims.locator('li').count()).toBeGreaterThan(4)
      } else {
        expect(shown).toBeLessThanOrEqual(4)
      }
      await expect(trims.locator('a').first()).toHaveAttribute('href', /^\/kop-bil\/\d+\/[a-z0-9-]+$/)
    }
    await expect(page.getByTestId('car-detail').getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the {product} layout (bb) collapses equipment at 50 px', async ({ page, request }) => {
    const [car] = await cars(request, 'bb', {}, 1)
    await page.goto(siteUrl('bb', detailPath(car)))
    await expect(page.getByTestId('car-detail')).toHaveAttribute('data-layout', 'product')
    const equipment = page.getByTestId('car-equipment')
    await expect(equipment).toHaveAttribute('data-collapsed', '')
    expect(await clipHeight(equipment)).toBeLessThanOrEqual(50)
    expect(await severe(page)).toEqual([])
  })

  test('static /api routes still answer beside /api/{name}/{regNo}; the media route answers "no media", 404 and 400', async ({
    request,
  }) => {
    expect((await request.post(SEARCH_API, { data: { index: 'cars-se', limit: 0 } })).status()).toBe(200)
    const none = await rawGet('se.localhost', '/api/se/ZZZ999')
    expect(none.status).toBe(200)
    expect(JSON.parse(none.body)).toMatchObject({
      hasVideo: false,
      has360: false,
      hasInternal360: false,
      images360: [],
    })
    expect((await rawGet('se.localhost', '/api/nowhere/ABC123')).status).toBe(404)
    expect((await rawGet('se.localhost', '/api/se/%3Cb%3E')).status).toBe(400)
    const car = await mediaCar(request)
    const found = await rawGet('se.localhost', `/api/se/${encodeURIComponent(car.car_regno!)}`)
    expect(found.status).toBe(200)
    expect(JSON.parse(found.body)).toMatchObject({ has360: true })
  })

  test('a car without media: the media call answers "no media", no console error, no media tabs', async ({
    page,
    request,
  }) => {
    const car = (await cars(request, 'se')).find((c) => c.car_regno && !demoMediaOf(c))!
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    const answered = page.waitForResponse((r) => r.url().includes(`/api/se/${encodeURIComponent(car.car_regno!)}`))
    await page.goto(siteUrl('se', detailPath(car)))
    expect((await answered).status()).toBe(200)
    await expect(page.getByTestId('car-gallery')).toBeVisible()
    await expect(page.getByTestId('media-tabs')).toHaveCount(0)
    expect(errors).toEqual([])
  })
})
