import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

export type AdminCredentials = { email: string; password: string }

/**
 * The first editor account. Its e-mail is ADMIN_EMAIL, else made at random (a published default
 * address is half a credential, issue 18 §6); its password is ADMIN_PASSWORD or made at random. Both
 * are kept in the data folder (mode 0600, never in the repository) for the local demo and its tests.
 * The credentials are answered only when the account is created, so the caller shows the password
 * once, at the first seed; afterwards the answer is null and $DATA_DIR/admin.json is where to look.
 */
export async function seedAdmin(payload: Payload, dataDir: string): Promise<AdminCredentials | null> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return null
  const credentials: AdminCredentials = {
    email: process.env.ADMIN_EMAIL || `editor-${randomBytes(4).toString('hex')}@dealer-group.example`,
    password: process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url'),
  }
  await payload.create({ collection: 'users', data: { ...credentials, name: 'Demo editor' } })
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'admin.json'), JSON.stringify(credentials, null, 2), { mode: 0o600 })
  return credentials
}
