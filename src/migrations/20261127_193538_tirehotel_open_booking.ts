import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tirehotel_bookings" ADD COLUMN "open" boolean DEFAULT true;
  -- Bookings whose day has passed (station time) are not open; of a vehicle's coming ones only the first made
  -- is: the others stay booked (a workshop cancels them in the admin), but the vehicle books no more.
  UPDATE "tirehotel_bookings" SET "open" = false WHERE "booking_date" < to_char(now() AT TIME ZONE 'Europe/Stockholm', 'YYYY-MM-DD');
  UPDATE "tirehotel_bookings" b SET "open" = false WHERE b."open" AND EXISTS (
    SELECT 1 FROM "tirehotel_bookings" o WHERE o."open" AND o."agreement_id" = b."agreement_id" AND o."reg_no" = b."reg_no" AND o."id" < b."id");
  CREATE UNIQUE INDEX "tirehotel_bookings_open_per_vehicle_idx" ON "tirehotel_bookings" USING btree ("agreement_id","reg_no") WHERE "tirehotel_bookings"."open";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tirehotel_bookings_open_per_vehicle_idx";
  ALTER TABLE "tirehotel_bookings" DROP COLUMN "open";`)
}
