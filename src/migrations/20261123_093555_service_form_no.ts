import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_service_form_no_variant" AS ENUM('car', 'motorcycle');
  CREATE TYPE "public"."enum__pages_v_blocks_service_form_no_variant" AS ENUM('car', 'motorcycle');
  CREATE TABLE "pages_blocks_service_form_no" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"variant" "enum_pages_blocks_service_form_no_variant" DEFAULT 'car',
  	"dealer_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_form_no" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"variant" "enum__pages_v_blocks_service_form_no_variant" DEFAULT 'car',
  	"dealer_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_service_form_no" ADD CONSTRAINT "pages_blocks_service_form_no_dealer_id_dealer_sites_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_form_no" ADD CONSTRAINT "pages_blocks_service_form_no_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_form_no" ADD CONSTRAINT "_pages_v_blocks_service_form_no_dealer_id_dealer_sites_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_form_no" ADD CONSTRAINT "_pages_v_blocks_service_form_no_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_service_form_no_order_idx" ON "pages_blocks_service_form_no" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_form_no_parent_id_idx" ON "pages_blocks_service_form_no" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_form_no_path_idx" ON "pages_blocks_service_form_no" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_form_no_locale_idx" ON "pages_blocks_service_form_no" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_form_no_dealer_idx" ON "pages_blocks_service_form_no" USING btree ("dealer_id");
  CREATE INDEX "_pages_v_blocks_service_form_no_order_idx" ON "_pages_v_blocks_service_form_no" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_form_no_parent_id_idx" ON "_pages_v_blocks_service_form_no" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_form_no_path_idx" ON "_pages_v_blocks_service_form_no" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_form_no_locale_idx" ON "_pages_v_blocks_service_form_no" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_form_no_dealer_idx" ON "_pages_v_blocks_service_form_no" USING btree ("dealer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_service_form_no" CASCADE;
  DROP TABLE "_pages_v_blocks_service_form_no" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_service_form_no_variant";
  DROP TYPE "public"."enum__pages_v_blocks_service_form_no_variant";`)
}
