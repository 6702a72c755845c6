import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_dealer_list_filters" AS ENUM('city', 'region', 'brand', 'departmentType');
  CREATE TYPE "public"."enum__pages_v_blocks_dealer_list_filters" AS ENUM('city', 'region', 'brand', 'departmentType');
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
  
  ALTER TABLE "pages_blocks_dealer_list_filters" ADD CONSTRAINT "pages_blocks_dealer_list_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_dealer_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dealer_list" ADD CONSTRAINT "pages_blocks_dealer_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_workshop_grid" ADD CONSTRAINT "pages_blocks_workshop_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_list_filters" ADD CONSTRAINT "_pages_v_blocks_dealer_list_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_dealer_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_list" ADD CONSTRAINT "_pages_v_blocks_dealer_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_workshop_grid" ADD CONSTRAINT "_pages_v_blocks_workshop_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "_pages_v_blocks_workshop_grid_locale_idx" ON "_pages_v_blocks_workshop_grid" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_dealer_list_filters" CASCADE;
  DROP TABLE "pages_blocks_dealer_list" CASCADE;
  DROP TABLE "pages_blocks_workshop_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_dealer_list_filters" CASCADE;
  DROP TABLE "_pages_v_blocks_dealer_list" CASCADE;
  DROP TABLE "_pages_v_blocks_workshop_grid" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_dealer_list_filters";
  DROP TYPE "public"."enum__pages_v_blocks_dealer_list_filters";`)
}
