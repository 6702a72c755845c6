import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A booking may have several manage links: the confirmation's and one in each reminder, issued when the reminder is
 * sent because the outbox keeps no token (src/features/service-booking/server/reminders.ts). The unique (flow,
 * reference) becomes a plain index for the lookups and the moves, which update every link of a booking.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "booking_manage_links" DROP CONSTRAINT "booking_manage_links_booking";
  CREATE INDEX "booking_manage_links_booking_idx" ON "booking_manage_links" USING btree ("flow", "reference");`)
}

/** Back to one link per booking: the confirmation's (the oldest) is kept, the reminders' are dropped. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "booking_manage_links" l USING "booking_manage_links" o
    WHERE o."flow" = l."flow" AND o."reference" = l."reference"
      AND (o."created_at", o."token_hash") < (l."created_at", l."token_hash");
  DROP INDEX "booking_manage_links_booking_idx";
  ALTER TABLE "booking_manage_links" ADD CONSTRAINT "booking_manage_links_booking" UNIQUE ("flow", "reference");`)
}
