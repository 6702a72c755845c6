import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_marketing_forms_fields_type" AS ENUM('text', 'email', 'phone', 'textarea', 'checkbox', 'select');
  ALTER TYPE "public"."enum_leads_form_name" ADD VALUE 'marketing';
  CREATE TABLE "pages_blocks_marketing_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"region" varchar,
  	"portal" varchar,
  	"form_id_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_marketing_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"region" varchar,
  	"portal" varchar,
  	"form_id_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "marketing_forms_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "marketing_forms_fields_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "marketing_forms_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_marketing_forms_fields_type" DEFAULT 'text' NOT NULL,
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "marketing_forms_fields_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "marketing_forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"notify" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "marketing_forms_locales" (
  	"title" varchar NOT NULL,
  	"submit_label" varchar,
  	"thanks" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "marketing_forms_id" integer;
  ALTER TABLE "pages_blocks_marketing_form" ADD CONSTRAINT "pages_blocks_marketing_form_form_id_id_marketing_forms_id_fk" FOREIGN KEY ("form_id_id") REFERENCES "public"."marketing_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_marketing_form" ADD CONSTRAINT "pages_blocks_marketing_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_marketing_form" ADD CONSTRAINT "_pages_v_blocks_marketing_form_form_id_id_marketing_forms_id_fk" FOREIGN KEY ("form_id_id") REFERENCES "public"."marketing_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_marketing_form" ADD CONSTRAINT "_pages_v_blocks_marketing_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "marketing_forms_fields_options" ADD CONSTRAINT "marketing_forms_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketing_forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "marketing_forms_fields_options_locales" ADD CONSTRAINT "marketing_forms_fields_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketing_forms_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "marketing_forms_fields" ADD CONSTRAINT "marketing_forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketing_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "marketing_forms_fields_locales" ADD CONSTRAINT "marketing_forms_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketing_forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "marketing_forms" ADD CONSTRAINT "marketing_forms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "marketing_forms_locales" ADD CONSTRAINT "marketing_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."marketing_forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_marketing_form_order_idx" ON "pages_blocks_marketing_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_marketing_form_parent_id_idx" ON "pages_blocks_marketing_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_marketing_form_path_idx" ON "pages_blocks_marketing_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_marketing_form_locale_idx" ON "pages_blocks_marketing_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_marketing_form_form_id_idx" ON "pages_blocks_marketing_form" USING btree ("form_id_id");
  CREATE INDEX "_pages_v_blocks_marketing_form_order_idx" ON "_pages_v_blocks_marketing_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_marketing_form_parent_id_idx" ON "_pages_v_blocks_marketing_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_marketing_form_path_idx" ON "_pages_v_blocks_marketing_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_marketing_form_locale_idx" ON "_pages_v_blocks_marketing_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_marketing_form_form_id_idx" ON "_pages_v_blocks_marketing_form" USING btree ("form_id_id");
  CREATE INDEX "marketing_forms_fields_options_order_idx" ON "marketing_forms_fields_options" USING btree ("_order");
  CREATE INDEX "marketing_forms_fields_options_parent_id_idx" ON "marketing_forms_fields_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "marketing_forms_fields_options_locales_locale_parent_id_uniq" ON "marketing_forms_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "marketing_forms_fields_order_idx" ON "marketing_forms_fields" USING btree ("_order");
  CREATE INDEX "marketing_forms_fields_parent_id_idx" ON "marketing_forms_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "marketing_forms_fields_locales_locale_parent_id_unique" ON "marketing_forms_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "marketing_forms_site_idx" ON "marketing_forms" USING btree ("site_id");
  CREATE INDEX "marketing_forms_updated_at_idx" ON "marketing_forms" USING btree ("updated_at");
  CREATE INDEX "marketing_forms_created_at_idx" ON "marketing_forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "marketing_forms_locales_locale_parent_id_unique" ON "marketing_forms_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_marketing_forms_fk" FOREIGN KEY ("marketing_forms_id") REFERENCES "public"."marketing_forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_marketing_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("marketing_forms_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_marketing_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_marketing_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketing_forms_fields_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketing_forms_fields_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketing_forms_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketing_forms_fields_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketing_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "marketing_forms_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_marketing_form" CASCADE;
  DROP TABLE "_pages_v_blocks_marketing_form" CASCADE;
  DROP TABLE "marketing_forms_fields_options" CASCADE;
  DROP TABLE "marketing_forms_fields_options_locales" CASCADE;
  DROP TABLE "marketing_forms_fields" CASCADE;
  DROP TABLE "marketing_forms_fields_locales" CASCADE;
  DROP TABLE "marketing_forms" CASCADE;
  DROP TABLE "marketing_forms_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_marketing_forms_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "form_name" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_form_name";
  CREATE TYPE "public"."enum_leads_form_name" AS ENUM('contact', 'sell-car', 'service-no');
  ALTER TABLE "leads" ALTER COLUMN "form_name" SET DATA TYPE "public"."enum_leads_form_name" USING "form_name"::"public"."enum_leads_form_name";
  DROP INDEX "payload_locked_documents_rels_marketing_forms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "marketing_forms_id";
  DROP TYPE "public"."enum_marketing_forms_fields_type";`)
}
