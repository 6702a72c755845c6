import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test'
import { siteUrl } from './helpers'

/** axe-core: no serious or critical violation on each demo site's home page, desktop and mobile. */
const SITES = ['se', 'bb', 'no', 'fi', 'sk', 'uk']
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 375, height: 800 },
]

for (const site of SITES) {
  for (const viewport of VIEWPORTS) {
    test(`${site} home page has no serious or critical axe violation (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(siteUrl(site))
      await expect(page.locator('footer')).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).analyze()
      const severe = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
      expect(severe).toEqual([])
    })
  }
}
