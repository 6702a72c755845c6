/**
 * Global setup of the integration projects: one migrated database per run (or per set of migrations, kept between
 * runs), which every test file's fresh database is copied from instead of applying the 60-odd migrations again —
 * on PGlite a dump of its data folder (PGlite's own `dumpDataDir`/`loadDataDir`), on PostgreSQL a template database
 * (`create database … template`). Each file still gets a database of its own.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { NODE_PROGRAM } from '../../scripts/compile-cli.mjs'
import { startEmbeddedDatabase } from '../../scripts/embedded-db.mjs'
import { NODE_FLAGS } from '../../scripts/runtime.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated data folder's tarball; PostgreSQL: the template database's name. */
    templateDatabase: string
  }
}

const ROOT = path.resolve(import.meta.dirname, '../..')
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'dealer-itest')

/** What the migrated schema depends on: the migrations and the versions of Payload's adapter and PGlite. */
function templateKey(): string {
  const hash = createHash('sha256')
  const dir = path.join(ROOT, 'src', 'migrations')
  for (const file of fs.readdirSync(dir).sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)))
  for (const pkg of ['@payloadcms/db-postgres', '@electric-sql/pglite']) {
    hash.update(JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')).version)
  }
  return hash.digest('hex').slice(0, 16)
}

/** Runs tests/helpers/migrate-database.ts against the URL (compiled with esbuild, as the seed command is). */
async function migrate(databaseUrl: string): Promise<void> {
  const esbuild = await import('esbuild')
  const outfile = path.join(CACHE, `migrate-${process.pid}.mjs`)
  await esbuild.build({
    ...NODE_PROGRAM,
    absWorkingDir: ROOT,
    entryPoints: ['tests/helpers/migrate-database.ts'],
    outfile,
  })
  try {
    // Not spawnSync: the embedded database answers from this process's event loop. Without VITEST: under it
    // Payload imports its migration helpers as Vitest's module runner needs, which plain Node cannot.
    const { VITEST: _vitest, ...env } = process.env
    // NODE_FLAGS: Lexical's default Node entries can leave the import graph unsettled on Node 20 (exit 13).
    const child = spawn(process.execPath, [...NODE_FLAGS, outfile], {
      cwd: ROOT,
      env: { ...env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'integration-tests-only' },
      stdio: ['ignore', 'inherit', 'inherit'],
      timeout: 300_000,
    })
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null]
    if (code !== 0) throw new Error(`migrating the template database failed (exit ${code ?? signal})`)
  } finally {
    fs.rmSync(outfile, { force: true })
  }
}

async function pgliteTemplate(key: string): Promise<string> {
  const file = path.join(CACHE, `pglite-${key}.tar`)
  if (fs.existsSync(file)) return file
  const db = await startEmbeddedDatabase()
  try {
    await migrate(db.url)
    const temp = `${file}.${process.pid}`
    fs.writeFileSync(temp, Buffer.from(await (await db.dump()).arrayBuffer()))
    fs.renameSync(temp, file)
  } finally {
    await db.stop()
  }
  return file
}

async function postgresTemplate(key: string, server: string): Promise<string> {
  const name = `itest_tpl_${key}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  try {
    // Templates of other migrations stay: a run in another checkout may be copying from one.
    const existing = await admin.query(`select 1 from pg_database where datname = $1`, [name])
    if (existing.rowCount) return name
    const building = `${name}_${randomBytes(3).toString('hex')}`
    await admin.query(`create database ${building}`)
    const url = new URL(server)
    url.pathname = `/${building}`
    try {
      await migrate(url.toString())
      await admin.query(`alter database ${building} rename to ${name}`)
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`)
      // Another run made the same template meanwhile: use it.
      const again = await admin.query(`select 1 from pg_database where datname = $1`, [name])
      if (again.rowCount) return name
      throw error
    }
    return name
  } finally {
    await admin.end()
  }
}

export default async function setup(project: TestProject): Promise<void> {
  fs.mkdirSync(CACHE, { recursive: true })
  const key = templateKey()
  const kind = project.config.env?.TEST_DB
  if (kind === 'postgres') {
    const server = process.env.TEST_DATABASE_URL
    if (!server) throw new Error('TEST_DATABASE_URL is not set')
    project.provide('templateDatabase', await postgresTemplate(key, server))
  } else {
    project.provide('templateDatabase', await pgliteTemplate(key))
  }
}
