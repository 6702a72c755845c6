/**
 * Applies the committed migrations to the database of DATABASE_URL and exits: the integration suite's template
 * (tests/helpers/template-database.ts) is made by this, once per run, in a process of its own (the config reads
 * DATABASE_URL when imported, and Payload keeps one instance per process).
 */
import { getPayload } from 'payload'
import config from '@payload-config'
import { runMigrations } from '@/cms/migrate'

const payload = await getPayload({ config })
await runMigrations(payload)
await payload.destroy()
process.exit(0)
