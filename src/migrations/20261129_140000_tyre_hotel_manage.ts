import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Wheel changes a customer manages by link, as service bookings are (src/features/booking-manage): the stations'
 * rules for late changes, each booking's cancellation time, calendar sequence and count of moves; and the sites'
 * reminder lead time (blank: BOOKING_REMINDER_HOURS). Written as Payload's generator writes number and date fields.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "tirehotel_stations" ADD COLUMN "late_change_hours" numeric DEFAULT 24;
  ALTER TABLE "tirehotel_stations" ADD COLUMN "max_reschedules" numeric DEFAULT 3;
  ALTER TABLE "tirehotel_bookings" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "tirehotel_bookings" ADD COLUMN "calendar_sequence" numeric DEFAULT 0;
  ALTER TABLE "tirehotel_bookings" ADD COLUMN "reschedule_count" numeric DEFAULT 0;
  ALTER TABLE "sites" ADD COLUMN "booking_reminder_hours" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "sites" DROP COLUMN "booking_reminder_hours";
  ALTER TABLE "tirehotel_bookings" DROP COLUMN "reschedule_count";
  ALTER TABLE "tirehotel_bookings" DROP COLUMN "calendar_sequence";
  ALTER TABLE "tirehotel_bookings" DROP COLUMN "cancelled_at";
  ALTER TABLE "tirehotel_stations" DROP COLUMN "max_reschedules";
  ALTER TABLE "tirehotel_stations" DROP COLUMN "late_change_hours";`)
}
