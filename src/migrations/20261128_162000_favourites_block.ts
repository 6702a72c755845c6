import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The favourites block (issue 37 §3, src/features/blocks/Favourites/config.ts): a block without fields, so its
 * tables hold only Payload's own columns, for the pages and their versions. Written as Payload's generator writes
 * a block's tables (compare 20261123_090444_service_booking_block).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "pages_blocks_favourites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );

  CREATE TABLE "_pages_v_blocks_favourites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );

  ALTER TABLE "pages_blocks_favourites" ADD CONSTRAINT "pages_blocks_favourites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_favourites" ADD CONSTRAINT "_pages_v_blocks_favourites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_favourites_order_idx" ON "pages_blocks_favourites" USING btree ("_order");
  CREATE INDEX "pages_blocks_favourites_parent_id_idx" ON "pages_blocks_favourites" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_favourites_path_idx" ON "pages_blocks_favourites" USING btree ("_path");
  CREATE INDEX "pages_blocks_favourites_locale_idx" ON "pages_blocks_favourites" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_favourites_order_idx" ON "_pages_v_blocks_favourites" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_favourites_parent_id_idx" ON "_pages_v_blocks_favourites" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_favourites_path_idx" ON "_pages_v_blocks_favourites" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_favourites_locale_idx" ON "_pages_v_blocks_favourites" USING btree ("_locale");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "pages_blocks_favourites" CASCADE;
  DROP TABLE "_pages_v_blocks_favourites" CASCADE;`)
}
