import { expect, test } from './test'
import { editorToken, mailTo, PORT, siteUrl } from './helpers'

/**
 * An editor who forgot the password: the admin's "forgot password" form sends the reset e-mail through the outbox
 * (it lands in data/mail as an .eml), its link opens the reset form, and the new password signs in.
 */
test('an editor resets a forgotten password from the e-mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  const email = `e2e-reset-${Date.now().toString(36)}@example.se`
  const created = await request.post(`http://127.0.0.1:${PORT}/api/cms/users`, {
    headers: { host: `se.localhost:${PORT}`, authorization: `JWT ${editorToken()}` },
    data: { email, password: 'the first password 1', role: 'admin' },
  })
  expect(created.status()).toBe(201)

  await page.goto(siteUrl('se', '/admin/forgot'))
  await page.locator('#field-email').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(/you will receive instructions to reset your password/)).toBeVisible()

  await expect.poll(() => mailTo(email), { timeout: 30_000 }).not.toBeNull()
  const link = /https?:\/\/[^\s"<>]+\/admin\/reset\/[0-9a-f]+/.exec(mailTo(email)!)?.[0]
  expect(link).toContain(`se.localhost:${PORT}/admin/reset/`)

  await page.goto(link!)
  await page.locator('#field-password').fill('a new password 2')
  await page.locator('#field-confirm-password').fill('a new password 2')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const login = await request.post(`http://127.0.0.1:${PORT}/api/cms/users/login`, {
    headers: { host: `se.localhost:${PORT}` },
    data: { email, password: 'a new password 2' },
  })
  expect(login.status()).toBe(200)
})
