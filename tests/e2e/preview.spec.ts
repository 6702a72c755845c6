import { expect, test } from './test'
import { signInEditor, siteUrl } from './helpers'

test('an editor previews a draft at /feaas-render; visitors see neither the draft nor the preview', async ({
  page,
  context,
  browser,
}) => {
  await signInEditor(context)
  await page.goto(siteUrl('se', '/'))
  // Create a draft through Payload's REST API as the editor, from the page's own origin (cookies).
  const draftId = await page.evaluate(async () => {
    const sites = await (await fetch('/api/cms/sites?where[key][equals]=se&depth=0')).json()
    const res = await fetch('/api/cms/pages?draft=true&locale=sv-SE', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        site: sites.docs[0].id,
        title: 'Utkast: vinterkampanj',
        slug: 'utkast-vinterkampanj',
        _status: 'draft',
      }),
    })
    if (!res.ok) throw new Error(`create failed: ${res.status} ${await res.text()}`)
    return (await res.json()).doc.id as number
  })

  await page.goto(siteUrl('se', `/feaas-render?id=${draftId}&site=se&locale=sv-SE`))
  await expect(page.getByRole('heading', { level: 1, name: 'Utkast: vinterkampanj' })).toBeVisible()
  await expect(page.locator('[data-preview="true"]')).toBeVisible()

  const visitor = await browser.newPage()
  const published = await visitor.goto(siteUrl('se', '/utkast-vinterkampanj'))
  expect(published?.status()).toBe(404)
  await visitor.goto(siteUrl('se', `/feaas-render?id=${draftId}&site=se&locale=sv-SE`))
  await expect(visitor.getByText('Logga in i CMS:et för att förhandsgranska utkast.')).toBeVisible()
  await expect(visitor.getByText('Utkast: vinterkampanj')).toHaveCount(0)
  await visitor.close()
})
