import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_service_booking_brand_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_service_booking_authorised_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"brand" varchar
  );
  
  CREATE TABLE "pages_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"contact_email" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking_brand_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking_authorised_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_email" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_service_booking_brand_links" ADD CONSTRAINT "pages_blocks_service_booking_brand_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking_authorised_brands" ADD CONSTRAINT "pages_blocks_service_booking_authorised_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking" ADD CONSTRAINT "pages_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_brand_links" ADD CONSTRAINT "_pages_v_blocks_service_booking_brand_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_authorised_brands" ADD CONSTRAINT "_pages_v_blocks_service_booking_authorised_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking" ADD CONSTRAINT "_pages_v_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_service_booking_brand_links_order_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_brand_links_parent_id_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_brand_links_locale_idx" ON "pages_blocks_service_booking_brand_links" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_booking_authorised_brands_order_idx" ON "pages_blocks_service_booking_authorised_brands" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_authorised_brands_parent_id_idx" ON "pages_blocks_service_booking_authorised_brands" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_authorised_brands_locale_idx" ON "pages_blocks_service_booking_authorised_brands" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_booking_order_idx" ON "pages_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_parent_id_idx" ON "pages_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_path_idx" ON "pages_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_booking_locale_idx" ON "pages_blocks_service_booking" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_order_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_parent_id_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_brand_links_locale_idx" ON "_pages_v_blocks_service_booking_brand_links" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_booking_authorised_brands_order_idx" ON "_pages_v_blocks_service_booking_authorised_brands" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_authorised_brands_parent_id_idx" ON "_pages_v_blocks_service_booking_authorised_brands" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_authorised_brands_locale_idx" ON "_pages_v_blocks_service_booking_authorised_brands" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_booking_order_idx" ON "_pages_v_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_parent_id_idx" ON "_pages_v_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_path_idx" ON "_pages_v_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_booking_locale_idx" ON "_pages_v_blocks_service_booking" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_service_booking_brand_links" CASCADE;
  DROP TABLE "pages_blocks_service_booking_authorised_brands" CASCADE;
  DROP TABLE "pages_blocks_service_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_brand_links" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_authorised_brands" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking" CASCADE;`)
}
