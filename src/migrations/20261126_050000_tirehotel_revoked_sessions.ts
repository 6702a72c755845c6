import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Logged-out tyre hotel sessions (src/features/tyre-hotel/server/revocation.ts): hand-written, in a schema of its own
 * (as `capacity`), because Payload's development push manages `public` and would offer to drop it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "tirehotel";
  CREATE TABLE IF NOT EXISTS "tirehotel"."revoked_sessions" (
    "session_id" varchar(64) PRIMARY KEY,
    "expires_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "revoked_sessions_expires_at_idx" ON "tirehotel"."revoked_sessions" ("expires_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS "tirehotel" CASCADE;`)
}
