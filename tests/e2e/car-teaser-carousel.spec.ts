import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from './test'
import { siteUrl } from './helpers'

/** Spec 1 §2, §4: the cars of the week on se's home are a carousel that loops, with arrows and dots. */
const answerConsent = (context: BrowserContext) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl('se'),
    },
  ])
const teaser = (page: Page) => page.getByTestId('car-teaser')
const current = (page: Page) => teaser(page).locator('[data-testid="teaser-dot"][aria-current="true"]')

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('"Veckans bilar": labelled slides, arrows and dots that move it, looping both ways, by mouse and keyboard; pictures load lazily', async ({
      page,
      context,
    }) => {
      await answerConsent(context)
      await page.goto(siteUrl('se', '/'))
      const block = teaser(page)
      await block.scrollIntoViewIfNeeded()
      await expect(block).toHaveAttribute('aria-roledescription', 'karusell')
      const slides = block.getByTestId('teaser-slide')
      await expect(slides).toHaveCount(8)
      await expect(slides.first()).toHaveAttribute('aria-label', 'Bil 1 av 8')
      // Below the hero: none of its pictures competes with the page's largest paint.
      await expect(slides.locator('img[loading="eager"]')).toHaveCount(0)

      const dots = block.getByTestId('teaser-dot')
      await expect(dots).toHaveCount(8)
      await expect(dots.first()).toHaveAccessibleName('Visa bil 1')
      await expect(current(page)).toHaveAccessibleName('Visa bil 1')
      const next = block.getByRole('button', { name: 'Nästa bil' })
      const prev = block.getByRole('button', { name: 'Föregående bil' })

      await next.click()
      await expect(current(page)).toHaveAccessibleName('Visa bil 2')
      // Loops: back from the first goes to the last, on from the last to the first.
      await prev.click()
      await prev.click()
      await expect(current(page)).toHaveAccessibleName('Visa bil 8')
      await next.click()
      await expect(current(page)).toHaveAccessibleName('Visa bil 1')

      await dots.nth(4).click()
      await expect(current(page)).toHaveAccessibleName('Visa bil 5')
      // The chosen car starts the row, under the heading's left edge (once the slide has settled).
      const left = (await block.getByRole('heading', { name: 'Veckans bilar' }).boundingBox())!.x
      await expect
        .poll(async () => Math.abs(Math.round((await slides.nth(4).locator('article').boundingBox())!.x - left)))
        .toBe(0)

      // Keyboard: the arrow buttons by Enter, and the arrow keys on a card.
      await next.focus()
      await page.keyboard.press('Enter')
      await expect(current(page)).toHaveAccessibleName('Visa bil 6')
      await slides.nth(5).getByRole('link').focus()
      await page.keyboard.press('ArrowLeft')
      await expect(current(page)).toHaveAccessibleName('Visa bil 5')

      const severe = (await new AxeBuilder({ page }).include('[data-testid="car-teaser"]').analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      )
      expect(severe.map((v) => v.id)).toEqual([])
    })
  })
}
