import { expect, test, type Page } from './test'
import { siteUrl } from './helpers'
import {
  financeCardWidths,
  financeCarPath,
  financeLayoutProblems,
  financeSettled,
  type FinanceMarket,
} from './finance-layout'

/** Digits of a formatted amount ('349 900 kr' → 349900, '£1,234.50' → 1234.5). */
const amount = (text: string | null) =>
  Number(
    (text ?? '')
      .replace(/[^\d.,]/g, '')
      .replace(/[\s,](?=\d{3}\b)/g, '')
      .replace(',', '.'),
  )

const loanRequests = (page: Page) => {
  const bodies: { downPayment: number; months: number }[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/finance/loan') && r.method() === 'POST') bodies.push(r.postDataJSON())
  })
  return bodies
}

test.describe('Swedish finance demo page', () => {
  test('the loan calculator recomputes after the sliders settle and follows the period rules', async ({ page }) => {
    const sent = loanRequests(page)
    const first = page.waitForResponse((r) => r.url().endsWith('/api/finance/loan') && r.ok())
    await page.goto(siteUrl('se', '/rakna-pa-finansiering'))
    const loan = page.getByTestId('loan-calculator')
    await expect(loan).toBeVisible()
    await first
    await expect(page.getByTestId('loan-monthly')).toHaveText(/kr\/mån$/)
    await expect(page.getByTestId('loan-effective')).toHaveText(/^\d+,\d{2} %$/)
    await expect(loan.getByText('Att låna kostar pengar!', { exact: true })).toBeVisible()
    const monthlyBefore = amount(await page.getByTestId('loan-monthly').textContent())

    // Three quick steps of 1 000 are one calculation (debounced), for the last value only.
    const thumb = page.getByTestId('down-payment-slider')
    const start = Number(await thumb.getAttribute('aria-valuenow'))
    const settled = page.waitForResponse(
      (r) => r.url().endsWith('/api/finance/loan') && r.request().postDataJSON().downPayment === start + 3000,
    )
    await thumb.focus()
    await thumb.press('ArrowRight')
    await thumb.press('ArrowRight')
    await thumb.press('ArrowRight')
    await settled
    expect(sent.map((b) => b.downPayment)).not.toContain(start + 1000)
    expect(sent.map((b) => b.downPayment)).not.toContain(start + 2000)
    await expect
      .poll(async () => amount(await page.getByTestId('loan-monthly').textContent()))
      .toBeLessThan(monthlyBefore)

    // The maximum down payment at 36 months, then the shortest period: its residual, a lower maximum.
    await thumb.press('End')
    const atMax = Number(await thumb.getAttribute('aria-valuenow'))
    const period = page.getByTestId('period-slider')
    await period.focus()
    await period.press('Home')
    await expect(page.getByTestId('period-value')).toHaveText('12 mån')
    await expect(page.getByTestId('loan-residual')).toContainText('50 %')
    await expect.poll(async () => Number(await thumb.getAttribute('aria-valuenow'))).toBeLessThan(atMax)
    expect(Number(await thumb.getAttribute('aria-valuemax')) % 1000).toBe(0)

    // The disclosure fills the template with the chosen values.
    await loan.getByText('Visa villkor').click()
    await expect(page.getByTestId('loan-disclaimer')).toContainText('12')
    await expect(page.getByTestId('loan-disclaimer')).not.toContainText('{')
  })

  test('company leasing loads a mileage and resets with the contract length; private leasing explains mileage', async ({
    page,
  }) => {
    await page.goto(siteUrl('se', '/rakna-pa-finansiering'))
    const company = page.getByTestId('company-leasing')
    await expect(company).toBeVisible()
    const residual = page.getByTestId('company-residual')
    const before = await residual.textContent()
    const mileage = company.getByRole('group', { name: 'Miltal per år' }).getByRole('button').last()
    await mileage.click()
    await expect(mileage).toHaveAttribute('aria-pressed', 'true')
    await expect(residual).not.toHaveText(before ?? '')
    const length = company.getByRole('group', { name: 'Avtalstid' }).getByRole('button').first()
    await length.click()
    await expect(length).toHaveAttribute('aria-pressed', 'true')
    await expect(length).toHaveText('24 mån')
    await expect(page.getByTestId('company-monthly')).toContainText('kr/mån')
    await expect(page.getByTestId('private-leasing')).toContainText('Mil per år är en uppskattning')
  })
})

test.describe('UK finance card', () => {
  test('changing the deposit computes the monthly payment and vice versa; terms by quote reference', async ({
    page,
  }) => {
    await page.goto(siteUrl('uk', '/finance-calculator'))
    const card = page.getByTestId('uk-finance')
    await expect(card.getByRole('tab', { name: 'Hire Purchase' })).toBeVisible()
    const hp = page.getByTestId('uk-panel-hp')
    await expect(hp.getByTestId('hp-blocks')).toContainText('Representative APR')

    const deposit = page.getByTestId('hp-deposit')
    const payment = page.getByTestId('hp-payment')
    const paymentBefore = await payment.inputValue()
    const quoted = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/codeweaver/cfd') &&
        r.request().postDataJSON().VehicleRequests[0].Parameters.CashDeposit === 0,
    )
    await deposit.fill('0')
    await quoted
    await expect.poll(() => payment.inputValue()).not.toBe(paymentBefore)
    expect(Number(await payment.inputValue())).toBeGreaterThan(Number(paymentBefore))

    const byPayment = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/codeweaver/cfd') &&
        r.request().postDataJSON().VehicleRequests[0].Parameters.RegularPayment === 500,
    )
    await payment.fill('500')
    await byPayment
    await expect.poll(async () => Number(await deposit.inputValue())).toBeGreaterThan(0)
    await expect(page.getByTestId('hp-problem')).toHaveCount(0)

    await hp.getByText('Terms and conditions').click()
    await expect(page.getByTestId('hp-terms')).toContainText('Hire Purchase (HP) quotation CW')

    await card.getByRole('tab', { name: 'Personal Contract Purchase' }).click()
    await expect(page.getByTestId('uk-panel-pcp')).toBeVisible()
  })

  test('an apology when the products cannot be loaded, no card when a quotation fails', async ({ page }) => {
    await page.route('**/api/codeweaver/default', (route) => route.fulfill({ status: 503, body: '{}' }))
    await page.goto(siteUrl('uk', '/finance-calculator'))
    await expect(page.getByTestId('uk-finance-unavailable')).toContainText('cannot get a finance quote right now')

    await page.unroute('**/api/codeweaver/default')
    await page.route('**/api/codeweaver/cfd', (route) => route.fulfill({ status: 502, body: '{}' }))
    await page.reload()
    await expect(page.getByTestId('finance-demo-car')).toBeVisible()
    await expect(page.getByTestId('uk-finance')).toHaveCount(0)
  })
})

/**
 * The cards lay out by the room they have. In car detail's default layout the finance column is about
 * 500 px at 1280, where a viewport rule made two columns of ~210 px: cards over each other, values wrapped a
 * character a line, UK inputs cut. Every variant (loan, company and private leasing, leasing items, the UK card)
 * in both car detail layouts and the finance calculator block, at a phone's and a desktop's width.
 */
test.describe('finance cards read well wherever they are', () => {
  const WIDTHS = [375, 768, 1024, 1280, 1920]
  const pages: { site: string; path: string; market?: FinanceMarket }[] = [
    ...(['se', 'no', 'fi', 'sk', 'uk', 'bb'] as const).map((market) => ({ site: market, path: '', market })),
    { site: 'se', path: '/en/buy-car', market: 'se' as const },
    { site: 'se', path: '/rakna-pa-finansiering' },
    { site: 'se', path: '/en/finance-calculator' },
    { site: 'uk', path: '/finance-calculator' },
    { site: 'no', path: '/finansieringskalkulator' },
    { site: 'fi', path: '/rahoituslaskuri' },
    { site: 'sk', path: '/financna-kalkulacka' },
  ]
  for (const { site, path, market } of pages) {
    const what = market
      ? `${site}${path ? ' /en' : ''} car detail (${site === 'bb' ? 'product' : 'default'} layout)`
      : `${site} ${path}`
    test(`${what}: no card over another, no value wrapped, nothing out of its card`, async ({ page, request }) => {
      const url = siteUrl(site, market ? await financeCarPath(request, market, path || undefined) : path)
      const root = market ? '[data-testid="car-finance"]' : '[data-testid="finance-demo"]'
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        await expect(page.locator(root)).toBeVisible()
        await financeSettled(page)
        expect(await financeLayoutProblems(page, root), `${width} px`).toEqual([])
        // In car detail's default layout at 1280 the cards share the ~500 px column one under another.
        if (market && site !== 'bb' && width === 1280) {
          for (const cardWidth of await financeCardWidths(page, root)) expect(cardWidth).toBeGreaterThanOrEqual(320)
        }
      }
    })
  }
})
