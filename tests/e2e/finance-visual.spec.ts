import { fileURLToPath } from 'node:url'
import { expect, test } from './test'
import { siteUrl } from './helpers'
import { financeCarPath, financeSettled } from './finance-layout'

/**
 * A visual diff of car detail's finance section against committed baselines (finance-visual.spec.ts-snapshots/,
 * made with `--update-snapshots` in Debian's Chromium), for one se car (loan, company and private leasing,
 * leasing items) and one uk car (the PCP/HP card and leasing items), at a desktop's and a phone's width. The quote
 * reference is random per quotation, so it is masked. After an intended change of the finance cards' look, look at
 * the new pictures and update the baselines in the same commit (`--update-snapshots`, on Debian's Chromium: fonts
 * and anti-aliasing differ between browsers and systems).
 */
for (const market of ['se', 'uk'] as const) {
  for (const width of [1280, 375]) {
    test(`${market} car detail finance section at ${width} px looks as before`, async ({ page, context, request }) => {
      // Consent given beforehand, so the banner does not cover the section.
      await context.addCookies([
        {
          name: 'consent',
          value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
          url: siteUrl(market),
        },
      ])
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl(market, await financeCarPath(request, market)))
      const finance = page.getByTestId('car-finance')
      await expect(finance).toBeVisible()
      await financeSettled(page)
      await expect(finance).toHaveScreenshot(`${market}-finance-${width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: [finance.locator('[data-testid$="-quote-reference"]')],
        stylePath: fileURLToPath(new URL('./finance-visual.css', import.meta.url)),
        maxDiffPixelRatio: 0.01,
      })
    })
  }
}
