import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_finance_products_type" AS ENUM('PCP', 'HP');
  CREATE TYPE "public"."enum_finance_quotes_product_type" AS ENUM('PCP', 'HP');
  CREATE TABLE "pages_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"car_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"car_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "finance_products_fv" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"max_age_years" numeric,
  	"annual_mileage" numeric,
  	"term" numeric,
  	"percent" numeric
  );
  
  CREATE TABLE "finance_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dealer_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"family_key" varchar NOT NULL,
  	"type" "enum_finance_products_type" NOT NULL,
  	"apr_percent" numeric NOT NULL,
  	"documentation_fee" numeric DEFAULT 0,
  	"option_to_purchase_fee" numeric DEFAULT 0,
  	"dealer_contribution" numeric DEFAULT 0,
  	"term_min" numeric NOT NULL,
  	"term_max" numeric NOT NULL,
  	"term_step" numeric NOT NULL,
  	"term_default" numeric NOT NULL,
  	"deposit_percent_min" numeric NOT NULL,
  	"deposit_percent_max" numeric NOT NULL,
  	"deposit_percent_step" numeric NOT NULL,
  	"deposit_percent_default" numeric NOT NULL,
  	"annual_mileage_min" numeric,
  	"annual_mileage_max" numeric,
  	"annual_mileage_step" numeric,
  	"annual_mileage_default" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "finance_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote_reference" varchar NOT NULL,
  	"dealer_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"product_type" "enum_finance_quotes_product_type" NOT NULL,
  	"vehicle_vin" varchar NOT NULL,
  	"vehicle_registration_number" varchar,
  	"vehicle_registration_date" varchar,
  	"vehicle_mileage" numeric NOT NULL,
  	"vehicle_cash_price" numeric NOT NULL,
  	"annual_mileage" numeric,
  	"figures" jsonb NOT NULL,
  	"terms_and_conditions" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_quotes_id" integer;
  ALTER TABLE "pages_blocks_finance_calculator" ADD CONSTRAINT "pages_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_calculator" ADD CONSTRAINT "_pages_v_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "finance_products_fv" ADD CONSTRAINT "finance_products_fv_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."finance_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "finance_products" ADD CONSTRAINT "finance_products_dealer_id_dealer_sites_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_quotes" ADD CONSTRAINT "finance_quotes_dealer_id_dealer_sites_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_quotes" ADD CONSTRAINT "finance_quotes_product_id_finance_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."finance_products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_finance_calculator_order_idx" ON "pages_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_calculator_parent_id_idx" ON "pages_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_calculator_path_idx" ON "pages_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_finance_calculator_locale_idx" ON "pages_blocks_finance_calculator" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_finance_calculator_order_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_calculator_parent_id_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_calculator_path_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_calculator_locale_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_locale");
  CREATE INDEX "finance_products_fv_order_idx" ON "finance_products_fv" USING btree ("_order");
  CREATE INDEX "finance_products_fv_parent_id_idx" ON "finance_products_fv" USING btree ("_parent_id");
  CREATE INDEX "finance_products_dealer_idx" ON "finance_products" USING btree ("dealer_id");
  CREATE INDEX "finance_products_updated_at_idx" ON "finance_products" USING btree ("updated_at");
  CREATE INDEX "finance_products_created_at_idx" ON "finance_products" USING btree ("created_at");
  CREATE UNIQUE INDEX "dealer_familyKey_idx" ON "finance_products" USING btree ("dealer_id","family_key");
  CREATE UNIQUE INDEX "finance_quotes_quote_reference_idx" ON "finance_quotes" USING btree ("quote_reference");
  CREATE INDEX "finance_quotes_dealer_idx" ON "finance_quotes" USING btree ("dealer_id");
  CREATE INDEX "finance_quotes_product_idx" ON "finance_quotes" USING btree ("product_id");
  CREATE INDEX "finance_quotes_updated_at_idx" ON "finance_quotes" USING btree ("updated_at");
  CREATE INDEX "finance_quotes_created_at_idx" ON "finance_quotes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_products_fk" FOREIGN KEY ("finance_products_id") REFERENCES "public"."finance_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_quotes_fk" FOREIGN KEY ("finance_quotes_id") REFERENCES "public"."finance_quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_finance_products_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_products_id");
  CREATE INDEX "payload_locked_documents_rels_finance_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_finance_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_finance_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "finance_products_fv" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "finance_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "finance_quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_finance_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_calculator" CASCADE;
  DROP TABLE "finance_products_fv" CASCADE;
  DROP TABLE "finance_products" CASCADE;
  DROP TABLE "finance_quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_quotes_fk";
  
  DROP INDEX "payload_locked_documents_rels_finance_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_finance_quotes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_quotes_id";
  DROP TYPE "public"."enum_finance_products_type";
  DROP TYPE "public"."enum_finance_quotes_product_type";`)
}
