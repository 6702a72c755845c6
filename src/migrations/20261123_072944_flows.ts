import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_car_list_presets_field" AS ENUM('car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_condition', 'car_is_used', 'car_is_sample', 'car_vehicle_type_code', 'car_site_region', 'car_site_city', 'car_site_name', 'car_has_campaign_price', 'car_has_privateleasing', 'car_has_companyleasing', 'car_campaigns');
  CREATE TYPE "public"."enum_pages_blocks_car_list_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc');
  CREATE TYPE "public"."enum_pages_blocks_dealer_list_filters" AS ENUM('city', 'region', 'brand', 'departmentType');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_presets_field" AS ENUM('car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_condition', 'car_is_used', 'car_is_sample', 'car_vehicle_type_code', 'car_site_region', 'car_site_city', 'car_site_name', 'car_has_campaign_price', 'car_has_privateleasing', 'car_has_companyleasing', 'car_campaigns');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc');
  CREATE TYPE "public"."enum__pages_v_blocks_dealer_list_filters" AS ENUM('city', 'region', 'brand', 'departmentType');
  CREATE TYPE "public"."enum_leads_form_name" AS ENUM('contact', 'sell-car', 'service-no');
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
  
  CREATE TABLE "pages_blocks_dealer_list_filters" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_dealer_list_filters",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_dealer_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_workshop_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"predefined" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sell_car_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
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
  
  CREATE TABLE "_pages_v_blocks_dealer_list_filters" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_dealer_list_filters",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_dealer_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_workshop_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"predefined" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sell_car_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"form_name" "enum_leads_form_name" NOT NULL,
  	"form_submission_id" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"values" jsonb NOT NULL,
  	"recipients" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "pages_blocks_car_list_presets" ADD CONSTRAINT "pages_blocks_car_list_presets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_list" ADD CONSTRAINT "pages_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_search" ADD CONSTRAINT "pages_blocks_car_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dealer_list_filters" ADD CONSTRAINT "pages_blocks_dealer_list_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_dealer_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dealer_list" ADD CONSTRAINT "pages_blocks_dealer_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_workshop_grid" ADD CONSTRAINT "pages_blocks_workshop_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sell_car_form" ADD CONSTRAINT "pages_blocks_sell_car_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list_presets" ADD CONSTRAINT "_pages_v_blocks_car_list_presets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list" ADD CONSTRAINT "_pages_v_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_search" ADD CONSTRAINT "_pages_v_blocks_car_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_list_filters" ADD CONSTRAINT "_pages_v_blocks_dealer_list_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_dealer_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_list" ADD CONSTRAINT "_pages_v_blocks_dealer_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_workshop_grid" ADD CONSTRAINT "_pages_v_blocks_workshop_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sell_car_form" ADD CONSTRAINT "_pages_v_blocks_sell_car_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
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
  CREATE INDEX "pages_blocks_dealer_list_filters_order_idx" ON "pages_blocks_dealer_list_filters" USING btree ("order");
  CREATE INDEX "pages_blocks_dealer_list_filters_parent_idx" ON "pages_blocks_dealer_list_filters" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_dealer_list_filters_locale_idx" ON "pages_blocks_dealer_list_filters" USING btree ("locale");
  CREATE INDEX "pages_blocks_dealer_list_order_idx" ON "pages_blocks_dealer_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_dealer_list_parent_id_idx" ON "pages_blocks_dealer_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dealer_list_path_idx" ON "pages_blocks_dealer_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_dealer_list_locale_idx" ON "pages_blocks_dealer_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_workshop_grid_order_idx" ON "pages_blocks_workshop_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_workshop_grid_parent_id_idx" ON "pages_blocks_workshop_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_workshop_grid_path_idx" ON "pages_blocks_workshop_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_workshop_grid_locale_idx" ON "pages_blocks_workshop_grid" USING btree ("_locale");
  CREATE INDEX "pages_blocks_sell_car_form_order_idx" ON "pages_blocks_sell_car_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_sell_car_form_parent_id_idx" ON "pages_blocks_sell_car_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sell_car_form_path_idx" ON "pages_blocks_sell_car_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_sell_car_form_locale_idx" ON "pages_blocks_sell_car_form" USING btree ("_locale");
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
  CREATE INDEX "_pages_v_blocks_car_search_locale_idx" ON "_pages_v_blocks_car_search" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_dealer_list_filters_order_idx" ON "_pages_v_blocks_dealer_list_filters" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_dealer_list_filters_parent_idx" ON "_pages_v_blocks_dealer_list_filters" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_dealer_list_filters_locale_idx" ON "_pages_v_blocks_dealer_list_filters" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_dealer_list_order_idx" ON "_pages_v_blocks_dealer_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dealer_list_parent_id_idx" ON "_pages_v_blocks_dealer_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dealer_list_path_idx" ON "_pages_v_blocks_dealer_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_dealer_list_locale_idx" ON "_pages_v_blocks_dealer_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_workshop_grid_order_idx" ON "_pages_v_blocks_workshop_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_workshop_grid_parent_id_idx" ON "_pages_v_blocks_workshop_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_workshop_grid_path_idx" ON "_pages_v_blocks_workshop_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_workshop_grid_locale_idx" ON "_pages_v_blocks_workshop_grid" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_sell_car_form_order_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sell_car_form_parent_id_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sell_car_form_path_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sell_car_form_locale_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("_locale");
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE INDEX "leads_form_name_idx" ON "leads" USING btree ("form_name");
  CREATE UNIQUE INDEX "leads_form_submission_id_idx" ON "leads" USING btree ("form_submission_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_car_list_presets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_dealer_list_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_dealer_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_workshop_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sell_car_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_list_presets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dealer_list_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dealer_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_workshop_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sell_car_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_car_list_presets" CASCADE;
  DROP TABLE "pages_blocks_car_list" CASCADE;
  DROP TABLE "pages_blocks_car_search" CASCADE;
  DROP TABLE "pages_blocks_dealer_list_filters" CASCADE;
  DROP TABLE "pages_blocks_dealer_list" CASCADE;
  DROP TABLE "pages_blocks_workshop_grid" CASCADE;
  DROP TABLE "pages_blocks_sell_car_form" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list_presets" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list" CASCADE;
  DROP TABLE "_pages_v_blocks_car_search" CASCADE;
  DROP TABLE "_pages_v_blocks_dealer_list_filters" CASCADE;
  DROP TABLE "_pages_v_blocks_dealer_list" CASCADE;
  DROP TABLE "_pages_v_blocks_workshop_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_sell_car_form" CASCADE;
  DROP TABLE "leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_pages_blocks_car_list_presets_field";
  DROP TYPE "public"."enum_pages_blocks_car_list_sort";
  DROP TYPE "public"."enum_pages_blocks_dealer_list_filters";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_presets_field";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_sort";
  DROP TYPE "public"."enum__pages_v_blocks_dealer_list_filters";
  DROP TYPE "public"."enum_leads_form_name";`)
}
