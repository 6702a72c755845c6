import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { FOREIGN_WORDS } from './foreign-words'
import { inspectLayout } from './inspect'

/** axe's serious and critical findings on the page as it is (or in `include` only), each with the elements it names. */
export const seriousAxe = async (page: Page, include?: string) =>
  (await (include ? new AxeBuilder({ page }).include(include) : new AxeBuilder({ page })).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)

/**
 * The layout checks (inspect.ts) at the current scroll position, as the feature specs apply them: 8 px from the
 * edges, 24 px targets, and on a page not in the market's language none of the market's words. `label` is the
 * layout views' site key (foreign-words.ts: 'se/en', 'uk'…), `lang` the page's language.
 */
export const layoutFindings = async (page: Page, view: { label: string; lang: string }) =>
  (
    await page.evaluate(inspectLayout, {
      edgeGap: 8,
      minTarget: 24,
      foreignWords: [...(FOREIGN_WORDS[view.label] ?? [])],
      pageLang: view.lang,
      scope: 'page' as const,
    })
  ).map((f) => `${f.rule} ${f.at}: ${f.detail}`)
