import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Price history of cars: every change of `car_price` or `car_campaign_price` (and each car's first prices when
 * it is inserted) is a row of history.car_prices, written by statement triggers on `cars` in the transaction
 * of the change itself, so a Payload save, an editor's API call and the seed's bulk SQL all leave it, and a
 * rolled-back change leaves none. A row keeps the car, the field, the old and new value and when it changed.
 *
 * `changed_at` is the transaction's time, unless the transaction set `history.changed_at` (set_config(...,
 * true)): an import that replays a feed's changes dates them as the feed does.
 *
 * Indexed for the car page and the index loader (the latest change of one field of a car: car, field, changed_at
 * desc; with the field in the key the planner knows a probe finds one row, where without it the loader's batch
 * looked expensive enough for PostgreSQL's JIT to spend about 0.5 s compiling each of its 20 batches at 200,000 cars)
 * and for readers of drops (every drop since a time: changed_at where the value fell).
 *
 * Its own schema `history`, as search.changes: Payload's development schema push manages `public` and would
 * offer to drop a table it does not know.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "history";
  CREATE TABLE IF NOT EXISTS "history"."car_prices" (
    "id" bigserial PRIMARY KEY,
    "car" integer NOT NULL REFERENCES "public"."cars"("id") ON DELETE CASCADE,
    "field" varchar NOT NULL CHECK ("field" IN ('car_price', 'car_campaign_price')),
    "old_value" numeric,
    "new_value" numeric,
    "changed_at" timestamp(3) with time zone NOT NULL,
    CHECK ("old_value" IS DISTINCT FROM "new_value")
  );
  CREATE INDEX IF NOT EXISTS "car_prices_latest_idx" ON "history"."car_prices" ("car", "field", "changed_at" DESC, "id" DESC);
  CREATE INDEX IF NOT EXISTS "car_prices_drops_idx" ON "history"."car_prices" ("changed_at")
    WHERE "new_value" < "old_value";

  CREATE FUNCTION history_changed_at() RETURNS timestamptz LANGUAGE sql STABLE AS $$
    SELECT coalesce(nullif(current_setting('history.changed_at', true), '')::timestamptz, now())
  $$;

  CREATE FUNCTION history_car_prices_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO history.car_prices (car, field, old_value, new_value, changed_at)
      SELECT n.id, f.field, NULL, f.value, history_changed_at()
      FROM new_rows n
      CROSS JOIN LATERAL (VALUES ('car_price', n.car_price), ('car_campaign_price', n.car_campaign_price)) AS f(field, value)
      WHERE f.value IS NOT NULL;
    RETURN NULL;
  END $$;

  CREATE FUNCTION history_car_prices_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO history.car_prices (car, field, old_value, new_value, changed_at)
      SELECT n.id, f.field, f.old_value, f.new_value, history_changed_at()
      FROM new_rows n
      JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES
        ('car_price', o.car_price, n.car_price),
        ('car_campaign_price', o.car_campaign_price, n.car_campaign_price)
      ) AS f(field, old_value, new_value)
      WHERE f.old_value IS DISTINCT FROM f.new_value;
    RETURN NULL;
  END $$;

  CREATE TRIGGER history_car_prices_insert AFTER INSERT ON "cars"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_car_prices_inserted();
  CREATE TRIGGER history_car_prices_update AFTER UPDATE ON "cars"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_car_prices_updated();

  INSERT INTO history.car_prices (car, field, old_value, new_value, changed_at)
    SELECT c.id, f.field, NULL, f.value, coalesce(c.created_at, now())
    FROM cars c
    CROSS JOIN LATERAL (VALUES ('car_price', c.car_price), ('car_campaign_price', c.car_campaign_price)) AS f(field, value)
    WHERE f.value IS NOT NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS history_car_prices_update ON "cars";
  DROP TRIGGER IF EXISTS history_car_prices_insert ON "cars";
  DROP FUNCTION IF EXISTS history_car_prices_updated();
  DROP FUNCTION IF EXISTS history_car_prices_inserted();
  DROP FUNCTION IF EXISTS history_changed_at();
  DROP TABLE IF EXISTS "history"."car_prices";
  DROP SCHEMA IF EXISTS "history";
  `)
}
