/**
 * The first screen after sign-in is in the account's admin language (src/cms/admin/AdminLanguageRefresh.tsx):
 * Payload's login form signs in by fetch and moves to the dashboard in the browser, keeping the frame of the
 * sign-in page, which was in the browser's language; the admin then renders itself again in the account's.
 * Without a full load: the page's window survives the sign-in.
 */
import { expect, test, type Page } from './test'
import { editorToken, PORT, siteUrl } from './helpers'

type Account = { email: string; password: string }

async function createAccount(request: import('@playwright/test').APIRequestContext, data: Record<string, unknown>) {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  const account = { email: `lang-${stamp}@example.com`, password: 'correct horse battery staple' }
  const created = await request.post(`http://127.0.0.1:${PORT}/api/cms/users`, {
    headers: { authorization: `JWT ${editorToken()}` },
    data: { ...account, role: 'admin', ...data },
  })
  expect(created.status()).toBe(201)
  return account
}

/** Signs in through the form and leaves a mark on the window: still there afterwards, no full load happened. */
async function signInByForm(page: Page, account: Account) {
  await page.goto(siteUrl('se', '/admin/login'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.evaluate(() => ((window as unknown as { signInMark: number }).signInMark = 1))
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.locator('.dashboard').first()).toBeVisible()
}

const marked = (page: Page) => page.evaluate(() => (window as unknown as { signInMark?: number }).signInMark)

test('the screen right after signing in is in the language on the account, without reloading the page', async ({
  page,
  request,
}) => {
  const swedish = await createAccount(request, { adminLanguage: 'sv' })
  await signInByForm(page, swedish)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  // Payload's own words (the navigation is a client component of the frame) and the project's collection names.
  await expect(page.locator('nav').getByRole('link', { name: 'Sidor', exact: true })).toBeVisible()
  await expect(page.locator('nav').getByRole('link', { name: 'Bilar', exact: true })).toBeVisible()
  expect(await marked(page)).toBe(1)
  await page.screenshot({ path: test.info().outputPath('first-screen-sv-1280.png'), fullPage: true })
})

test('an account without a language keeps the browser language after signing in', async ({ page, request }) => {
  const english = await createAccount(request, {})
  await signInByForm(page, english)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('nav').getByRole('link', { name: 'Pages', exact: true })).toBeVisible()
  expect(await marked(page)).toBe(1)
})
