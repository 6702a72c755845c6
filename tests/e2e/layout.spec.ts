/**
 * Layout checks over every page kind, site and language at a phone's and a desktop's width: each
 * view is loaded as a visitor sees it (hydrated, consent given, every lazy part drawn), photographed for review
 * (LAYOUT_SCREENS_DIR, docs/architecture.md "Layout checks"), then measured by `inspectLayout` (./layout/inspect.ts)
 * at the top and, for what fixed bars and buttons cover, at the bottom. Console errors and failed image requests
 * count too. One test per view and site, both widths in it, so the two workers share the pages.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test'
import { siteUrl } from './helpers'
import { FOREIGN_WORDS } from './layout/foreign-words'
import { inspectLayout, type InspectOptions, type LayoutFinding } from './layout/inspect'
import { SITE_LOCALES, firstCarPath, viewsOf, type SiteLocale, type View } from './layout/views'

const WIDTHS = [375, 1280]
const SCREENS_DIR = process.env.LAYOUT_SCREENS_DIR || 'layout-screens'

/** Draws what the page defers (content-visibility, lazy images, web fonts), so every part is measured as shown. */
async function drawEverything(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible'
    for (const img of document.querySelectorAll('img[loading=lazy]')) img.setAttribute('loading', 'eager')
  })
  // Bound by the test's own time only: the first request of an image resizes it, which a loaded machine makes slow.
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 0 })
  // Measuring forces layout, so no frame needs to pass (and a page without scripts gets no animation frames).
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * Waits for the page's CSS transitions to end. A full-page screenshot resizes the viewport for a moment, and what
 * moves when it is given back (the similar cars' panel sliding shut over 300 ms) would be measured half way: its text
 * at the screen's edge, in one run of about ten. Only transitions: a carousel's or a spinner's animation may run for
 * as long as the page is open.
 */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) =>
          animation.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
    ).then(() => undefined),
  )

const describeFinding = (width: number, f: LayoutFinding) => `${width}px ${f.rule} ${f.at}: ${f.detail}`

/** Loads, photographs and measures one view at every width; returns what a person would object to. */
async function checkView(
  page: Page,
  site: SiteLocale,
  view: View,
  screenName: string,
  { atEnd = true } = {},
): Promise<string[]> {
  await page.context().addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl(site.site),
    },
  ])
  const problems: string[] = []
  let width = WIDTHS[0]
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(
        `${width}px console error: ${message.text().slice(0, 200)} (${message.location().url.slice(0, 160)})`,
      )
  })
  page.on('pageerror', (error) => problems.push(`${width}px page error: ${error.message.slice(0, 200)}`))
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400)
      problems.push(`${width}px broken-image ${response.status()} ${new URL(response.url()).pathname}`)
  })

  if (view.before) await view.before(page)
  let target = view.path
  for (width of WIDTHS) {
    // Each width starts as a new visit: flows and compare keep their state in the tab (storage), and save it as the
    // page is left, so the tab first leaves for a file of the same site without scripts, then forgets.
    if (width !== WIDTHS[0]) {
      await page.goto(siteUrl(site.site, '/robots.txt'))
      await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()))
    }
    await page.setViewportSize({ width, height: 900 })
    if (target.startsWith('car:')) target = await firstCarPath(page, siteUrl(site.site, target.slice('car:'.length)))
    const response = await page.goto(target.startsWith('http') ? target : siteUrl(site.site, target))
    // A refusal or error page has nothing to overlap: it must not pass as a clean view.
    expect(response?.status(), `${target} at ${width}px`).toBe(200)
    if (view.act) await view.act(page)
    await drawEverything(page)

    // JPEG: encoding a full page (up to 25,000 px tall at 375 px) as PNG took 1.2–3.2 s a picture here, JPEG a third.
    const file = path.join(SCREENS_DIR, site.label.replace('/', '-'), `${screenName}-${width}.jpg`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 85 })
    await settled(page)

    const options: InspectOptions = {
      edgeGap: 8,
      minTarget: 24,
      foreignWords: [...(FOREIGN_WORDS[site.label] ?? [])],
      pageLang: site.lang,
      scope: 'page',
    }
    const atTop = await page.evaluate(inspectLayout, options)
    for (const f of atTop) problems.push(describeFinding(width, f))
    if (!atEnd) continue
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    for (const f of await page.evaluate(inspectLayout, { ...options, scope: 'fixed' as const }))
      problems.push(describeFinding(width, f))
  }
  return problems
}

const where = (site: SiteLocale) => `screenshots in ${SCREENS_DIR}/${site.label.replace('/', '-')}`

for (const site of SITE_LOCALES) {
  test.describe(`layout ${site.label}`, () => {
    for (const view of viewsOf(site.label)) {
      test(`${site.label} ${view.kind}: no overlap, spill, edge contact, sideways scroll, small target or error at ${WIDTHS.join(' and ')} px`, async ({
        page,
      }) => {
        // A flow walked to its step (service booking's workshop and time, twice) takes longer than a page load.
        if (view.act) test.slow()
        expect(await checkView(page, site, view, view.kind), where(site)).toEqual([])
      })
    }
  })
}

// Before the scripts run (and for a visitor without them) the shell is laid out by its HTML and CSS alone. The
// consent banner, which only scripts can close, stays over the page's end, so only the top is measured.
test.describe('layout before the scripts run', () => {
  test.use({ javaScriptEnabled: false })
  for (const site of SITE_LOCALES.filter((s) => !s.prefix)) {
    test(`${site.label} home without JavaScript: the header and page read well at ${WIDTHS.join(' and ')} px`, async ({
      page,
    }) => {
      expect(
        await checkView(page, site, { kind: 'home', path: '/' }, 'home-no-js', { atEnd: false }),
        where(site),
      ).toEqual([])
    })
  }
})
