import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT || 3100)
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || '.e2e-data'
export const E2E_PGLITE_PORT = Number(process.env.E2E_PGLITE_PORT || 55432)
/** The /healthz token the browser tests' server is started with (playwright.config.ts). */
export const E2E_HEALTH_TOKEN = 'e2e-health-token'
export const siteUrl = (key: string, path = '/') => `http://${key}.localhost:${PORT}${path}`

/** Where the local e-mail adapter writes each sent e-mail as an .eml (src/platform/messaging/email.ts). */
export const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail')

/** The texts of the .emls that name `to`, quoted-printable undone, oldest first. */
export function mailsTo(to: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return []
  return fs
    .readdirSync(MAIL_DIR)
    .filter((n) => n.endsWith('.eml'))
    .map((name) => path.join(MAIL_DIR, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter((raw) => raw.includes(to))
    .map((raw) =>
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    )
}

/** The manage link of a booking's confirmation to `email`, as the customer's mail program shows it, once it has come. */
export async function manageLinkTo(email: string): Promise<string> {
  const linkOf = () =>
    mailsTo(email)
      .join('\n')
      .match(/https?:\/\/\S+\?manage=[A-Za-z0-9_-]{43}/)?.[0]
  await expect.poll(linkOf, { timeout: 30_000 }).toBeTruthy()
  return linkOf()!
}

/** The text of the .eml sent to `to`; null until it is there. */
export function mailTo(to: string): string | null {
  return mailsTo(to)[0] ?? null
}

/** Where editor.setup.ts keeps the group admin's session for the run. */
export const EDITOR_SESSION_FILE = path.join(E2E_DATA_DIR, 'editor-session.json')
/** The group admin's token, signed in once per run (editor.setup.ts): for `Authorization: JWT …`. */
export const editorToken = () => (JSON.parse(fs.readFileSync(EDITOR_SESSION_FILE, 'utf8')) as { token: string }).token
/** Signs a browser context in as the group admin on a site's host (Payload's session cookie). */
export const signInEditor = (context: BrowserContext, site = 'se') =>
  context.addCookies([
    { name: 'payload-token', value: editorToken(), url: siteUrl(site), httpOnly: true, sameSite: 'Lax' },
  ])

/**
 * Cancels a tyre-hotel plate's bookings as a workshop does, by deleting them (which frees their times): a car
 * has one open wheel change at a time, so a flow that books starts from none (earlier runs, the other width).
 * One by one: a delete by id checks the editor's lock inside its transaction, a bulk delete does not (a
 * 500 on the embedded database, docs/security.md "Known gaps").
 */
export async function cancelTyreBookings(request: APIRequestContext, plate: string): Promise<void> {
  const cms = `http://127.0.0.1:${PORT}/api/cms/tirehotel-bookings`
  const headers = { host: `se.localhost:${PORT}`, authorization: `JWT ${editorToken()}` }
  const found = await request.get(cms, { headers, params: { 'where[regNo][equals]': plate, limit: 100, depth: 0 } })
  if (found.status() !== 200) throw new Error(`listing the bookings of ${plate} answered ${found.status()}`)
  for (const { id } of ((await found.json()) as { docs: { id: number }[] }).docs) {
    const deleted = await request.delete(`${cms}/${id}`, { headers })
    if (deleted.status() !== 200) throw new Error(`cancelling a booking of ${plate} answered ${deleted.status()}`)
  }
}

export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * A request with an explicit Host header: Node cannot resolve *.localhost (browsers can), so checks
 * that need the raw response (status, redirects) go to 127.0.0.1 and name the site in Host.
 */
export function rawGet(
  host: string,
  path: string,
  port = PORT,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: 'GET', headers: { ...headers, host: `${host}:${port}` } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** Makes every lead submission fail (503) and collects the submission ids the browser sent, for the retry tests. */
export async function failLeadSubmissions(page: Page): Promise<string[]> {
  const ids: string[] = []
  await page.route('**/api/forms/comhub', (route) => {
    ids.push(JSON.parse(route.request().postData() ?? '{}').formSubmissionId)
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
  })
  return ids
}

/** Holds every lead submission until the returned release is called, so a test can see the sending state. */
export async function holdLeadSubmissions(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/forms/comhub', async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}
