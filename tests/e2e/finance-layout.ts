/**
 * The finance cards as a person reads them: the cars the finance browser tests show, and the checks of
 * what looks broken in a card — two cards over each other, a value or its unit wrapped onto a second line,
 * something running out of its card, an input or select too narrow for its value.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { PORT } from './helpers'

const SEARCH_API = `http://127.0.0.1:${PORT}/api/search`

/** Every kind of finance card. */
export const OUTER_CARDS = ['loan-calculator', 'company-leasing', 'private-leasing', 'leasing-items', 'uk-finance']
  .map((id) => `[data-testid="${id}"]`)
  .join(', ')
/** The cards and the UK card's two inner parts (the inputs, the representative example). */
export const FINANCE_CARDS = `${OUTER_CARDS}, [data-testid^="uk-panel-"] > div`

const DETAIL_BASE = {
  se: '/kop-bil',
  bb: '/kop-bil',
  no: '/kjop-bil',
  fi: '/autot',
  sk: '/auto',
  uk: '/buy-car/car',
} as const
export type FinanceMarket = keyof typeof DETAIL_BASE
const LOAN_AND_LEASING = {
  car_has_companyleasing: true,
  car_has_privateleasing: true,
  car_loan_monthly_cost: { min: 1 },
}
/** The most each market has to show: a loan with company and private leasing (no and bb cars have only loans); uk the finance card and leasing offers. */
const FILTERS: Record<FinanceMarket, Record<string, unknown>> = {
  se: LOAN_AND_LEASING,
  fi: LOAN_AND_LEASING,
  sk: LOAN_AND_LEASING,
  bb: { car_loan_monthly_cost: { min: 1 } },
  no: { car_loan_monthly_cost: { min: 1 } },
  uk: { car_has_companyleasing: true, car_has_privateleasing: true },
}

/** A fixed car of a market with the most finance to show, by a stable query (cheapest first, ties by id); `base` for another language's path. */
export async function financeCarPath(
  request: APIRequestContext,
  market: FinanceMarket,
  base: string = DETAIL_BASE[market],
): Promise<string> {
  const response = await request.post(SEARCH_API, {
    data: {
      index: `cars-${market}`,
      limit: 1,
      filters: FILTERS[market],
      fields: ['car_id', 'slug'],
      sort_name: 'price_asc',
    },
  })
  expect(response.status()).toBe(200)
  const [car] = (await response.json()).content as { car_id: string; slug: string }[]
  expect(car, `a ${market} car with finance offers`).toBeTruthy()
  return `${base}/${car.car_id}/${car.slug}`
}

/** Waits until every calculator shows its result (loan from its API, the UK card's representative example). */
export async function financeSettled(page: Page) {
  const loan = page.getByTestId('loan-calculator')
  if (await loan.count()) await expect(page.getByTestId('loan-monthly')).toBeVisible()
  const uk = page.getByTestId('uk-finance')
  if (await uk.count()) await expect(uk.locator('[data-testid$="-blocks"]').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
}

/** What a person would call broken in the finance cards under `root`, one line per problem (empty: fine). */
export function financeLayoutProblems(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ root, selector }) => {
      const problems: string[] = []
      const scope = document.querySelector(root) ?? document.body
      const cards = [...scope.querySelectorAll<HTMLElement>(selector)].filter((c) => c.getClientRects().length)
      const name = (el: Element) =>
        el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`
      const shown = (r: DOMRect) => r.width > 0 && r.height > 0

      // No card over another (a card inside another is the UK card's parts, not an overlap).
      for (const [i, a] of cards.entries()) {
        for (const b of cards.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue
          const ra = a.getBoundingClientRect()
          const rb = b.getBoundingClientRect()
          if (ra.left < rb.right - 1 && rb.left < ra.right - 1 && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1)
            problems.push(`${name(a)} overlaps ${name(b)}`)
        }
      }

      for (const card of cards) {
        const box = card.getBoundingClientRect()
        // Nothing runs out of its card sideways (closed disclosures and hidden tabs have no boxes).
        for (const el of card.querySelectorAll('*')) {
          const r = el.getBoundingClientRect()
          if (shown(r) && (r.left < box.left - 1 || r.right > box.right + 1))
            problems.push(
              `${name(el)} runs out of ${name(card)} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)})`,
            )
        }
        // A value and its unit stay on one line: '115 980 kr', '20 % (115 980 kr)', '3 495 kr/mån', '36 mån'.
        const values = card.querySelectorAll(
          'dd, [data-testid$="-value"], [data-testid="loan-monthly"], [data-testid="company-monthly"] > span, button[aria-pressed]',
        )
        for (const el of values) {
          const range = document.createRange()
          range.selectNodeContents(el)
          const lines = new Set([...range.getClientRects()].filter(shown).map((r) => Math.round(r.bottom)))
          if (lines.size > 1)
            problems.push(`value "${(el.textContent ?? '').trim()}" in ${name(card)} wraps onto ${lines.size} lines`)
        }
        // An input or select shows its whole value (text plus padding and the arrow or spin buttons' room).
        for (const control of card.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
          'input:not([type="hidden"]), select',
        )) {
          const text = control instanceof HTMLSelectElement ? (control.selectedOptions[0]?.text ?? '') : control.value
          const style = getComputedStyle(control)
          const probe = document.createElement('span')
          probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing}`
          probe.textContent = text
          document.body.append(probe)
          const needed =
            probe.getBoundingClientRect().width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 16
          probe.remove()
          if (control.clientWidth < needed)
            problems.push(`${name(control)} is ${control.clientWidth} px wide for "${text}" (${Math.ceil(needed)} px)`)
        }
      }
      return problems
    },
    { root, selector: FINANCE_CARDS },
  )
}

/** The widths of the finance cards (not the UK card's parts) inside `root`. */
export const financeCardWidths = (page: Page, root: string): Promise<number[]> =>
  page
    .locator(root)
    .locator(OUTER_CARDS)
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().width)))
