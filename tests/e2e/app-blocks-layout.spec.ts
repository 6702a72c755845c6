import { expect, test, type BrowserContext, type Page } from './test'
import { siteUrl } from './helpers'

/**
 * The application blocks (car list, dealer list, tyre hotel, sell-car form) sit in the page's content
 * column with its gutter, like the content blocks, and nothing scrolls the page sideways.
 */
const PAGES = [
  { site: 'se', path: '/kop-bil/alla-bilar-i-lager', block: 'carList' },
  { site: 'uk', path: '/buy-car/used-cars/all-used-cars', block: 'carList' },
  { site: 'no', path: '/kjop-bil', block: 'carList' },
  { site: 'se', path: '/anlaggningar', block: 'dealerList' },
  { site: 'uk', path: '/find-us', block: 'dealerList' },
  { site: 'se', path: '/dack-och-biltillbehor/dackhotell', block: 'tyreHotel' },
  { site: 'se', path: '/salj-bil', block: 'sellCarForm' },
  { site: 'uk', path: '/sell-car', block: 'sellCarForm' },
] as const

const answerConsent = (context: BrowserContext, key: string) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl(key),
    },
  ])

/** The content column at this width (globals.css): 1280 px wide at most, centred, with a gutter of clamp(1rem, 4vw, 2.5rem). */
const column = (width: number) => {
  const gutter = Math.min(40, Math.max(16, width * 0.04))
  const side = (width - Math.min(width, 1280)) / 2
  return { left: side + gutter, right: width - side - gutter }
}

/**
 * The outermost left and right edges of what the block draws: text, pictures, controls, and boxes with a border or
 * a background (a layout box alone draws nothing). Children of a box that clips or scrolls its overflow are judged
 * by that box. Focus-ring room of up to 6 px (padding taken back by a negative margin) is allowed past the column.
 */
const edges = (page: Page, block: string) =>
  page
    .locator(`[data-block="${block}"]`)
    .first()
    .evaluate((root) => {
      const REPLACED = new Set(['IMG', 'INPUT', 'SELECT', 'TEXTAREA', 'BUTTON', 'svg', 'VIDEO', 'CANVAS', 'IFRAME'])
      const draws = (el: Element, style: CSSStyleDeclaration) =>
        REPLACED.has(el.tagName) ||
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '') ||
        (style.borderLeftStyle !== 'none' && parseFloat(style.borderLeftWidth) > 0) ||
        (style.borderRightStyle !== 'none' && parseFloat(style.borderRightWidth) > 0) ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none'
      let left = Infinity
      let right = -Infinity
      const walk = (el: Element) => {
        const style = getComputedStyle(el)
        if (style.display === 'none' || style.visibility === 'hidden') return
        const box = el.getBoundingClientRect()
        const clips = /(hidden|auto|scroll|clip)/.test(style.overflowX)
        if (box.width > 1 && box.height > 1 && (clips || draws(el, style))) {
          left = Math.min(left, box.left)
          right = Math.max(right, box.right)
        }
        if (clips) return
        for (const child of el.children) walk(child)
      }
      walk(root)
      return { left, right }
    })

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const { site, path, block } of PAGES) {
      test(`${site}${path}: the ${block} block keeps the page gutter and the page does not scroll sideways`, async ({
        page,
        context,
      }) => {
        await answerConsent(context, site)
        await page.goto(siteUrl(site, path))
        await expect(page.locator(`[data-block="${block}"]`).first()).toBeVisible()
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        expect(scrollWidth, 'sideways scroll').toBe(clientWidth)
        const { left, right } = await edges(page, block)
        const expected = column(clientWidth)
        expect(left, 'left edge').toBeGreaterThanOrEqual(expected.left - 6)
        expect(right, 'right edge').toBeLessThanOrEqual(expected.right + 6)
      })
    }
  })
}
