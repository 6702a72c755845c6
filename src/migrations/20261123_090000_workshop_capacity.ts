import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Capacity reservations (src/features/service-booking/capacity/reservations.ts): hand-written, kept beside the
 * generated migrations. Its own schema `capacity`, because Payload's development push manages
 * `public` and would offer to drop tables it does not know.
 *
 * `reservations_no_overlap` makes a double booking impossible in the database: no two rows of one
 * resource and lane may have overlapping time ranges. GiST's range operator class supports `=`, so
 * the resource and lane are compared as one-point ranges and no btree_gist extension is needed
 * (PGlite and PostgreSQL alike).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "capacity";
  CREATE TABLE IF NOT EXISTS "capacity"."resources" (
    "id" serial PRIMARY KEY,
    "key" varchar(200) NOT NULL UNIQUE,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "capacity"."reservations" (
    "id" bigserial PRIMARY KEY,
    "resource_id" integer NOT NULL REFERENCES "capacity"."resources" ("id") ON DELETE CASCADE,
    "lane" integer NOT NULL CHECK ("lane" >= 1),
    "during" tstzrange NOT NULL CHECK (NOT isempty("during") AND NOT lower_inf("during") AND NOT upper_inf("during")),
    "full_day" boolean DEFAULT false NOT NULL,
    "ref" varchar(200) NOT NULL UNIQUE,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
      int4range("resource_id", "resource_id", '[]') WITH =,
      int4range("lane", "lane", '[]') WITH =,
      "during" WITH &&
    )
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS "capacity" CASCADE;`)
}
