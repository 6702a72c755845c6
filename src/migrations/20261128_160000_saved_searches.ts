import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Saved searches with e-mail alerts (issue 37 §1), in their own schema `alerts` (as search.changes and
 * history.car_prices: Payload's development schema push manages `public` and would drop tables it does not know).
 *
 * - alerts.subscribers: an e-mail address, kept only while it has searches: the trigger on saved_searches deletes
 *   the address with its last search. `manage_nonce` is part of the manage link's HMAC; changing it revokes links.
 * - alerts.saved_searches: one search of one address on one site, unique by its canonical query's hash (the same
 *   search twice is one search). Pending until confirmed; the confirmation token is stored only as its SHA-256,
 *   single use (cleared on confirmation) and expires (`confirm_expires_at`).
 * - alerts.events: a car announced (or to be announced) to a search, unique per search, car, kind and history row
 *   (`ref`: the price-history row of a drop, 0 for a new car), so no car is announced twice for the same event;
 *   `digest` is the number of the search's digest that carried it (null: waiting).
 * - alerts.matcher: the matcher's cursor in history.car_prices (one row).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "alerts";
  CREATE TABLE "alerts"."subscribers" (
    "id" bigserial PRIMARY KEY,
    "email" varchar(254) NOT NULL CHECK ("email" = lower("email") AND length("email") >= 3),
    "manage_nonce" varchar(64) NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "alerts"."subscribers" ("email");

  CREATE TABLE "alerts"."saved_searches" (
    "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    "subscriber" bigint NOT NULL REFERENCES "alerts"."subscribers"("id") ON DELETE CASCADE,
    "site" integer NOT NULL REFERENCES "public"."sites"("id") ON DELETE CASCADE,
    "search_index" varchar(20) NOT NULL,
    "locale" varchar(10) NOT NULL,
    "origin" varchar(300) NOT NULL,
    "list_url" varchar(4000) NOT NULL,
    "detail_base" varchar(300) NOT NULL,
    "query" jsonb NOT NULL,
    "query_hash" char(64) NOT NULL,
    "alerts" varchar(20)[] NOT NULL CHECK (cardinality("alerts") BETWEEN 1 AND 2 AND "alerts" <@ ARRAY['new', 'price-drop']::varchar(20)[]),
    "status" varchar(10) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'active')),
    "confirm_token_hash" char(64),
    "confirm_expires_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL,
    "confirmed_at" timestamp(3) with time zone,
    "digest_seq" integer NOT NULL DEFAULT 0,
    "last_digest_at" timestamp(3) with time zone,
    "next_digest_at" timestamp(3) with time zone,
    CHECK (("status" = 'active') = ("confirmed_at" IS NOT NULL)),
    CHECK ("confirm_token_hash" IS NULL OR "status" = 'pending')
  );
  CREATE UNIQUE INDEX "saved_searches_query_idx" ON "alerts"."saved_searches" ("subscriber", "site", "query_hash");
  CREATE UNIQUE INDEX "saved_searches_confirm_idx" ON "alerts"."saved_searches" ("confirm_token_hash") WHERE "confirm_token_hash" IS NOT NULL;
  CREATE INDEX "saved_searches_active_idx" ON "alerts"."saved_searches" ("search_index", "query_hash") WHERE "status" = 'active';
  CREATE INDEX "saved_searches_due_idx" ON "alerts"."saved_searches" ("next_digest_at") WHERE "next_digest_at" IS NOT NULL;

  CREATE FUNCTION alerts_forget_subscriber() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM alerts.subscribers s WHERE s.id IN (SELECT DISTINCT subscriber FROM old_rows)
      AND NOT EXISTS (SELECT 1 FROM alerts.saved_searches x WHERE x.subscriber = s.id);
    RETURN NULL;
  END $$;
  CREATE TRIGGER alerts_forget_subscriber AFTER DELETE ON "alerts"."saved_searches"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION alerts_forget_subscriber();

  CREATE TABLE "alerts"."events" (
    "id" bigserial PRIMARY KEY,
    "saved_search" uuid NOT NULL REFERENCES "alerts"."saved_searches"("id") ON DELETE CASCADE,
    "car_id" varchar(100) NOT NULL,
    "kind" varchar(20) NOT NULL CHECK ("kind" IN ('new', 'price-drop')),
    "ref" bigint NOT NULL DEFAULT 0,
    "car" jsonb NOT NULL,
    "old_price" numeric,
    "new_price" numeric,
    "created_at" timestamp(3) with time zone NOT NULL,
    "digest" integer
  );
  CREATE UNIQUE INDEX "events_once_idx" ON "alerts"."events" ("saved_search", "car_id", "kind", "ref");
  CREATE INDEX "events_waiting_idx" ON "alerts"."events" ("saved_search") WHERE "digest" IS NULL;

  CREATE TABLE "alerts"."matcher" (
    "id" integer PRIMARY KEY CHECK ("id" = 1),
    "last_history_id" bigint NOT NULL
  );
  INSERT INTO "alerts"."matcher" ("id", "last_history_id") SELECT 1, coalesce(max("id"), 0) FROM "history"."car_prices";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "alerts"."matcher";
  DROP TABLE IF EXISTS "alerts"."events";
  DROP TRIGGER IF EXISTS alerts_forget_subscriber ON "alerts"."saved_searches";
  DROP TABLE IF EXISTS "alerts"."saved_searches";
  DROP FUNCTION IF EXISTS alerts_forget_subscriber();
  DROP TABLE IF EXISTS "alerts"."subscribers";
  DROP SCHEMA IF EXISTS "alerts";
  `)
}
