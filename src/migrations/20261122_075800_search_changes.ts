import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Search freshness (issue 4, DESIGN §4): every write to cars or dealer sites — through Payload or
 * through the seed's bulk SQL — leaves a row in search.changes and a NOTIFY on 'search_changes'.
 * Each app instance applies the rows after its last seen id to its in-process index. Statement
 * triggers with transition tables keep a 200k-row bulk insert at one 'reload' row.
 *
 * The feed lives in its own schema `search`: Payload's development schema push manages `public`
 * and would offer to drop a table it does not know.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "search";
  CREATE TABLE IF NOT EXISTS "search"."changes" (
    "id" bigserial PRIMARY KEY,
    "entity" varchar NOT NULL,
    "op" varchar NOT NULL,
    "key" varchar,
    "at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "changes_at_idx" ON "search"."changes" USING btree ("at");

  CREATE FUNCTION search_cars_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE n bigint;
  BEGIN
    IF TG_OP = 'TRUNCATE' THEN
      INSERT INTO search.changes (entity, op) VALUES ('cars', 'reload');
    ELSE
      IF TG_OP = 'DELETE' THEN SELECT count(*) INTO n FROM old_rows; ELSE SELECT count(*) INTO n FROM new_rows; END IF;
      IF n = 0 THEN RETURN NULL; END IF;
      IF n > 100 THEN
        INSERT INTO search.changes (entity, op) VALUES ('cars', 'reload');
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO search.changes (entity, op, key) SELECT 'cars', 'delete', car_id FROM old_rows;
      ELSE
        IF TG_OP = 'UPDATE' THEN
          INSERT INTO search.changes (entity, op, key)
            SELECT 'cars', 'delete', o.car_id FROM old_rows o
            WHERE NOT EXISTS (SELECT 1 FROM new_rows r WHERE r.car_id = o.car_id);
        END IF;
        INSERT INTO search.changes (entity, op, key) SELECT 'cars', 'upsert', car_id FROM new_rows;
      END IF;
    END IF;
    PERFORM pg_notify('search_changes', 'cars');
    RETURN NULL;
  END $$;

  CREATE TRIGGER search_cars_insert AFTER INSERT ON "cars"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cars_changed();
  CREATE TRIGGER search_cars_update AFTER UPDATE ON "cars"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cars_changed();
  CREATE TRIGGER search_cars_delete AFTER DELETE ON "cars"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cars_changed();
  CREATE TRIGGER search_cars_truncate AFTER TRUNCATE ON "cars"
    FOR EACH STATEMENT EXECUTE FUNCTION search_cars_changed();

  CREATE FUNCTION search_dealer_sites_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO search.changes (entity, op) VALUES ('dealer_sites', 'reload');
    PERFORM pg_notify('search_changes', 'dealer_sites');
    RETURN NULL;
  END $$;

  CREATE TRIGGER search_dealer_sites_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dealer_sites"
    FOR EACH STATEMENT EXECUTE FUNCTION search_dealer_sites_changed();
  CREATE TRIGGER search_dealer_sites_brands_changed AFTER INSERT OR UPDATE OR DELETE ON "dealer_sites_site_brands"
    FOR EACH STATEMENT EXECUTE FUNCTION search_dealer_sites_changed();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS search_dealer_sites_brands_changed ON "dealer_sites_site_brands";
  DROP TRIGGER IF EXISTS search_dealer_sites_changed ON "dealer_sites";
  DROP FUNCTION IF EXISTS search_dealer_sites_changed();
  DROP TRIGGER IF EXISTS search_cars_truncate ON "cars";
  DROP TRIGGER IF EXISTS search_cars_delete ON "cars";
  DROP TRIGGER IF EXISTS search_cars_update ON "cars";
  DROP TRIGGER IF EXISTS search_cars_insert ON "cars";
  DROP FUNCTION IF EXISTS search_cars_changed();
  DROP TABLE IF EXISTS "search"."changes";
  DROP SCHEMA IF EXISTS "search";
  `)
}
