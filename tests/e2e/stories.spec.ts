import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from './test'
import { siteUrl } from './helpers'

/**
 * Stories on the seeded demo: se /nyheter (8 stories, grid with the latest highlighted),
 * bb /nyheter (6 stories, list-style Variant 2); articles under them.
 */

const severeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

const answerConsent = (context: BrowserContext, key: string) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl(key),
    },
  ])

const list = (page: Page) => page.getByTestId('stories-list')
const cards = (page: Page) => list(page).getByTestId('story-card')

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the stories list: 4 newest first, load more by cursor, tag chips filter and show all resets; axe clean', async ({
      page,
      context,
    }) => {
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', '/nyheter'))
      await expect(cards(page)).toHaveCount(4)
      await expect(list(page).getByText('Visar 4 av 8')).toBeVisible()
      await expect(list(page).getByText('Senaste')).toBeVisible() // highlighted latest story
      const dates = await cards(page)
        .locator('time')
        .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!))
      expect([...dates].sort().reverse()).toEqual(dates)
      expect(await severeViolations(page)).toEqual([])

      await list(page).getByRole('button', { name: 'Visa fler' }).click()
      await expect(cards(page)).toHaveCount(8)
      await expect(list(page).getByText('Visar 8 av 8')).toBeVisible()
      await expect(list(page).getByRole('button', { name: 'Visa fler' })).toHaveCount(0)

      const elbil = list(page).getByRole('button', { name: 'Elbil' })
      await elbil.click()
      await expect(elbil).toHaveAttribute('aria-pressed', 'true')
      await expect(list(page)).toHaveAttribute('data-state', 'success')
      const filtered = await cards(page).count()
      expect(filtered).toBeGreaterThan(0)
      expect(filtered).toBeLessThan(8)
      await list(page).getByRole('button', { name: 'Visa alla' }).click()
      await expect(elbil).toHaveAttribute('aria-pressed', 'false')
      await expect(list(page).getByText('Visar 4 av 8')).toBeVisible()
    })

    test('a tag choice with no stories shows the no-results text', async ({ page, context }) => {
      await answerConsent(context, 'se')
      await page.route('**/api/stories**', (route) =>
        route.fulfill({ json: { stories: [], total: 0, pageInfo: { hasNext: false, endCursor: null } } }),
      )
      await page.goto(siteUrl('se', '/nyheter'))
      await list(page).getByRole('button', { name: 'Evenemang' }).click()
      await expect(list(page).getByText('Inga artiklar hittades.')).toBeVisible()
      await expect(list(page)).toHaveAttribute('data-state', 'empty')
    })

    test('the list-style layout (Variant 2) on bb', async ({ page, context }) => {
      await answerConsent(context, 'bb')
      await page.goto(siteUrl('bb', '/nyheter'))
      await expect(list(page).locator('[data-layout="list"]')).toBeVisible()
      await expect(cards(page)).toHaveCount(4)
      expect(await severeViolations(page)).toEqual([])
    })

    test('the article: publish info, fixed back button to the index, previous/next articles, Article JSON-LD; axe clean', async ({
      page,
      context,
    }) => {
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', '/nyheter'))
      const second = cards(page).nth(1).getByRole('link')
      const title = (await second.textContent())!
      await second.click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByTestId('publish-info')).toContainText('Publicerad')
      await expect(page.getByTestId('story-back')).toHaveAttribute('href', '/nyheter')
      // Floating while the article scrolls by (sticky to the screen's foot), at rest in its own room at the article's end.
      await expect(page.getByTestId('story-back').locator('..')).toHaveCSS('position', 'sticky')
      // At the page's end it covers nothing of the footer.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect
        .poll(() =>
          page.evaluate(
            () => Math.round(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
          ),
        )
        .toBe(true)
      const [back, footer] = await Promise.all([
        page.getByTestId('story-back').boundingBox(),
        page.locator('footer').last().boundingBox(),
      ])
      expect(back!.y + back!.height).toBeLessThanOrEqual(footer!.y)
      await expect(page.getByTestId('story-prev')).toBeVisible()
      await expect(page.getByTestId('story-next')).toBeVisible()
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
      const article = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Article')
      expect(article).toMatchObject({ headline: title })
      expect(await severeViolations(page)).toEqual([])

      // next (newer) of the second newest is the newest, which has no next
      await page.getByTestId('story-next').click()
      await expect(page.getByTestId('story-prev')).toBeVisible()
      await expect(page.getByTestId('story-next')).toHaveCount(0)
      await page.getByTestId('story-back').click()
      await expect(list(page)).toBeVisible()
    })
  })
}
