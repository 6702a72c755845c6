import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_car_list_presets_field" AS ENUM('car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_condition', 'car_is_used', 'car_is_sample', 'car_vehicle_type_code', 'car_site_region', 'car_site_city', 'car_site_name', 'car_has_campaign_price', 'car_has_privateleasing', 'car_has_companyleasing', 'car_campaigns');
  CREATE TYPE "public"."enum_pages_blocks_car_list_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_presets_field" AS ENUM('car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_condition', 'car_is_used', 'car_is_sample', 'car_vehicle_type_code', 'car_site_region', 'car_site_city', 'car_site_name', 'car_has_campaign_price', 'car_has_privateleasing', 'car_has_companyleasing', 'car_campaigns');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc');
  CREATE TABLE "pages_blocks_car_list_presets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_pages_blocks_car_list_presets_field",
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_car_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"sort" "enum_pages_blocks_car_list_sort",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"search_path" varchar,
  	"placeholder" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_list_presets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum__pages_v_blocks_car_list_presets_field",
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"sort" "enum__pages_v_blocks_car_list_sort",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"search_path" varchar,
  	"placeholder" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_car_list_presets" ADD CONSTRAINT "pages_blocks_car_list_presets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_list" ADD CONSTRAINT "pages_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_search" ADD CONSTRAINT "pages_blocks_car_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list_presets" ADD CONSTRAINT "_pages_v_blocks_car_list_presets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list" ADD CONSTRAINT "_pages_v_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_search" ADD CONSTRAINT "_pages_v_blocks_car_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_car_list_presets_order_idx" ON "pages_blocks_car_list_presets" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_list_presets_parent_id_idx" ON "pages_blocks_car_list_presets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_list_presets_locale_idx" ON "pages_blocks_car_list_presets" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_list_order_idx" ON "pages_blocks_car_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_list_parent_id_idx" ON "pages_blocks_car_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_list_path_idx" ON "pages_blocks_car_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_list_locale_idx" ON "pages_blocks_car_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_search_order_idx" ON "pages_blocks_car_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_search_parent_id_idx" ON "pages_blocks_car_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_search_path_idx" ON "pages_blocks_car_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_search_locale_idx" ON "pages_blocks_car_search" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_list_presets_order_idx" ON "_pages_v_blocks_car_list_presets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_list_presets_parent_id_idx" ON "_pages_v_blocks_car_list_presets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_list_presets_locale_idx" ON "_pages_v_blocks_car_list_presets" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_list_order_idx" ON "_pages_v_blocks_car_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_list_parent_id_idx" ON "_pages_v_blocks_car_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_list_path_idx" ON "_pages_v_blocks_car_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_list_locale_idx" ON "_pages_v_blocks_car_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_search_order_idx" ON "_pages_v_blocks_car_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_search_parent_id_idx" ON "_pages_v_blocks_car_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_search_path_idx" ON "_pages_v_blocks_car_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_search_locale_idx" ON "_pages_v_blocks_car_search" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_car_list_presets" CASCADE;
  DROP TABLE "pages_blocks_car_list" CASCADE;
  DROP TABLE "pages_blocks_car_search" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list_presets" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list" CASCADE;
  DROP TABLE "_pages_v_blocks_car_search" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_car_list_presets_field";
  DROP TYPE "public"."enum_pages_blocks_car_list_sort";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_presets_field";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_sort";`)
}
