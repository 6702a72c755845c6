import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Bookings a customer manages by link (src/features/booking-manage): the departments' rules for late changes, each
 * booking's calendar sequence and count of changes, and the links, stored only as hashes of their tokens, one per
 * booking (a link keeps working after a change; it expires when the appointment begins). The columns on the two
 * collections are written as Payload's generator writes number and date fields.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "workshop_departments" ADD COLUMN "late_change_hours" numeric DEFAULT 24;
  ALTER TABLE "workshop_departments" ADD COLUMN "max_reschedules" numeric DEFAULT 3;
  ALTER TABLE "workshop_bookings" ADD COLUMN "calendar_sequence" numeric DEFAULT 0;
  ALTER TABLE "workshop_bookings" ADD COLUMN "reschedule_count" numeric DEFAULT 0;
  ALTER TABLE "workshop_bookings" ADD COLUMN "cancelled_at" timestamp(3) with time zone;

  CREATE TABLE "booking_manage_links" (
    "token_hash" varchar PRIMARY KEY NOT NULL CHECK (length("token_hash") = 64),
    "flow" varchar NOT NULL CHECK ("flow" IN ('workshop', 'tyre-hotel')),
    "reference" varchar NOT NULL,
    "site_key" varchar NOT NULL,
    "locale" varchar NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT "booking_manage_links_booking" UNIQUE ("flow", "reference")
  );
  CREATE INDEX "booking_manage_links_expires_at_idx" ON "booking_manage_links" USING btree ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "booking_manage_links";
  ALTER TABLE "workshop_bookings" DROP COLUMN "cancelled_at";
  ALTER TABLE "workshop_bookings" DROP COLUMN "reschedule_count";
  ALTER TABLE "workshop_bookings" DROP COLUMN "calendar_sequence";
  ALTER TABLE "workshop_departments" DROP COLUMN "max_reschedules";
  ALTER TABLE "workshop_departments" DROP COLUMN "late_change_hours";`)
}
