/**
 * Running a schedule (./collection.ts) when its outbox entry comes due. Delivery is at least once and two
 * instances may hold the entry (a lease ran out), so the run starts with the guarded change
 * `scheduled → done` in the transaction that publishes: a second delivery, a second worker or a cancelled schedule
 * finds no row in state `scheduled` and does nothing. The publish is a local-API update, so the documents' own hooks
 * drop the rendered pages, the shell and the sitemap as an editor's publish does.
 */
import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type Payload, type PayloadRequest } from 'payload'
import type { PublishSchedule } from '@/payload-types'
import { query, type InTransaction } from '@/platform/db'
import { enqueue } from '@/platform/outbox/enqueue'
import type { Delivery, OutboxHandlers } from '@/platform/outbox/worker'
import { inTransaction } from '@/platform/transactions'
import { ALL_LOCALES } from './rules'

export const SCHEDULE_TOPIC = 'content.schedule'
/** Transient failures (the database) are retried this many times with the outbox's backoff, then the schedule fails. */
export const SCHEDULE_MAX_ATTEMPTS = 8
const MAX_ERROR_LENGTH = 500

/** A schedule that cannot run however often it is tried: it is marked failed at once. */
class UnrunnableSchedule extends Error {}

/** Puts a new schedule on the outbox in its creating transaction; returns the entry's id. */
export async function scheduleEntry(payload: Payload, entry: { at: Date; key: string }, req: InTransaction) {
  const { id } = await enqueue(
    payload,
    {
      topic: SCHEDULE_TOPIC,
      key: `publish-schedule:${entry.key}`,
      data: {},
      runAt: entry.at,
      maxAttempts: SCHEDULE_MAX_ATTEMPTS,
    },
    req,
  )
  return id
}

const idOf = (value: unknown): number =>
  Number(value && typeof value === 'object' && 'id' in value ? (value as { id: number }).id : value)

async function apply(payload: Payload, schedule: PublishSchedule, req: PayloadRequest) {
  const document = schedule.document
  if (!document?.value) throw new UnrunnableSchedule('The document was deleted.')
  const id = idOf(document.value)
  const publish = schedule.action === 'publish'
  if (document.relationTo === 'site-messages') {
    await payload.update({ collection: 'site-messages', id, data: { active: publish }, depth: 0, req })
    return
  }
  const collection = document.relationTo
  if (!publish) {
    // The admin's "Unpublish": the document leaves the site in every locale, its content stays as a draft.
    await payload.update({ collection, id, data: { _status: 'draft' }, depth: 0, req })
    return
  }
  // The latest draft becomes the published document: in one locale, the others keep their published content. It is
  // published as the editor who scheduled it, so the checks before publishing hold it back as they would their own
  // publish (the schedule fails with their findings) and the audit log names them.
  const locale = schedule.locale === ALL_LOCALES ? null : schedule.locale
  const editor = schedule.scheduledBy == null ? null : idOf(schedule.scheduledBy)
  if (editor !== null) {
    const user = await payload.findByID({ collection: 'users', id: editor, depth: 0, req, disableErrors: true })
    if (user) req.user = { ...user, collection: 'users' }
  }
  await payload.update({
    collection,
    id,
    data: { _status: 'published' },
    depth: 0,
    req,
    ...(locale ? { locale, publishSpecificLocale: locale } : {}),
  })
}

export type RunOutcome = 'done' | 'skipped' | 'failed'

/** Runs the schedule riding on the outbox entry `delivery.id`, once; `now` is recorded as its run time. */
export async function runSchedule(
  payload: Payload,
  delivery: Pick<Delivery, 'id' | 'attempt'>,
  now: Date,
): Promise<RunOutcome> {
  const ranAt = now.toISOString()
  try {
    return await inTransaction(payload, async ({ req }) => {
      const taken = await query<{ id: number }>(
        payload,
        sql`update publish_schedules set state = 'done', ran_at = ${ranAt}::timestamptz
            where outbox_entry_id = ${delivery.id} and state = 'scheduled' returning id`,
        req,
      )
      if (!taken.length) return 'skipped'
      const schedule = await payload.findByID({ collection: 'publish-schedules', id: taken[0].id, depth: 0, req })
      await apply(payload, schedule, req)
      return 'done'
    })
  } catch (error) {
    const permanent = error instanceof UnrunnableSchedule || error instanceof ValidationError
    if (!permanent && delivery.attempt < SCHEDULE_MAX_ATTEMPTS) throw error
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH)
    const failed = await query<{ id: number }>(
      payload,
      sql`update publish_schedules set state = 'failed', ran_at = ${ranAt}::timestamptz, error = ${message}
          where outbox_entry_id = ${delivery.id} and state = 'scheduled' returning id`,
    )
    return failed.length ? 'failed' : 'skipped'
  }
}

/** The outbox handler (registered with the instance's domain handlers, src/instrumentation.ts). */
export const scheduleHandlers = (payload: Payload, clock: () => Date = () => new Date()): OutboxHandlers => ({
  [SCHEDULE_TOPIC]: async (delivery) => void (await runSchedule(payload, delivery, clock())),
})
