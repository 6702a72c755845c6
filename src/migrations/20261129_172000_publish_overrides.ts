import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The log of pages a group admin published over the publish checks (src/features/pages/publish-checks): who, when,
 * why, and the findings they published over. In its own schema `audit` (as `alerts` and `history`: Payload's
 * development schema push manages `public` and would drop tables it does not know). A row outlives its page and its
 * author (no foreign keys to them: the log is the record of what was decided, kept with the author's e-mail); the
 * database holds the reason's bounds and that findings are a non-empty list.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "audit";
  CREATE TABLE "audit"."publish_overrides" (
    "id" bigserial PRIMARY KEY,
    "page" integer NOT NULL,
    "site" integer NOT NULL,
    "user_id" integer NOT NULL,
    "user_email" varchar(254) NOT NULL,
    "reason" varchar(500) NOT NULL CHECK (length(btrim("reason")) >= 10),
    "findings" jsonb NOT NULL CHECK (jsonb_typeof("findings") = 'array' AND jsonb_array_length("findings") > 0),
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX "publish_overrides_page_idx" ON "audit"."publish_overrides" ("page", "created_at" DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "audit"."publish_overrides";
  DROP SCHEMA IF EXISTS "audit";`)
}
