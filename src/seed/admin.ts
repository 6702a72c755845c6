import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

export type AdminCredentials = { email: string; password: string }

/**
 * The first editor account. Its password is ADMIN_PASSWORD or made at random on first seed and kept
 * in the data folder (never in the repository), so `npm start` can print it on every start.
 */
export async function seedAdmin(payload: Payload, dataDir: string): Promise<AdminCredentials | null> {
  const file = path.join(dataDir, 'admin.json')
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as AdminCredentials) : null
  const credentials: AdminCredentials = {
    email: process.env.ADMIN_EMAIL || 'admin@dealer-group.example',
    password: process.env.ADMIN_PASSWORD || randomBytes(9).toString('base64url'),
  }
  await payload.create({ collection: 'users', data: { ...credentials, name: 'Demo editor' } })
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 })
  return credentials
}
