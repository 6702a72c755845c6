import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test'
import { failLeadSubmissions, holdLeadSubmissions, signInEditor, siteUrl } from './helpers'

/**
 * The marketing form block (spec 1 §5, §7): a form an editor builds in Leads › Marketing forms,
 * placed on a se page, described by POST /api/jotform and sent as a lead; a block without a form shows
 * 'Missing FormId'. The test builds the form and its pages as an editor would, through the CMS API.
 */

type Fixture = { formId: number; withForm: string; withoutForm: string }
let fixture: Fixture

test.beforeAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext()
  await signInEditor(context)
  const page = await context.newPage()
  await page.goto(siteUrl('se', '/'))
  // Each worker builds its own pages: the stamp keeps their slugs apart.
  const stamp = `${Date.now()}-${testInfo.workerIndex}`
  fixture = await page.evaluate(
    async ({ stamp }) => {
      const call = async (url: string, body?: unknown) => {
        const response = await fetch(
          url,
          body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {},
        )
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
        return response.json()
      }
      const site = (await call('/api/cms/sites?where[key][equals]=se&depth=0')).docs[0].id as number
      const home = (await call(`/api/cms/pages?where[site][equals]=${site}&where[path][equals]=/&locale=sv-SE&depth=0`))
        .docs[0].id as number
      const form = await call('/api/cms/marketing-forms?locale=sv-SE', {
        site,
        title: 'Boka provkörningsdag',
        fields: [
          { name: 'firstName', label: 'Förnamn', type: 'text', required: true },
          { name: 'email', label: 'E-postadress', type: 'email', required: true },
          { name: 'phone', label: 'Mobilnummer', type: 'phone' },
          {
            name: 'interest',
            label: 'Intresserad av',
            type: 'select',
            required: true,
            options: [
              { value: 'ev', label: 'Elbil' },
              { value: 'suv', label: 'SUV' },
            ],
          },
          { name: 'consent', label: 'Jag godkänner att ni kontaktar mig', type: 'checkbox', required: true },
        ],
        thanks: 'Tack! Vi ses på provkörningsdagen.',
      })
      const page = async (slug: string, block: Record<string, unknown>) =>
        (
          await call('/api/cms/pages?locale=sv-SE&depth=0', {
            site,
            parent: home,
            title: slug,
            slug,
            navTitle: slug,
            layout: [{ blockType: 'marketingForm', ...block }],
            _status: 'published',
            // A page of the test's own in Swedish only: the group admin publishes it over the publish checks.
            publishOverrideReason: 'Browser test page: only its marketing form is under test',
          })
        ).doc.path as string
      return {
        formId: form.doc.id as number,
        withForm: await page(`provkorning-${stamp}`, { formId: form.doc.id, region: 'syd', portal: 'kampanj' }),
        withoutForm: await page(`kampanj-utan-formular-${stamp}`, { region: 'syd' }),
      }
    },
    { stamp },
  )
  await context.close()
})

const form = (page: Page) => page.getByTestId('marketing-form')
const severe = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )

async function fill(page: Page) {
  await form(page).getByLabel('Förnamn').fill('Lisa')
  await form(page).getByLabel('E-postadress').fill('lisa@example.se')
  await form(page).getByLabel('Mobilnummer').fill('070 111 22 33')
  await form(page).getByLabel('Intresserad av').selectOption('ev')
  await form(page).getByLabel('Jag godkänner att ni kontaktar mig').check()
}

for (const width of [1280, 375]) {
  test.describe(`marketing form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('POST /api/jotform describes the form; a block without a form shows Missing FormId', async ({ page }) => {
      await page.goto(siteUrl('se', fixture.withoutForm))
      await expect(page.getByTestId('marketing-form-missing')).toHaveText('Missing FormId')
      await expect(form(page)).toHaveCount(0)
      const described = await page.evaluate(async (formId) => {
        const response = await fetch('/api/jotform', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ formId }),
        })
        return { status: response.status, body: await response.json() }
      }, fixture.formId)
      expect(described.status).toBe(200)
      expect(described.body.content[0].title).toBe('Boka provkörningsdag')
      expect(
        Object.values(described.body.content[0].answers as Record<string, { name: string }>).map((a) => a.name),
      ).toEqual(['firstName', 'email', 'phone', 'interest', 'consent'])
    })

    test('names what is missing or wrong and sends nothing', async ({ page }) => {
      let sent = 0
      page.on('request', (r) => void (r.url().endsWith('/api/forms/comhub') && sent++))
      await page.goto(siteUrl('se', fixture.withForm))
      await expect(form(page).getByRole('heading', { name: 'Boka provkörningsdag' })).toBeVisible()
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      for (const label of ['Förnamn', 'E-postadress', 'Intresserad av', 'Jag godkänner att ni kontaktar mig']) {
        await expect(form(page).getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
      }
      await expect(form(page).getByLabel('Mobilnummer')).not.toHaveAttribute('aria-invalid', 'true')
      await expect(form(page).getByText('Fyll i det här fältet.').first()).toBeVisible()
      await form(page).getByLabel('E-postadress').fill('inte-en-adress')
      await form(page).getByLabel('Mobilnummer').fill('12ab')
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(form(page).getByText('Ange en giltig e-postadress.')).toBeVisible()
      await expect(form(page).getByLabel('Mobilnummer')).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toBe(0)
      expect(await severe(page, '[data-testid="marketing-form"]')).toEqual([])
    })

    test('disables the form while sending, then thanks the visitor with the editor’s text', async ({ page }) => {
      const release = await holdLeadSubmissions(page)
      await page.goto(siteUrl('se', fixture.withForm))
      await fill(page)
      const request = page.waitForRequest((r) => r.url().endsWith('/api/forms/comhub'))
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/comhub'))
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(form(page).getByRole('button', { name: 'Skickar…' })).toBeDisabled()
      await expect(form(page).getByLabel('Förnamn')).toBeDisabled()
      expect(JSON.parse((await request).postData()!)).toMatchObject({
        formName: 'marketing',
        values: {
          formId: fixture.formId,
          region: 'syd',
          portal: 'kampanj',
          answers: {
            firstName: 'Lisa',
            email: 'lisa@example.se',
            phone: '070 111 22 33',
            interest: 'ev',
            consent: true,
          },
        },
      })
      release()
      expect((await answer).status()).toBe(202)
      await expect(page.getByTestId('marketing-form-sent')).toHaveText('Tack! Vi ses på provkörningsdagen.')
      expect(await severe(page, '[data-testid="marketing-form"]')).toEqual([])
    })

    test('tries three times with one submission id, then shows the failure text', async ({ page }) => {
      const ids = await failLeadSubmissions(page)
      await page.goto(siteUrl('se', fixture.withForm))
      await fill(page)
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(form(page).getByRole('alert')).toHaveText(
        'Det gick inte att skicka just nu. Försök igen om en stund.',
      )
      expect(ids).toHaveLength(3)
      expect(new Set(ids).size).toBe(1)
      await expect(form(page).getByLabel('Förnamn')).toHaveValue('Lisa')
      expect(await severe(page, '[data-testid="marketing-form"]')).toEqual([])
    })
  })
}
