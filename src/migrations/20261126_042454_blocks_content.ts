import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_accordion_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_faq_list_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_countdown_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_file_download_list_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_background_color" AS ENUM('BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3', 'None');
  CREATE TYPE "public"."enum_pages_blocks_social_share_networks" AS ENUM('facebook', 'x', 'linkedin', 'whatsapp');
  CREATE TYPE "public"."enum_pages_blocks_stage_row_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_stage_row_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_video_embed_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_spacer_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_list_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_file_download_list_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_background_color" AS ENUM('BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3', 'None');
  CREATE TYPE "public"."enum__pages_v_blocks_social_share_networks" AS ENUM('facebook', 'x', 'linkedin', 'whatsapp');
  CREATE TYPE "public"."enum__pages_v_blocks_stage_row_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_stage_row_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_video_embed_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_spacer_size" AS ENUM('small', 'medium', 'large');
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_accordion_title_tag" DEFAULT 'h2',
  	"allow_multiple" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_faq_list_title_tag" DEFAULT 'h2',
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_countdown_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"countdown_target" timestamp(3) with time zone,
  	"ended_text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_file_download_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"label" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_file_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_file_download_list_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"visible_count" numeric DEFAULT 3,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_call_to_action_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"secondary_link_label" varchar,
  	"secondary_link_href" varchar,
  	"secondary_link_new_tab" boolean DEFAULT false,
  	"background_color" "enum_pages_blocks_call_to_action_background_color" DEFAULT 'BackgroundColor1',
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_social_share_networks" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_social_share_networks",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_social_share" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stage_row_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_stage_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_stage_row_title_tag" DEFAULT 'h2',
  	"columns" "enum_pages_blocks_stage_row_columns" DEFAULT '3',
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_video_embed_title_tag" DEFAULT 'h2',
  	"youtube_i_d" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_pages_blocks_spacer_size" DEFAULT 'medium',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_disclaimer_modal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"approve_label" varchar,
  	"decline_link_label" varchar,
  	"decline_link_href" varchar,
  	"decline_link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_accordion_title_tag" DEFAULT 'h2',
  	"allow_multiple" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_faq_list_title_tag" DEFAULT 'h2',
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_countdown_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"countdown_target" timestamp(3) with time zone,
  	"ended_text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_file_download_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"label" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_file_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_file_download_list_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"visible_count" numeric DEFAULT 3,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_call_to_action_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"secondary_link_label" varchar,
  	"secondary_link_href" varchar,
  	"secondary_link_new_tab" boolean DEFAULT false,
  	"background_color" "enum__pages_v_blocks_call_to_action_background_color" DEFAULT 'BackgroundColor1',
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_share_networks" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_social_share_networks",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_social_share" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stage_row_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stage_row" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_stage_row_title_tag" DEFAULT 'h2',
  	"columns" "enum__pages_v_blocks_stage_row_columns" DEFAULT '3',
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_video_embed_title_tag" DEFAULT 'h2',
  	"youtube_i_d" varchar,
  	"poster_id" integer,
  	"caption" varchar,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__pages_v_blocks_spacer_size" DEFAULT 'medium',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_disclaimer_modal" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"approve_label" varchar,
  	"decline_link_label" varchar,
  	"decline_link_href" varchar,
  	"decline_link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list_items" ADD CONSTRAINT "pages_blocks_faq_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list" ADD CONSTRAINT "pages_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown" ADD CONSTRAINT "pages_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_download_list_items" ADD CONSTRAINT "pages_blocks_file_download_list_items_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_download_list_items" ADD CONSTRAINT "pages_blocks_file_download_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_file_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_download_list" ADD CONSTRAINT "pages_blocks_file_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_share_networks" ADD CONSTRAINT "pages_blocks_social_share_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_social_share"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_share" ADD CONSTRAINT "pages_blocks_social_share_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stage_row_items" ADD CONSTRAINT "pages_blocks_stage_row_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stage_row_items" ADD CONSTRAINT "pages_blocks_stage_row_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stage_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stage_row" ADD CONSTRAINT "pages_blocks_stage_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spacer" ADD CONSTRAINT "pages_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_disclaimer_modal" ADD CONSTRAINT "pages_blocks_disclaimer_modal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list_items" ADD CONSTRAINT "_pages_v_blocks_faq_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD CONSTRAINT "_pages_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown" ADD CONSTRAINT "_pages_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_download_list_items" ADD CONSTRAINT "_pages_v_blocks_file_download_list_items_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_download_list_items" ADD CONSTRAINT "_pages_v_blocks_file_download_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_file_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_download_list" ADD CONSTRAINT "_pages_v_blocks_file_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_share_networks" ADD CONSTRAINT "_pages_v_blocks_social_share_networks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_social_share"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_share" ADD CONSTRAINT "_pages_v_blocks_social_share_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stage_row_items" ADD CONSTRAINT "_pages_v_blocks_stage_row_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stage_row_items" ADD CONSTRAINT "_pages_v_blocks_stage_row_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stage_row"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stage_row" ADD CONSTRAINT "_pages_v_blocks_stage_row_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spacer" ADD CONSTRAINT "_pages_v_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_disclaimer_modal" ADD CONSTRAINT "_pages_v_blocks_disclaimer_modal_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_locale_idx" ON "pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_locale_idx" ON "pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_list_items_order_idx" ON "pages_blocks_faq_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_list_items_parent_id_idx" ON "pages_blocks_faq_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_list_items_locale_idx" ON "pages_blocks_faq_list_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_list_order_idx" ON "pages_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_list_parent_id_idx" ON "pages_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_list_path_idx" ON "pages_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_list_locale_idx" ON "pages_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_countdown_order_idx" ON "pages_blocks_countdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_countdown_parent_id_idx" ON "pages_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_countdown_path_idx" ON "pages_blocks_countdown" USING btree ("_path");
  CREATE INDEX "pages_blocks_countdown_locale_idx" ON "pages_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "pages_blocks_file_download_list_items_order_idx" ON "pages_blocks_file_download_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_file_download_list_items_parent_id_idx" ON "pages_blocks_file_download_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_file_download_list_items_locale_idx" ON "pages_blocks_file_download_list_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_file_download_list_items_file_idx" ON "pages_blocks_file_download_list_items" USING btree ("file_id");
  CREATE INDEX "pages_blocks_file_download_list_order_idx" ON "pages_blocks_file_download_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_file_download_list_parent_id_idx" ON "pages_blocks_file_download_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_file_download_list_path_idx" ON "pages_blocks_file_download_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_file_download_list_locale_idx" ON "pages_blocks_file_download_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_locale_idx" ON "pages_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "pages_blocks_social_share_networks_order_idx" ON "pages_blocks_social_share_networks" USING btree ("order");
  CREATE INDEX "pages_blocks_social_share_networks_parent_idx" ON "pages_blocks_social_share_networks" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_social_share_networks_locale_idx" ON "pages_blocks_social_share_networks" USING btree ("locale");
  CREATE INDEX "pages_blocks_social_share_order_idx" ON "pages_blocks_social_share" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_share_parent_id_idx" ON "pages_blocks_social_share" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_share_path_idx" ON "pages_blocks_social_share" USING btree ("_path");
  CREATE INDEX "pages_blocks_social_share_locale_idx" ON "pages_blocks_social_share" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stage_row_items_order_idx" ON "pages_blocks_stage_row_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stage_row_items_parent_id_idx" ON "pages_blocks_stage_row_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stage_row_items_locale_idx" ON "pages_blocks_stage_row_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stage_row_items_image_idx" ON "pages_blocks_stage_row_items" USING btree ("image_id");
  CREATE INDEX "pages_blocks_stage_row_order_idx" ON "pages_blocks_stage_row" USING btree ("_order");
  CREATE INDEX "pages_blocks_stage_row_parent_id_idx" ON "pages_blocks_stage_row" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stage_row_path_idx" ON "pages_blocks_stage_row" USING btree ("_path");
  CREATE INDEX "pages_blocks_stage_row_locale_idx" ON "pages_blocks_stage_row" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_embed_order_idx" ON "pages_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_embed_parent_id_idx" ON "pages_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_embed_path_idx" ON "pages_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_embed_locale_idx" ON "pages_blocks_video_embed" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_embed_poster_idx" ON "pages_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_spacer_order_idx" ON "pages_blocks_spacer" USING btree ("_order");
  CREATE INDEX "pages_blocks_spacer_parent_id_idx" ON "pages_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spacer_path_idx" ON "pages_blocks_spacer" USING btree ("_path");
  CREATE INDEX "pages_blocks_spacer_locale_idx" ON "pages_blocks_spacer" USING btree ("_locale");
  CREATE INDEX "pages_blocks_disclaimer_modal_order_idx" ON "pages_blocks_disclaimer_modal" USING btree ("_order");
  CREATE INDEX "pages_blocks_disclaimer_modal_parent_id_idx" ON "pages_blocks_disclaimer_modal" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_disclaimer_modal_path_idx" ON "pages_blocks_disclaimer_modal" USING btree ("_path");
  CREATE INDEX "pages_blocks_disclaimer_modal_locale_idx" ON "pages_blocks_disclaimer_modal" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_locale_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_locale_idx" ON "_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_list_items_order_idx" ON "_pages_v_blocks_faq_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_list_items_parent_id_idx" ON "_pages_v_blocks_faq_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_items_locale_idx" ON "_pages_v_blocks_faq_list_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_list_order_idx" ON "_pages_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_list_parent_id_idx" ON "_pages_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_path_idx" ON "_pages_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_list_locale_idx" ON "_pages_v_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_countdown_order_idx" ON "_pages_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_countdown_parent_id_idx" ON "_pages_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_path_idx" ON "_pages_v_blocks_countdown" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_countdown_locale_idx" ON "_pages_v_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_file_download_list_items_order_idx" ON "_pages_v_blocks_file_download_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_file_download_list_items_parent_id_idx" ON "_pages_v_blocks_file_download_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_file_download_list_items_locale_idx" ON "_pages_v_blocks_file_download_list_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_file_download_list_items_file_idx" ON "_pages_v_blocks_file_download_list_items" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_file_download_list_order_idx" ON "_pages_v_blocks_file_download_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_file_download_list_parent_id_idx" ON "_pages_v_blocks_file_download_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_file_download_list_path_idx" ON "_pages_v_blocks_file_download_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_file_download_list_locale_idx" ON "_pages_v_blocks_file_download_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_social_share_networks_order_idx" ON "_pages_v_blocks_social_share_networks" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_social_share_networks_parent_idx" ON "_pages_v_blocks_social_share_networks" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_social_share_networks_locale_idx" ON "_pages_v_blocks_social_share_networks" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_social_share_order_idx" ON "_pages_v_blocks_social_share" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_share_parent_id_idx" ON "_pages_v_blocks_social_share" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_share_path_idx" ON "_pages_v_blocks_social_share" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_social_share_locale_idx" ON "_pages_v_blocks_social_share" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stage_row_items_order_idx" ON "_pages_v_blocks_stage_row_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stage_row_items_parent_id_idx" ON "_pages_v_blocks_stage_row_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stage_row_items_locale_idx" ON "_pages_v_blocks_stage_row_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stage_row_items_image_idx" ON "_pages_v_blocks_stage_row_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_stage_row_order_idx" ON "_pages_v_blocks_stage_row" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stage_row_parent_id_idx" ON "_pages_v_blocks_stage_row" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stage_row_path_idx" ON "_pages_v_blocks_stage_row" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stage_row_locale_idx" ON "_pages_v_blocks_stage_row" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_embed_order_idx" ON "_pages_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_embed_parent_id_idx" ON "_pages_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_embed_path_idx" ON "_pages_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_embed_locale_idx" ON "_pages_v_blocks_video_embed" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_embed_poster_idx" ON "_pages_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_spacer_order_idx" ON "_pages_v_blocks_spacer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_spacer_parent_id_idx" ON "_pages_v_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_spacer_path_idx" ON "_pages_v_blocks_spacer" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_spacer_locale_idx" ON "_pages_v_blocks_spacer" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_disclaimer_modal_order_idx" ON "_pages_v_blocks_disclaimer_modal" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_disclaimer_modal_parent_id_idx" ON "_pages_v_blocks_disclaimer_modal" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_disclaimer_modal_path_idx" ON "_pages_v_blocks_disclaimer_modal" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_disclaimer_modal_locale_idx" ON "_pages_v_blocks_disclaimer_modal" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_faq_list_items" CASCADE;
  DROP TABLE "pages_blocks_faq_list" CASCADE;
  DROP TABLE "pages_blocks_countdown" CASCADE;
  DROP TABLE "pages_blocks_file_download_list_items" CASCADE;
  DROP TABLE "pages_blocks_file_download_list" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_social_share_networks" CASCADE;
  DROP TABLE "pages_blocks_social_share" CASCADE;
  DROP TABLE "pages_blocks_stage_row_items" CASCADE;
  DROP TABLE "pages_blocks_stage_row" CASCADE;
  DROP TABLE "pages_blocks_video_embed" CASCADE;
  DROP TABLE "pages_blocks_spacer" CASCADE;
  DROP TABLE "pages_blocks_disclaimer_modal" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown" CASCADE;
  DROP TABLE "_pages_v_blocks_file_download_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_file_download_list" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_social_share_networks" CASCADE;
  DROP TABLE "_pages_v_blocks_social_share" CASCADE;
  DROP TABLE "_pages_v_blocks_stage_row_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stage_row" CASCADE;
  DROP TABLE "_pages_v_blocks_video_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_spacer" CASCADE;
  DROP TABLE "_pages_v_blocks_disclaimer_modal" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_accordion_title_tag";
  DROP TYPE "public"."enum_pages_blocks_faq_list_title_tag";
  DROP TYPE "public"."enum_pages_blocks_countdown_title_tag";
  DROP TYPE "public"."enum_pages_blocks_file_download_list_title_tag";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_title_tag";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_background_color";
  DROP TYPE "public"."enum_pages_blocks_social_share_networks";
  DROP TYPE "public"."enum_pages_blocks_stage_row_title_tag";
  DROP TYPE "public"."enum_pages_blocks_stage_row_columns";
  DROP TYPE "public"."enum_pages_blocks_video_embed_title_tag";
  DROP TYPE "public"."enum_pages_blocks_spacer_size";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_faq_list_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_file_download_list_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_social_share_networks";
  DROP TYPE "public"."enum__pages_v_blocks_stage_row_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_stage_row_columns";
  DROP TYPE "public"."enum__pages_v_blocks_video_embed_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_spacer_size";`)
}
