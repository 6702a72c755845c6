import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_stories_list_layout" AS ENUM('Variant1', 'Variant2');
  CREATE TYPE "public"."enum_pages_blocks_stories_teaser_title_tag" AS ENUM('h2', 'h3');
  CREATE TYPE "public"."enum__pages_v_blocks_stories_list_layout" AS ENUM('Variant1', 'Variant2');
  CREATE TYPE "public"."enum__pages_v_blocks_stories_teaser_title_tag" AS ENUM('h2', 'h3');
  CREATE TABLE "pages_blocks_stories_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"index_page_id" integer,
  	"layout" "enum_pages_blocks_stories_list_layout" DEFAULT 'Variant1',
  	"show_dates" boolean DEFAULT true,
  	"highlight_latest_story" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stories_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_stories_teaser_title_tag" DEFAULT 'h2',
  	"index_page_id" integer,
  	"show_dates" boolean DEFAULT true,
  	"link_label" varchar,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stories_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"index_page_id" integer,
  	"layout" "enum__pages_v_blocks_stories_list_layout" DEFAULT 'Variant1',
  	"show_dates" boolean DEFAULT true,
  	"highlight_latest_story" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stories_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_stories_teaser_title_tag" DEFAULT 'h2',
  	"index_page_id" integer,
  	"show_dates" boolean DEFAULT true,
  	"link_label" varchar,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_stories_list" ADD CONSTRAINT "pages_blocks_stories_list_index_page_id_pages_id_fk" FOREIGN KEY ("index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stories_list" ADD CONSTRAINT "pages_blocks_stories_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stories_teaser" ADD CONSTRAINT "pages_blocks_stories_teaser_index_page_id_pages_id_fk" FOREIGN KEY ("index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stories_teaser" ADD CONSTRAINT "pages_blocks_stories_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_list" ADD CONSTRAINT "_pages_v_blocks_stories_list_index_page_id_pages_id_fk" FOREIGN KEY ("index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_list" ADD CONSTRAINT "_pages_v_blocks_stories_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_teaser" ADD CONSTRAINT "_pages_v_blocks_stories_teaser_index_page_id_pages_id_fk" FOREIGN KEY ("index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_teaser" ADD CONSTRAINT "_pages_v_blocks_stories_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_stories_list_order_idx" ON "pages_blocks_stories_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_stories_list_parent_id_idx" ON "pages_blocks_stories_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stories_list_path_idx" ON "pages_blocks_stories_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_stories_list_locale_idx" ON "pages_blocks_stories_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stories_list_index_page_idx" ON "pages_blocks_stories_list" USING btree ("index_page_id");
  CREATE INDEX "pages_blocks_stories_teaser_order_idx" ON "pages_blocks_stories_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_stories_teaser_parent_id_idx" ON "pages_blocks_stories_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stories_teaser_path_idx" ON "pages_blocks_stories_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_stories_teaser_locale_idx" ON "pages_blocks_stories_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stories_teaser_index_page_idx" ON "pages_blocks_stories_teaser" USING btree ("index_page_id");
  CREATE INDEX "_pages_v_blocks_stories_list_order_idx" ON "_pages_v_blocks_stories_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stories_list_parent_id_idx" ON "_pages_v_blocks_stories_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stories_list_path_idx" ON "_pages_v_blocks_stories_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stories_list_locale_idx" ON "_pages_v_blocks_stories_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stories_list_index_page_idx" ON "_pages_v_blocks_stories_list" USING btree ("index_page_id");
  CREATE INDEX "_pages_v_blocks_stories_teaser_order_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stories_teaser_parent_id_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stories_teaser_path_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stories_teaser_locale_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stories_teaser_index_page_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("index_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_stories_list" CASCADE;
  DROP TABLE "pages_blocks_stories_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_stories_list" CASCADE;
  DROP TABLE "_pages_v_blocks_stories_teaser" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_stories_list_layout";
  DROP TYPE "public"."enum_pages_blocks_stories_teaser_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_stories_list_layout";
  DROP TYPE "public"."enum__pages_v_blocks_stories_teaser_title_tag";`)
}
