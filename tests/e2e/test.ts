/**
 * Playwright's `test`, with one difference for the specs: a site page hydrates after its largest paint (the
 * deferred start, src/platform/deferred-start/loader.ts), later than the load event that `goto` and `reload` wait for, so
 * those also wait until the page has hydrated (<html data-hydrated>) unless the test asks for an earlier moment
 * (`waitUntil`) or runs without JavaScript. A visitor's first press before that is replayed
 * (tests/e2e/deferred-start.spec.ts), but what is typed into a field React controls would not be seen by React.
 */
import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/** Hydrated, or a document without the loader (the admin, an API answer). */
const READY = 'html[data-hydrated], html:not(:has(script[data-deferred-start]))'

type Navigate = Page['goto']
type Reload = Page['reload']

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto: Navigate = page.goto.bind(page)
      const reload: Reload = page.reload.bind(page)
      const hydrated = async <R>(response: R, waitUntil?: string) => {
        if ((waitUntil ?? 'load') === 'load') await page.locator(READY).waitFor({ state: 'attached' })
        return response
      }
      page.goto = async (url, options) => hydrated(await goto(url, options), options?.waitUntil)
      page.reload = async (options) => hydrated(await reload(options), options?.waitUntil)
    }
    await provide(page)
  },
})
