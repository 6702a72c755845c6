import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'

export type AccountCredentials = { email: string; password: string }
/** The demo's site editors: one per site key below, each assigned to that site only. */
export type SiteEditorCredentials = AccountCredentials & { site: string }
export type AdminCredentials = AccountCredentials & { editors?: SiteEditorCredentials[] }

export const DEMO_EDITOR_SITES = ['se', 'uk'] as const

const randomEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@dealer-group.example`
const randomPassword = () => randomBytes(12).toString('base64url')

/**
 * The first account, a group admin. Its e-mail is ADMIN_EMAIL, else made at random (a published default
 * address is half a credential); its password is ADMIN_PASSWORD or made at random. Both
 * are kept in the database's credentials file (mode 0600, never in the repository; scripts/runtime.mjs names it)
 * for the local demo and its tests. The credentials are answered only when the account is created, so the caller
 * shows the password once, at the first seed; afterwards the answer is null and the file is where to look.
 */
export async function seedAdmin(payload: Payload, credentialsFile: string): Promise<AdminCredentials | null> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return null
  const credentials: AdminCredentials = {
    email: process.env.ADMIN_EMAIL || randomEmail('editor'),
    password: process.env.ADMIN_PASSWORD || randomPassword(),
  }
  await payload.create({ collection: 'users', data: { ...credentials, name: 'Demo group admin', role: 'admin' } })
  writeCredentials(credentialsFile, credentials)
  return credentials
}

/**
 * The demo's site editors, made with the admin at the first seed: one for the Swedish site and
 * one for the UK site, each reaching only their site. Random e-mails and passwords, kept with the admin's
 * in the same file and shown with them.
 */
export async function seedSiteEditors(
  payload: Payload,
  admin: AdminCredentials,
  sites: Record<string, Site>,
  credentialsFile: string,
): Promise<AdminCredentials> {
  const editors: SiteEditorCredentials[] = []
  for (const key of DEMO_EDITOR_SITES) {
    const account = { site: key, email: randomEmail(`${key}-editor`), password: randomPassword() }
    await payload.create({
      collection: 'users',
      data: {
        email: account.email,
        password: account.password,
        name: `Demo ${key} site editor`,
        role: 'editor',
        sites: [{ site: sites[key].id }],
      },
    })
    editors.push(account)
  }
  const credentials = { ...admin, editors }
  writeCredentials(credentialsFile, credentials)
  return credentials
}

function writeCredentials(file: string, credentials: AdminCredentials) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 })
}
