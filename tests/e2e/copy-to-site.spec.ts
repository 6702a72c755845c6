/**
 * The group admin copies the UK privacy policy (a legal page) to the Swedish site from the page's sidebar at
 * 1280 px: the answer links the new draft, which opens on the Swedish site with the English text
 * (src/features/pages/copy; the copy's rules are in its unit and integration tests).
 */
import { expect, test } from './test'
import { editorToken, PORT, signInEditor, siteUrl } from './helpers'

const API = `http://127.0.0.1:${PORT}/api/cms`
const auth = () => ({ authorization: `JWT ${editorToken()}` })

test('the group admin copies a legal page to another site and opens the copy', async ({ page, request }) => {
  test.slow()
  const sites = (await (await request.get(`${API}/sites?limit=10&depth=0`, { headers: auth() })).json()) as {
    docs: { id: number; key: string }[]
  }
  const siteId = (key: string) => sites.docs.find((site) => site.key === key)!.id
  const found = await request.get(`${API}/pages`, {
    headers: auth(),
    params: {
      'where[site][equals]': siteId('uk'),
      'where[slug][equals]': 'privacy-policy',
      depth: 0,
      limit: 1,
      locale: 'en-GB',
    },
  })
  const [source] = ((await found.json()) as { docs: { id: number; title: string }[] }).docs
  expect(source).toBeDefined()

  await signInEditor(page.context())
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl('se', `/admin/collections/pages/${source.id}`))
  const control = page.getByTestId('copy-to-site')
  await expect(control).toBeVisible()
  await control.locator('select').selectOption(String(siteId('se')))
  await control.getByRole('button').click()
  const draft = control.getByTestId('copy-to-site-draft')
  await expect(draft).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('copy-to-site-1280.png'), fullPage: true })
  const copyId = Number((await draft.getAttribute('href'))!.split('/').pop())
  try {
    expect(copyId).not.toBe(source.id)
    await draft.click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${copyId}`))
    const copy = (await (
      await request.get(`${API}/pages/${copyId}`, {
        headers: auth(),
        params: { depth: 0, draft: 'true', locale: 'en-GB' },
      })
    ).json()) as { site: number; title: string; _status: string }
    expect(copy.site).toBe(siteId('se'))
    expect(copy.title).toBe(source.title)
    // A draft: nothing appears on the Swedish site until an editor publishes it.
    expect(copy._status).toBe('draft')
  } finally {
    await request.delete(`${API}/pages/${copyId}`, { headers: auth() })
  }
})
