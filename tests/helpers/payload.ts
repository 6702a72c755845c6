import type { Payload } from 'payload'
import { freshDatabase } from './database'

export type TestPayload = { payload: Payload; databaseUrl: string; teardown: () => Promise<void> }

/**
 * Boots Payload on a fresh database that has the committed migrations (copied from the run's template), and runs
 * the migrations as production does on start, which finds them all applied.
 * The config reads DATABASE_URL when imported, so it is imported only after the database exists.
 */
export async function bootPayload(): Promise<TestPayload> {
  const db = await freshDatabase()
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET ||= 'integration-tests-only'
  process.env.MEDIA_DIR ||= `/tmp/dealer-media-${process.pid}`
  process.env.DATABASE_POOL_MAX = '4'
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  const { runMigrations } = await import('@/cms/migrate')
  await runMigrations(payload)
  // As the serving process's start hook (src/instrumentation.ts) does: editors' publishes are checked.
  const [{ registerPageViewReader }, { buildPageView }] = await Promise.all([
    import('@/features/pages/publish-checks/reader'),
    import('@/features/pages/publish-checks/view'),
  ])
  registerPageViewReader(buildPageView)
  return {
    payload,
    databaseUrl: db.url,
    teardown: async () => {
      // Payload keeps one pooled client checked out for good, so pool.end() would never settle:
      // start it, then take the database away (the pool's error listener absorbs the disconnects).
      void (payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool?.end().catch(() => {})
      await payload.destroy()
      await db.drop()
    },
  }
}
