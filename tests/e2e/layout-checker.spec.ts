/**
 * The layout checker against pages made for it (no server): each rule finds the defect it names and stays quiet on
 * the same content laid out well, so a clean run of layout.spec.ts means the pages are clean, not that the checker
 * looks at nothing.
 */
import { expect, test, type Page } from './test'
import { inspectLayout, type InspectOptions, type LayoutRule } from './layout/inspect'

const OPTIONS: InspectOptions = {
  edgeGap: 8,
  minTarget: 24,
  foreignWords: ['bilar', 'kr/mån'],
  pageLang: 'en',
  scope: 'page',
}
const page375 = async (page: Page, body: string, lang = 'en') => {
  await page.setViewportSize({ width: 375, height: 700 })
  await page.setContent(
    `<!doctype html><html lang="${lang}"><head><style>body{margin:0;font:16px/1.4 sans-serif} main{padding:0 16px}</style></head><body><main>${body}</main></body></html>`,
  )
}
const rules = async (page: Page, options: Partial<InspectOptions> = {}) =>
  [...new Set((await page.evaluate(inspectLayout, { ...OPTIONS, ...options })).map((f) => f.rule))].sort()

const CASES: { name: string; rule: LayoutRule; bad: string; good: string }[] = [
  {
    name: 'a box wider than the screen',
    rule: 'horizontal-scroll',
    bad: '<div style="width:400px">wide</div>',
    good: '<div style="max-width:100%;width:400px">wide</div>',
  },
  {
    name: 'two cards drawn over each other (the finance defect)',
    rule: 'text-overlap',
    bad: '<div style="display:grid;grid-template-columns:100px 100px"><p style="width:180px">Monthly cost 1 234</p><p>Company leasing</p></div>',
    good: '<div style="display:grid;grid-template-columns:1fr"><p>Monthly cost 1 234</p><p>Company leasing</p></div>',
  },
  {
    name: 'text running out of its card',
    rule: 'text-outside-box',
    bad: '<div style="border:1px solid #888;width:120px;height:40px"><p style="white-space:nowrap;margin:0">Representative example of a loan</p></div>',
    good: '<div style="border:1px solid #888;width:300px"><p style="margin:0">Representative example of a loan</p></div>',
  },
  {
    name: 'a number and its unit broken one part a line',
    rule: 'word-split',
    bad: '<p style="width:10px;overflow-wrap:anywhere">115&nbsp;980&nbsp;kr</p>',
    good: '<p style="width:200px">115&nbsp;980&nbsp;kr</p>',
  },
  {
    name: 'an input too narrow for its value (the UK deposit)',
    rule: 'input-cut',
    bad: '<input style="width:30px;font:16px sans-serif" value="4370 pounds">',
    good: '<input style="width:200px;font:16px sans-serif" value="4370 pounds">',
  },
  {
    name: 'text against the screen edge',
    rule: 'text-at-edge',
    bad: '<p style="margin:0 -16px">Filters</p>',
    good: '<p>Filters</p>',
  },
  {
    name: 'buttons smaller than 24 px next to each other',
    rule: 'small-target',
    bad: '<button style="width:14px;height:14px;padding:0">×</button><button style="width:14px;height:14px;padding:0">×</button>',
    good: '<button style="width:24px;height:24px;padding:0">×</button><button style="width:24px;height:24px;padding:0">×</button>',
  },
  {
    name: 'an image that does not load',
    rule: 'broken-image',
    bad: '<img alt="car" src="data:image/png;base64,AAAA" width="50" height="50">',
    good: '<img alt="car" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" width="50" height="50">',
  },
  {
    name: 'a date shown as the database keeps it',
    rule: 'raw-text',
    bad: '<dl><dt>First registered</dt><dd>2023-11-21T12:00:00.000Z</dd></dl>',
    good: '<dl><dt>First registered</dt><dd>21/11/2023</dd></dl>',
  },
  {
    name: 'a Swedish word on an English page',
    rule: 'foreign-word',
    bad: '<p>Showing 4 bilar</p>',
    good: '<p>Showing 4 cars</p><p lang="sv">Visa alla bilar</p>',
  },
]

test.describe('layout checker', () => {
  for (const c of CASES) {
    test(`finds ${c.name}, and not the same content laid out well`, async ({ page }) => {
      await page375(page, c.bad)
      await page.waitForFunction(() => [...document.images].every((img) => img.complete))
      expect(await rules(page)).toContain(c.rule)
      await page375(page, c.good)
      await page.waitForFunction(() => [...document.images].every((img) => img.complete))
      expect(await rules(page)).toEqual([])
    })
  }

  test('ignores what a visitor cannot see: hidden, transparent, clipped away, under an open modal', async ({
    page,
  }) => {
    await page375(
      page,
      `<p style="display:none;margin:0 -16px">hidden</p>
       <p style="opacity:0;margin:0 -16px">transparent</p>
       <p style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Label for a screen reader</p>
       <div style="overflow:hidden;width:300px"><div style="display:flex;width:900px;gap:16px"><p style="width:280px">Slide one</p><p style="width:280px">Slide two</p></div></div>
       <p>Under the dialog</p>
       <div role="dialog" aria-modal="true" style="position:fixed;inset:40px 16px;background:#fff;border:1px solid #888;padding:8px"><p>Under the dialog</p></div>`,
    )
    expect(await rules(page)).toEqual([])
  })

  test('a fixed button over the footer text is found when the page is scrolled to it', async ({ page }) => {
    await page375(
      page,
      `<div style="height:1500px">Long story</div><footer><p style="margin:0;padding:0 0 12px">© Dealer group</p></footer><a href="#" style="position:fixed;bottom:8px;left:16px;display:inline-block;padding:4px;background:#fff">Back to the list</a>`,
    )
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(await rules(page, { scope: 'fixed' })).toEqual(['text-overlap'])
  })
})
