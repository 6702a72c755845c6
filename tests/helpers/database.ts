import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { startEmbeddedDatabase } from '../../scripts/embedded-db.mjs'

export type TestDatabase = { url: string; drop: () => Promise<void> }

/**
 * A fresh database for one test file, with the committed migrations applied (copied from the run's migrated
 * template, tests/helpers/template-database.ts): in-memory PGlite by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped afterwards) for the int-postgres project.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase')
  if (process.env.TEST_DB !== 'postgres') {
    const db = await startEmbeddedDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) })
    return { url: db.url, drop: db.stop }
  }
  const server = process.env.TEST_DATABASE_URL
  if (!server) throw new Error('TEST_DATABASE_URL is not set')
  const name = `itest_${Date.now()}_${randomBytes(3).toString('hex')}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(`create database ${name} template ${template}`)
  await admin.end()
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
