/**
 * The group admin's admin at 1280 px, with no site chosen: a list names the site on every row as
 * the list arrives (no row below the fold reads "<No Site>"), the dashboard shows no raw `undefined` or
 * `null`, and an editor who chose Swedish on their account gets the admin in Swedish.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test'
import { E2E_DATA_DIR, editorToken, PORT, siteUrl } from './helpers'

type Account = { email: string; password: string }
const credentials = () => JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'admin.json'), 'utf8')) as Account

/**
 * One list of each kind of site field: every collection's column is the same server cell (src/cms/admin/SiteCell.tsx),
 * and tests/int/seed.int.test.ts holds every collection with a site to it and checks each list's rows, so the browser
 * checks what only it shows: the names there as the list arrives, nothing scrolled.
 */
const LISTS: [slug: string, column: string][] = [
  ['dealer-sites', 'cell-website'],
  ['pages', 'cell-site'],
]

async function signIn(page: Page, account: Account) {
  await page.goto(siteUrl('se', '/admin/login'))
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.locator('.dashboard').first()).toBeVisible()
}

test.describe.configure({ mode: 'serial' })

test('the group admin with no site chosen sees the site named on every row of a list as it arrives', async ({
  page,
}) => {
  test.slow()
  await signIn(page, credentials())
  const names = await page.evaluate(async () => {
    const sites = (await (await fetch('/api/cms/sites?limit=10&depth=0')).json()) as { docs: { name: string }[] }
    return sites.docs.map((s) => s.name)
  })
  expect(names.length).toBe(6)
  for (const [slug, column] of LISTS) {
    // Show the column whatever the list's saved columns are.
    await page.goto(
      siteUrl(
        'se',
        `/admin/collections/${slug}?limit=50&columns=${encodeURIComponent(JSON.stringify(['id', column.slice(5)]))}`,
      ),
    )
    // No site chosen: the selector is empty ("all sites").
    await expect(page.locator('#field-setTenant .rs__single-value')).toHaveCount(0)
    const rows = page.locator('table tbody tr')
    await expect(rows.first()).toBeVisible()
    const cells = await page.locator(`table tbody td.${column}`).allInnerTexts()
    // Read at once, nothing scrolled: the rows below the fold name their site too.
    expect(cells.length, slug).toBe(await rows.count())
    for (const cell of cells) expect(names, `${slug}: "${cell}"`).toContain(cell.trim())
    // The pages list spans several sites.
    if (slug === 'pages') expect(new Set(cells).size).toBeGreaterThan(1)
  }
  // The pages list, the last one.
  await page.screenshot({ path: test.info().outputPath('pages-all-sites-1280.png'), fullPage: true })
})

test('switching site with a page open does not move the page: the selector follows the page and is locked there', async ({
  page,
}) => {
  await signIn(page, credentials())
  const { pageId, se, uk } = await page.evaluate(async () => {
    const sites = (await (await fetch('/api/cms/sites?limit=10&depth=0')).json()) as {
      docs: { id: number; key: string }[]
    }
    const byKey = (key: string) => sites.docs.find((s) => s.key === key)!.id
    // The site's home page: other tests create and delete pages of the site meanwhile, so never its newest.
    const list = (await (
      await fetch(
        `/api/cms/pages?limit=1&depth=0&where[site][equals]=${byKey('se')}&where[path][equals]=%2F&locale=sv-SE`,
      )
    ).json()) as { docs: { id: number }[] }
    return { pageId: list.docs[0].id, se: byKey('se'), uk: byKey('uk') }
  })
  // The UK site chosen in another tab, then the Swedish page opened.
  await page.context().addCookies([{ name: 'payload-tenant', value: String(uk), url: siteUrl('se') }])
  await page.goto(siteUrl('se', `/admin/collections/pages/${pageId}`))
  await expect(page.locator('#field-title')).toBeVisible()
  if (!(await page.locator('aside.nav').getAttribute('class'))?.includes('nav--nav-open'))
    await page.getByRole('button', { name: 'Open Menu' }).click()
  await expect(page.locator('#field-setTenant .rs__single-value')).toHaveText('Bilgruppen')
  await expect(page.locator('#field-setTenant .rs__control')).toHaveClass(/rs__control--is-disabled/)
  const siteOfPage = () =>
    page.evaluate(
      async (id) => ((await (await fetch(`/api/cms/pages/${id}?depth=0&draft=true`)).json()) as { site: number }).site,
      pageId,
    )
  expect(await siteOfPage()).toBe(se)
})

test('the dashboard shows no raw undefined or null, with no site chosen and with one', async ({ page }) => {
  await signIn(page, credentials())
  const raw = /\b(undefined|null|NaN)\b/
  await page.goto(siteUrl('se', '/admin'))
  await expect(page.locator('.dashboard').first()).toBeVisible()
  expect(await page.locator('body').innerText()).not.toMatch(raw)
  const uk = await page.evaluate(async () => {
    const sites = (await (await fetch('/api/cms/sites?limit=10&depth=0')).json()) as {
      docs: { id: number; key: string }[]
    }
    return sites.docs.find((s) => s.key === 'uk')!.id
  })
  await page.context().addCookies([{ name: 'payload-tenant', value: String(uk), url: siteUrl('se') }])
  await page.goto(siteUrl('se', '/admin'))
  await expect(page.getByRole('heading', { level: 2, name: 'Motor Group UK' })).toBeVisible()
  expect(await page.locator('body').innerText()).not.toMatch(raw)
})

test('an editor who chose Swedish gets the admin in Swedish; English for one who did not', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const swedish = { email: `sv-${stamp}@example.com`, password: 'correct horse battery staple' }
  const created = await request.post(`http://127.0.0.1:${PORT}/api/cms/users`, {
    headers: { authorization: `JWT ${editorToken()}` },
    data: { ...swedish, role: 'admin', adminLanguage: 'sv' },
  })
  expect(created.status()).toBe(201)

  await signIn(page, swedish)
  // A full load in the account's language (the first screen right after signing in: tests/e2e/admin-language.spec.ts).
  await page.goto(siteUrl('se', '/admin'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  // Payload's own words and this project's collection names, in Swedish.
  await expect(page.locator('nav').getByRole('link', { name: 'Sidor', exact: true })).toBeVisible()
  await expect(page.locator('nav').getByRole('link', { name: 'Bilar', exact: true })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('dashboard-sv-1280.png'), fullPage: true })
  await page.goto(siteUrl('se', '/admin/collections/pages?limit=20'))
  await expect(page.getByRole('heading', { level: 1, name: 'Sidor' })).toBeVisible()
  await expect(
    page
      .getByRole('button', { name: 'Skapa ny' })
      .or(page.getByRole('link', { name: 'Skapa ny' }))
      .first(),
  ).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('pages-sv-1280.png') })
  const pageId = await page.evaluate(async () => {
    const list = (await (await fetch('/api/cms/pages?limit=1&depth=0')).json()) as { docs: { id: number }[] }
    return list.docs[0].id
  })
  await page.goto(siteUrl('se', `/admin/collections/pages/${pageId}`))
  await expect(page.getByText('SEO och sidinställningar')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('page-edit-sv-1280.png') })

  // In a fresh browser, the group admin (no language chosen, an English browser) has the English admin.
  await page.context().clearCookies()
  await signIn(page, credentials())
  await page.goto(siteUrl('se', '/admin'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('nav').getByRole('link', { name: 'Pages', exact: true })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('dashboard-en-1280.png'), fullPage: true })
})
