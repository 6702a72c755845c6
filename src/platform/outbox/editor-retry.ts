import type { AdminText } from '@/cms/admin-languages'
import { OUTBOX_RETRY_ONLY } from './labels'
import type { OutboxStatus } from './store'

/**
 * The one change editors make to an outbox entry: a dead entry set back to pending runs
 * again now with a fresh set of attempts. Any other status change would fight the workers.
 * Returns the fields to write, or an error message (in every admin language) naming what is allowed.
 */
export function editorStatusChange(
  previous: OutboxStatus,
  requested: OutboxStatus,
  now: Date,
):
  | {
      ok: true
      fields: { status: 'pending'; attempts: 0; nextRunAt: string; lockedUntil: null; lockedBy: null } | null
    }
  | { ok: false; message: AdminText } {
  if (requested === previous) return { ok: true, fields: null }
  if (previous === 'dead' && requested === 'pending') {
    return {
      ok: true,
      fields: { status: 'pending', attempts: 0, nextRunAt: now.toISOString(), lockedUntil: null, lockedBy: null },
    }
  }
  return { ok: false, message: OUTBOX_RETRY_ONLY }
}
