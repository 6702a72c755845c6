import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The saved-search matcher no longer keeps a cursor into its feed: it deletes exactly the alerts.car_changes rows it
 * matched, so a change whose transaction took a lower id and committed after a higher one was matched is still read
 * (src/features/saved-searches/matcher.ts says why this and not the transactions' ids). alerts.matcher stays as the
 * one row an instance locks while it records a batch. Rows below the old cursor still in the feed are changes it
 * passed over: the next round matches them. Down: the feed holds only unmatched rows, so a cursor at 0
 * reads all of them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "alerts"."matcher" DROP COLUMN "last_change_id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "alerts"."matcher" ADD COLUMN "last_change_id" bigint NOT NULL DEFAULT 0;
  ALTER TABLE "alerts"."matcher" ALTER COLUMN "last_change_id" DROP DEFAULT;`)
}
