import fs from 'node:fs'
import { expect, test as setup } from '@playwright/test'
import { E2E_DATA_DIR, EDITOR_SESSION_FILE, PORT } from './helpers'

/**
 * Signs the group admin in once, before every browser test, and keeps the token for the tests that act
 * as an editor (helpers.ts `editorToken`, `signInEditor`). Payload keeps a user's sessions in a list it
 * reads and rewrites at each login, so two workers signing in as the same user at once can drop one of
 * the two sessions (the later write wins) and that worker's next call is a 401. A session made here,
 * before any test runs, is never lost that way.
 */
setup('the group admin signs in once', async ({ request }) => {
  const credentials = JSON.parse(fs.readFileSync(`${E2E_DATA_DIR}/admin.json`, 'utf8')) as {
    email: string
    password: string
  }
  const login = await request.post(`http://127.0.0.1:${PORT}/api/cms/users/login`, {
    data: { email: credentials.email, password: credentials.password },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  fs.writeFileSync(EDITOR_SESSION_FILE, JSON.stringify({ token }))
})
