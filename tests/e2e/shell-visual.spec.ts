/**
 * Visual regression of the shell: each site's header and footer, at a phone's and a desktop's width,
 * against committed baselines (tests/e2e/shell-visual.spec.ts-snapshots, made on this project's Debian Chromium).
 * A changed logo, a lost theme colour or a header whose links collide shows here as a picture, not as a passing
 * DOM assertion. After a deliberate change: `npx playwright test tests/e2e/shell-visual.spec.ts --update-snapshots`,
 * then look at the new pictures before committing them.
 */
import { fileURLToPath } from 'node:url'
import { expect, test } from './test'
import { siteUrl } from './helpers'

const SITES = ['se', 'bb', 'no', 'fi', 'sk', 'uk']
const WIDTHS = [375, 1280]

for (const site of SITES) {
  test(`${site} header and footer look as approved at ${WIDTHS.join(' and ')} px`, async ({ page, context }) => {
    await context.addCookies([
      {
        name: 'consent',
        value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
        url: siteUrl(site),
      },
    ])
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(siteUrl(site))
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const options = {
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
        stylePath: fileURLToPath(new URL('./shell-visual.css', import.meta.url)),
      } as const
      for (const [part, locator] of [
        ['header', page.locator('header').first()],
        ['footer', page.locator('footer').last()],
      ] as const) {
        // The part's box in whole pixels of the full page: a box 616.5 px high is pictured 616 px high every time.
        const box = await locator.evaluate((el) => {
          const r = el.getBoundingClientRect()
          return {
            x: 0,
            y: Math.ceil(r.top + window.scrollY),
            width: document.documentElement.clientWidth,
            height: Math.floor(r.height) - 1,
          }
        })
        await expect(page).toHaveScreenshot(`${site}-${part}-${width}.png`, { ...options, fullPage: true, clip: box })
      }
    }
  })
}
