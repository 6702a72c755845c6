import type { Payload } from 'payload'
import { migrations } from '@/migrations'

/**
 * Applies the committed migrations (the list production applies on start through prodMigrations);
 * already applied ones are skipped. Payload types migrate()'s list with `unknown` arguments, which
 * strict function types reject for the generated up/down functions although the runtime shape is
 * the same: hence the one cast.
 */
export async function runMigrations(payload: Payload): Promise<void> {
  type Migrate = (args: { migrations: typeof migrations }) => Promise<void>
  await (payload.db.migrate as unknown as Migrate).call(payload.db, { migrations })
}
