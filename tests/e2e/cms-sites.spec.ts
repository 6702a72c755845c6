/**
 * The editors' CMS one site at a time, in Chromium against the production build: a site
 * editor sees only their site, a group admin switches sites and the lists follow, a page written in
 * Norwegian on the Norwegian site is served on no.localhost, list titles fall back to the site's default
 * locale, and nothing the admin loads comes from outside this machine.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './test'
import { E2E_DATA_DIR, editorToken, PORT, siteUrl } from './helpers'

type Account = { email: string; password: string }
type Credentials = Account & { editors: (Account & { site: string })[] }
const credentials = () => JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'admin.json'), 'utf8')) as Credentials
const editorOf = (site: string) => credentials().editors.find((e) => e.site === site)!

const SITE_NAMES: Record<string, string> = { se: 'Bilgruppen', no: 'Bilgruppen Norge', uk: 'Motor Group UK' }

/** Every request the page makes goes to this machine (the sites' *.localhost hosts), never outside. */
function recordRequests(page: Page): string[] {
  const outside: string[] = []
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url())
    if (protocol === 'data:' || protocol === 'blob:') return
    if (!(hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1'))
      outside.push(request.url())
  })
  return outside
}

async function signIn(page: Page, account: Account) {
  await page.goto(siteUrl('se', '/admin/login'))
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.locator('.dashboard, [class*="dashboard"]').first()).toBeVisible()
}

async function api<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => (await fetch(u, { credentials: 'include' })).json(), url) as Promise<T>
}

/**
 * The site names of the list's rows. The admin reads them by id for the rows in view only, so the others
 * still read "<No Site>": the last row is scrolled into view, and the names read are the loaded ones.
 */
async function siteColumn(page: Page) {
  const cells = page.locator('table tbody td.cell-site')
  await expect(cells.first()).toBeVisible()
  // While a site switch re-renders the list its rows are replaced: read again (the callers poll).
  await cells
    .last()
    .scrollIntoViewIfNeeded()
    .catch(() => {})
  return (await cells.allInnerTexts()).filter((name) => name !== '<No Site>')
}

/** The site selector in the admin's navigation: open it, take the site. */
async function selectSite(page: Page, name: string) {
  // The selector sits in the side navigation, which may start closed (then it is inert).
  await expect(page.locator('aside.nav')).toHaveClass(/nav--nav-hydrated/)
  if (!(await page.locator('aside.nav').getAttribute('class'))?.includes('nav--nav-open'))
    await page.getByRole('button', { name: 'Open Menu' }).click()
  await page.locator('#field-setTenant .rs__control').click()
  await page.locator('#field-setTenant .rs__menu').getByText(name, { exact: true }).click()
  await expect(page.locator('#field-setTenant .rs__single-value')).toHaveText(name)
}

test.describe.configure({ mode: 'serial' })

test("a site editor sees only their site's documents, in every list and picker, and another site's page is refused", async ({
  page,
  request,
}) => {
  // Eleven admin screens in one test: on a busy 2-core machine they take longer than the default minute.
  test.slow()
  const outside = recordRequests(page)
  await signIn(page, editorOf('se'))
  // Their one site is selected for them; the dashboard is that site's.
  await expect(page.getByRole('heading', { level: 2, name: SITE_NAMES.se })).toBeVisible()
  for (const slug of ['pages', 'stories', 'redirects', 'dictionary-entries', 'site-messages']) {
    await page.goto(siteUrl('se', `/admin/collections/${slug}?limit=100`))
    // The site column's names arrive after the rows (the admin reads them by id).
    await expect.poll(async () => [...new Set(await siteColumn(page))], { message: slug }).toEqual([SITE_NAMES.se])
  }
  // Navigation is the site's one document.
  await page.goto(siteUrl('se', '/admin/collections/navigations'))
  await expect(page).toHaveURL(/\/admin\/collections\/navigations\/\d+/)
  // Cars and dealer sites are the Swedish market's.
  const cars = await api<{ docs: { index: string }[] }>(page, '/api/cms/cars?limit=100&depth=0')
  expect(new Set(cars.docs.map((c) => c.index))).toEqual(new Set(['se']))
  // Group data is not theirs.
  await page.goto(siteUrl('se', '/admin'))
  await expect(page.locator('nav').getByRole('link', { name: 'Users' })).toHaveCount(0)
  await expect(page.locator('nav').getByRole('link', { name: 'Outbox', exact: true })).toHaveCount(0)

  // The parent picker of a page offers the site's own pages only.
  const sePages = async () => {
    const found: { id: number; title: string }[] = []
    for (let n = 1; n <= 3; n++)
      found.push(
        ...(
          await api<{ docs: { id: number; title: string }[] }>(
            page,
            `/api/cms/pages?limit=100&page=${n}&depth=0&locale=sv-SE&draft=true`,
          )
        ).docs,
      )
    return found
  }
  const child = (await sePages()).find((p) => p.title)!
  await page.goto(siteUrl('se', `/admin/collections/pages/${child.id}`))
  await page.locator('#field-parent .rs__control').click()
  const options = page.locator('.rs__menu .rs__option')
  await expect(options.first()).toBeVisible()
  const labels = await options.allInnerTexts()
  // Read after the picker: pages other tests create meanwhile are se's too.
  const seTitles = new Set((await sePages()).map((p) => p.title))
  for (const label of labels) expect(seTitles.has(label.trim()), label).toBe(true)
  await page.keyboard.press('Escape')

  // A UK page by its id (looked up as the group admin, in a request context of its own): not found for them.
  // Node does not resolve *.localhost: the API context goes to 127.0.0.1 (an unknown host is the default site).
  const ukPages = await request.get(
    `http://127.0.0.1:${PORT}/api/cms/pages?limit=1&depth=0&where[site.key][equals]=uk`,
    { headers: { authorization: `JWT ${editorToken()}` } },
  )
  const ukId = ((await ukPages.json()) as { docs: { id: number }[] }).docs[0].id
  expect(await page.evaluate(async (id) => (await fetch(`/api/cms/pages/${id}`)).status, ukId)).toBe(404)
  await page.goto(siteUrl('se', `/admin/collections/pages/${ukId}`))
  // The admin goes back to the list and says the document could not be found (or is not theirs).
  await expect(page.getByText(`The document with ID ${ukId} could not be found`, { exact: false })).toBeVisible()
  await expect(page.locator('#field-title')).toHaveCount(0)
  expect(outside).toEqual([])
})

test('a group admin switches sites and the lists follow; the locale follows the site', async ({ page }) => {
  const outside = recordRequests(page)
  await signIn(page, credentials())
  await page.goto(siteUrl('se', '/admin/collections/pages?limit=100'))
  await selectSite(page, SITE_NAMES.uk)
  await expect.poll(async () => [...new Set(await siteColumn(page))]).toEqual([SITE_NAMES.uk])
  // The UK site is English only: the list is in en-GB and the selector offers nothing else.
  await expect(page).toHaveURL(/locale=en-GB/)
  await selectSite(page, SITE_NAMES.no)
  await expect.poll(async () => [...new Set(await siteColumn(page))]).toEqual([SITE_NAMES.no])
  await expect(page).toHaveURL(/locale=nb-NO/)
  // In the site's second language, a page without an English title shows its Norwegian one, marked.
  // The columns named: Payload keeps a list's columns per user, and other tests show this admin other ones.
  const columns = encodeURIComponent(JSON.stringify(['title', 'site']))
  await page.goto(siteUrl('se', `/admin/collections/pages?limit=100&locale=en-GB&columns=${columns}`))
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  const titles = await page.locator('table tbody td.cell-title').allInnerTexts()
  expect(titles.length).toBeGreaterThan(0)
  expect(titles.filter((t) => /<No Title>/.test(t))).toEqual([])
  expect(outside).toEqual([])
})

test('a page written in Norwegian on the Norwegian site is served on no.localhost', async ({ page }) => {
  const outside = recordRequests(page)
  await signIn(page, credentials())
  const sites = await api<{ docs: { id: number; key: string }[] }>(page, '/api/cms/sites?limit=10&depth=0')
  const no = sites.docs.find((s) => s.key === 'no')!
  await page.context().addCookies([{ name: 'payload-tenant', value: String(no.id), url: siteUrl('se') }])
  await page.goto(siteUrl('se', '/admin/collections/pages/create?locale=nb-NO'))
  const slug = `e2e-side-${Date.now().toString(36)}`
  await page.locator('#field-title').fill('Vinterdekk hos oss')
  await page.locator('#field-slug').fill(slug)
  // English, the site's other language, is missing: the checks before publishing name it, and the group admin
  // publishes over them with a reason (src/features/pages/publish-checks).
  await page.locator('#field-publishOverrideReason').fill('Norwegian first; the English page follows next week')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published|updated successfully|saved/i).first()).toBeVisible()
  await page.reload()
  // The sidebar names the site's languages: Norwegian written once the title is in, English missing.
  await expect(page.locator('[data-testid="locale-status"] [data-locale="en-GB"]')).toHaveAttribute(
    'data-missing',
    'true',
  )
  await expect(page.locator('[data-testid="locale-status"] [data-locale="nb-NO"]')).toHaveAttribute(
    'data-missing',
    'false',
  )
  const view = page.getByTestId('view-on-site')
  await expect(view).toHaveAttribute('href', new RegExp(`^http://no\\.localhost:\\d+/${slug}$`))

  const visitor = await page.context().browser()!.newPage()
  const response = await visitor.goto(siteUrl('no', `/${slug}`))
  expect(response?.status()).toBe(200)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Vinterdekk hos oss' })).toBeVisible()
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'nb-NO')
  await visitor.close()
  expect(outside).toEqual([])
})
