import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The monthly budget's UK PCP figure (src/features/finance/pcp-budget.ts) is priced by the search index from the
 * dealers' finance products: an edit of a product (or of its future-value table) leaves a 'reload' row for
 * 'finance_products' in the search change feed, as a dealer site's edit does, so every instance prices its UK cars
 * again (src/features/search/service.ts). Hand-written: Payload's migrations know no triggers.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION search_finance_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO search.changes (entity, op) VALUES ('finance_products', 'reload');
    PERFORM pg_notify('search_changes', 'finance_products');
    RETURN NULL;
  END $$;

  CREATE TRIGGER search_finance_products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "finance_products"
    FOR EACH STATEMENT EXECUTE FUNCTION search_finance_products_changed();
  CREATE TRIGGER search_finance_products_fv_changed AFTER INSERT OR UPDATE OR DELETE ON "finance_products_fv"
    FOR EACH STATEMENT EXECUTE FUNCTION search_finance_products_changed();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS search_finance_products_fv_changed ON "finance_products_fv";
  DROP TRIGGER IF EXISTS search_finance_products_changed ON "finance_products";
  DROP FUNCTION IF EXISTS search_finance_products_changed();
  `)
}
