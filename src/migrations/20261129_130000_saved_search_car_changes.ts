import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The saved searches' own change feed of cars, alerts.car_changes: a car that comes to match a search through any
 * change (its fuel or body corrected, its mileage, dealer or market changed, not only its price) is news to that
 * search, and deciding "newly matches" needs what the car was before the change. Triggers on `cars`, in the
 * transaction of the change (Payload saves and the seed's bulk SQL alike), write one row per inserted car (a
 * statement trigger) and one per updated car whose searchable columns changed (a row trigger), with the old values of
 * just those columns (`before`) and the new values of its changed prices (`after`); the matcher
 * (src/features/saved-searches/matcher.ts) rebuilds the car as it was from its current row and these, and deletes the
 * rows it has passed, so the feed holds only what is not yet matched.
 *
 * The searchable columns are those the car index's schema reads (src/features/search/car-schema.ts: values, numbers,
 * lists, the keyphrase's texts, the derived monthly costs and the UK PCP offer's inputs); a test compares the trigger
 * with the schema. A row goes with its car (ON DELETE CASCADE): a car deleted and inserted again is a new row, a new
 * stay in stock. `car` is that row's id, what a "new" alert is unique by.
 *
 * The matcher's cursor moves from history.car_prices to this feed; its "new" events are re-keyed by the car's row.
 */
const SEARCHABLE = [
  'index',
  'car_brand',
  'car_model',
  'car_model_text',
  'car_version',
  'car_trim_package',
  'car_body',
  'car_drive',
  'car_color',
  'car_year',
  'car_fuel',
  'car_gearbox',
  'car_seats',
  'car_doors',
  'car_condition',
  'car_is_used',
  'car_is_sample',
  'caroftheweek',
  'autos_on_show',
  'car_vehicle_type_code',
  'car_vat_eligible',
  'car_has_campaign_price',
  'car_has_campaign_loan',
  'car_has_campaign_companyleasing',
  'car_has_campaign_privateleasing',
  'car_has_companyleasing',
  'car_has_privateleasing',
  'car_site_id',
  'car_site_name',
  'car_site_region',
  'car_site_city',
  'car_odometer_unit',
  'car_ncap_stars',
  'car_equipment',
  'car_campaigns',
  'car_price',
  'car_campaign_price',
  'car_retail_price',
  'car_mileage',
  'car_odometer',
  'car_loan_monthly_cost',
  'car_power_hp',
  'car_power_kw',
  'car_pbbratio',
  'car_beneficial_value',
  'car_wltp_range',
  'car_battery_size',
  'car_co2_emission',
  'car_leasing_options',
  'car_company_leasing_option',
  'car_publishdate',
  'car_firstregistration',
  'car_description',
]

/** The prices whose new values a row keeps too (a drop is announced with both). */
const PRICES = ['car_price', 'car_campaign_price']

/**
 * The old (or new) values of the columns that changed, as one jsonb object: a CASE a column, each adding
 * `{column: value}` only when the column changed.
 */
const changed = (columns: readonly string[], row: 'OLD' | 'NEW') =>
  columns
    .map(
      (c) =>
        `CASE WHEN OLD."${c}" IS DISTINCT FROM NEW."${c}" THEN jsonb_build_object('${c}', ${row}."${c}") ELSE '{}'::jsonb END`,
    )
    .join(' || ')

const searchable = (row: 'OLD' | 'NEW') => SEARCHABLE.map((c) => `${row}."${c}"`).join(', ')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "alerts"."car_changes" (
    "id" bigserial PRIMARY KEY,
    "car" integer NOT NULL REFERENCES "public"."cars"("id") ON DELETE CASCADE,
    "car_id" varchar NOT NULL,
    "inserted" boolean NOT NULL,
    "before" jsonb,
    "after" jsonb,
    "changed_at" timestamp(3) with time zone NOT NULL,
    CHECK ("inserted" = ("before" IS NULL) AND ("before" IS NULL) = ("after" IS NULL))
  );
  CREATE INDEX "car_changes_car_idx" ON "alerts"."car_changes" ("car", "id");

  CREATE FUNCTION alerts_cars_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO alerts.car_changes (car, car_id, inserted, changed_at)
      SELECT n.id, n.car_id, true, history_changed_at() FROM new_rows n;
    RETURN NULL;
  END $$;
  `)
  // Updates row by row, with the trigger's WHEN deciding in C whether a searchable column changed: an update of other
  // columns (pictures, indexed_at) costs nothing more, where a statement trigger joining the old and new transition
  // tables cost about as much again as the update itself for every 20,000-car statement (measured on PostgreSQL).
  await db.execute(
    sql.raw(`
  CREATE FUNCTION alerts_cars_updated() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO alerts.car_changes (car, car_id, inserted, before, after, changed_at)
      VALUES (NEW.id, NEW.car_id, false, ${changed(SEARCHABLE, 'OLD')}, ${changed(PRICES, 'NEW')}, history_changed_at());
    RETURN NULL;
  END $$;
  CREATE TRIGGER alerts_car_changes_update AFTER UPDATE ON "cars" FOR EACH ROW
    WHEN ((${searchable('OLD')}) IS DISTINCT FROM (${searchable('NEW')}))
    EXECUTE FUNCTION alerts_cars_updated();
  `),
  )
  await db.execute(sql`
  CREATE TRIGGER alerts_car_changes_insert AFTER INSERT ON "cars"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION alerts_cars_inserted();

  ALTER TABLE "alerts"."matcher" RENAME COLUMN "last_history_id" TO "last_change_id";
  UPDATE "alerts"."matcher" SET "last_change_id" = 0;
  UPDATE "alerts"."events" e SET "ref" = c."id" FROM "public"."cars" c
    WHERE e."kind" = 'new' AND e."ref" = 0 AND c."car_id" = e."car_id";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "alerts"."events" SET "ref" = 0 WHERE "kind" = 'new';
  ALTER TABLE "alerts"."matcher" RENAME COLUMN "last_change_id" TO "last_history_id";
  UPDATE "alerts"."matcher" SET "last_history_id" = (SELECT coalesce(max("id"), 0) FROM "history"."car_prices");
  DROP TRIGGER IF EXISTS alerts_car_changes_update ON "cars";
  DROP TRIGGER IF EXISTS alerts_car_changes_insert ON "cars";
  DROP FUNCTION IF EXISTS alerts_cars_updated();
  DROP FUNCTION IF EXISTS alerts_cars_inserted();
  DROP TABLE IF EXISTS "alerts"."car_changes";
  `)
}
