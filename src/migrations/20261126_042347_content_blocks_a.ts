import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_banner_content" AS ENUM('Image', 'Video');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_title_tag" AS ENUM('h1', 'h2', 'h3');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_button_type" AS ENUM('Primary', 'Secondary', 'Ghost', 'GhostContrast', 'None');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_text_color" AS ENUM('white', 'black');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_content_placement" AS ENUM('Top', 'Center', 'Bottom');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_variant" AS ENUM('Default', 'FullScreen');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_height" AS ENUM('Default', 'Medium', 'Full');
  CREATE TYPE "public"."enum_pages_blocks_blurb_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_blurb_layout" AS ENUM('Half', 'Offset');
  CREATE TYPE "public"."enum_pages_blocks_blurb_media" AS ENUM('Image', 'Video', 'YouTube');
  CREATE TYPE "public"."enum_pages_blocks_blurb_background_color" AS ENUM('None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3');
  CREATE TYPE "public"."enum_pages_blocks_car_model_card_title_tag" AS ENUM('h2', 'h3');
  CREATE TYPE "public"."enum_pages_blocks_carousel_slides_text_color" AS ENUM('white', 'black');
  CREATE TYPE "public"."enum_pages_blocks_carousel_slides_button_type" AS ENUM('Primary', 'Secondary', 'Ghost', 'GhostContrast', 'None');
  CREATE TYPE "public"."enum_pages_blocks_carousel_content_placement_x" AS ENUM('Left', 'Center', 'Right');
  CREATE TYPE "public"."enum_pages_blocks_carousel_content_placement_y" AS ENUM('Top', 'Center', 'Bottom');
  CREATE TYPE "public"."enum_pages_blocks_carousel_height" AS ENUM('Default', 'Medium', 'FullHeight');
  CREATE TYPE "public"."enum_pages_blocks_car_teaser_filters_field" AS ENUM('car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_condition', 'car_is_used', 'car_is_sample', 'car_vehicle_type_code', 'car_site_region', 'car_site_city', 'car_site_name', 'car_has_campaign_price', 'car_has_privateleasing', 'car_has_companyleasing', 'car_campaigns', 'caroftheweek');
  CREATE TYPE "public"."enum_pages_blocks_car_teaser_title_tag" AS ENUM('h2', 'h3');
  CREATE TYPE "public"."enum_pages_blocks_car_teaser_source" AS ENUM('Ids', 'Query');
  CREATE TYPE "public"."enum_pages_blocks_car_teaser_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_content" AS ENUM('Image', 'Video');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_title_tag" AS ENUM('h1', 'h2', 'h3');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_button_type" AS ENUM('Primary', 'Secondary', 'Ghost', 'GhostContrast', 'None');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_text_color" AS ENUM('white', 'black');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_content_placement" AS ENUM('Top', 'Center', 'Bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_variant" AS ENUM('Default', 'FullScreen');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_height" AS ENUM('Default', 'Medium', 'Full');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_layout" AS ENUM('Half', 'Offset');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_media" AS ENUM('Image', 'Video', 'YouTube');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_background_color" AS ENUM('None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3');
  CREATE TYPE "public"."enum__pages_v_blocks_car_model_card_title_tag" AS ENUM('h2', 'h3');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_slides_text_color" AS ENUM('white', 'black');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_slides_button_type" AS ENUM('Primary', 'Secondary', 'Ghost', 'GhostContrast', 'None');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_content_placement_x" AS ENUM('Left', 'Center', 'Right');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_content_placement_y" AS ENUM('Top', 'Center', 'Bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_carousel_height" AS ENUM('Default', 'Medium', 'FullHeight');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teaser_filters_field" AS ENUM('car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_condition', 'car_is_used', 'car_is_sample', 'car_vehicle_type_code', 'car_site_region', 'car_site_city', 'car_site_name', 'car_has_campaign_price', 'car_has_privateleasing', 'car_has_companyleasing', 'car_campaigns', 'caroftheweek');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teaser_title_tag" AS ENUM('h2', 'h3');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teaser_source" AS ENUM('Ids', 'Query');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teaser_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc');
  CREATE TABLE "pages_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" "enum_pages_blocks_hero_banner_content" DEFAULT 'Image',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_desktop_id" integer,
  	"video_phone_id" integer,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_hero_banner_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"button_type" "enum_pages_blocks_hero_banner_button_type" DEFAULT 'Primary',
  	"text_color" "enum_pages_blocks_hero_banner_text_color" DEFAULT 'white',
  	"content_placement" "enum_pages_blocks_hero_banner_content_placement" DEFAULT 'Center',
  	"center_content" boolean DEFAULT false,
  	"variant" "enum_pages_blocks_hero_banner_variant" DEFAULT 'Default',
  	"height" "enum_pages_blocks_hero_banner_height" DEFAULT 'Default',
  	"has_margin_top" boolean DEFAULT false,
  	"has_search_bar" boolean DEFAULT false,
  	"search_url" varchar,
  	"search_placeholder" varchar,
  	"search_placeholder_desktop" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_blurb_title_tag" DEFAULT 'h2',
  	"rich_text" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"layout" "enum_pages_blocks_blurb_layout" DEFAULT 'Half',
  	"media" "enum_pages_blocks_blurb_media" DEFAULT 'Image',
  	"image_id" integer,
  	"video_id" integer,
  	"youtube_id" varchar,
  	"has_control_bar" boolean DEFAULT true,
  	"reverse" boolean DEFAULT false,
  	"background_color" "enum_pages_blocks_blurb_background_color" DEFAULT 'None',
  	"use_text_animations" boolean DEFAULT false,
  	"use_media_animations" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"label_value" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_car_model_card_title_tag" DEFAULT 'h2',
  	"image_id" integer,
  	"text" varchar,
  	"is_campaign" boolean DEFAULT false,
  	"campaign" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"text_shadow" boolean DEFAULT false,
  	"text_color" "enum_pages_blocks_carousel_slides_text_color" DEFAULT 'white',
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"button_type" "enum_pages_blocks_carousel_slides_button_type" DEFAULT 'Primary',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_id" integer,
  	"video_phone_id" integer
  );
  
  CREATE TABLE "pages_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_media_buttons" boolean DEFAULT true,
  	"content_placement_x" "enum_pages_blocks_carousel_content_placement_x" DEFAULT 'Left',
  	"content_placement_y" "enum_pages_blocks_carousel_content_placement_y" DEFAULT 'Center',
  	"height" "enum_pages_blocks_carousel_height" DEFAULT 'Default',
  	"loop" boolean DEFAULT true,
  	"auto_play" boolean DEFAULT true,
  	"auto_play_delay" numeric DEFAULT 5,
  	"has_search_bar" boolean DEFAULT false,
  	"search_url" varchar,
  	"search_placeholder" varchar,
  	"has_margin_top" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_teaser_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_pages_blocks_car_teaser_filters_field",
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_car_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_car_teaser_title_tag" DEFAULT 'h2',
  	"source" "enum_pages_blocks_car_teaser_source" DEFAULT 'Query',
  	"car_ids" varchar,
  	"number_of_cars" numeric,
  	"limit" numeric,
  	"sort" "enum_pages_blocks_car_teaser_sort",
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" "enum__pages_v_blocks_hero_banner_content" DEFAULT 'Image',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_desktop_id" integer,
  	"video_phone_id" integer,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_hero_banner_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"button_type" "enum__pages_v_blocks_hero_banner_button_type" DEFAULT 'Primary',
  	"text_color" "enum__pages_v_blocks_hero_banner_text_color" DEFAULT 'white',
  	"content_placement" "enum__pages_v_blocks_hero_banner_content_placement" DEFAULT 'Center',
  	"center_content" boolean DEFAULT false,
  	"variant" "enum__pages_v_blocks_hero_banner_variant" DEFAULT 'Default',
  	"height" "enum__pages_v_blocks_hero_banner_height" DEFAULT 'Default',
  	"has_margin_top" boolean DEFAULT false,
  	"has_search_bar" boolean DEFAULT false,
  	"search_url" varchar,
  	"search_placeholder" varchar,
  	"search_placeholder_desktop" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_blurb_title_tag" DEFAULT 'h2',
  	"rich_text" jsonb,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"layout" "enum__pages_v_blocks_blurb_layout" DEFAULT 'Half',
  	"media" "enum__pages_v_blocks_blurb_media" DEFAULT 'Image',
  	"image_id" integer,
  	"video_id" integer,
  	"youtube_id" varchar,
  	"has_control_bar" boolean DEFAULT true,
  	"reverse" boolean DEFAULT false,
  	"background_color" "enum__pages_v_blocks_blurb_background_color" DEFAULT 'None',
  	"use_text_animations" boolean DEFAULT false,
  	"use_media_animations" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"label_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_car_model_card_title_tag" DEFAULT 'h2',
  	"image_id" integer,
  	"text" varchar,
  	"is_campaign" boolean DEFAULT false,
  	"campaign" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"text_shadow" boolean DEFAULT false,
  	"text_color" "enum__pages_v_blocks_carousel_slides_text_color" DEFAULT 'white',
  	"button_label" varchar,
  	"button_href" varchar,
  	"button_new_tab" boolean DEFAULT false,
  	"button_type" "enum__pages_v_blocks_carousel_slides_button_type" DEFAULT 'Primary',
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_id" integer,
  	"video_phone_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"has_media_buttons" boolean DEFAULT true,
  	"content_placement_x" "enum__pages_v_blocks_carousel_content_placement_x" DEFAULT 'Left',
  	"content_placement_y" "enum__pages_v_blocks_carousel_content_placement_y" DEFAULT 'Center',
  	"height" "enum__pages_v_blocks_carousel_height" DEFAULT 'Default',
  	"loop" boolean DEFAULT true,
  	"auto_play" boolean DEFAULT true,
  	"auto_play_delay" numeric DEFAULT 5,
  	"has_search_bar" boolean DEFAULT false,
  	"search_url" varchar,
  	"search_placeholder" varchar,
  	"has_margin_top" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_teaser_filters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum__pages_v_blocks_car_teaser_filters_field",
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_car_teaser_title_tag" DEFAULT 'h2',
  	"source" "enum__pages_v_blocks_car_teaser_source" DEFAULT 'Query',
  	"car_ids" varchar,
  	"number_of_cars" numeric,
  	"limit" numeric,
  	"sort" "enum__pages_v_blocks_car_teaser_sort",
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_facts" ADD CONSTRAINT "pages_blocks_car_model_card_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card" ADD CONSTRAINT "pages_blocks_car_model_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card" ADD CONSTRAINT "pages_blocks_car_model_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel_slides" ADD CONSTRAINT "pages_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_carousel" ADD CONSTRAINT "pages_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_teaser_filters" ADD CONSTRAINT "pages_blocks_car_teaser_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_teaser" ADD CONSTRAINT "pages_blocks_car_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_facts" ADD CONSTRAINT "_pages_v_blocks_car_model_card_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card" ADD CONSTRAINT "_pages_v_blocks_car_model_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card" ADD CONSTRAINT "_pages_v_blocks_car_model_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_carousel" ADD CONSTRAINT "_pages_v_blocks_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_teaser_filters" ADD CONSTRAINT "_pages_v_blocks_car_teaser_filters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_teaser" ADD CONSTRAINT "_pages_v_blocks_car_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_banner_order_idx" ON "pages_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_banner_parent_id_idx" ON "pages_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_banner_path_idx" ON "pages_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_banner_locale_idx" ON "pages_blocks_hero_banner" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_banner_image_idx" ON "pages_blocks_hero_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_banner_image_phone_idx" ON "pages_blocks_hero_banner" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_hero_banner_video_desktop_idx" ON "pages_blocks_hero_banner" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_hero_banner_video_phone_idx" ON "pages_blocks_hero_banner" USING btree ("video_phone_id");
  CREATE INDEX "pages_blocks_blurb_order_idx" ON "pages_blocks_blurb" USING btree ("_order");
  CREATE INDEX "pages_blocks_blurb_parent_id_idx" ON "pages_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blurb_path_idx" ON "pages_blocks_blurb" USING btree ("_path");
  CREATE INDEX "pages_blocks_blurb_locale_idx" ON "pages_blocks_blurb" USING btree ("_locale");
  CREATE INDEX "pages_blocks_blurb_image_idx" ON "pages_blocks_blurb" USING btree ("image_id");
  CREATE INDEX "pages_blocks_blurb_video_idx" ON "pages_blocks_blurb" USING btree ("video_id");
  CREATE INDEX "pages_blocks_car_model_card_facts_order_idx" ON "pages_blocks_car_model_card_facts" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_facts_parent_id_idx" ON "pages_blocks_car_model_card_facts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_facts_locale_idx" ON "pages_blocks_car_model_card_facts" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_model_card_order_idx" ON "pages_blocks_car_model_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_parent_id_idx" ON "pages_blocks_car_model_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_path_idx" ON "pages_blocks_car_model_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_model_card_locale_idx" ON "pages_blocks_car_model_card" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_model_card_image_idx" ON "pages_blocks_car_model_card" USING btree ("image_id");
  CREATE INDEX "pages_blocks_carousel_slides_order_idx" ON "pages_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_slides_parent_id_idx" ON "pages_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_slides_locale_idx" ON "pages_blocks_carousel_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_carousel_slides_image_idx" ON "pages_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_carousel_slides_image_phone_idx" ON "pages_blocks_carousel_slides" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_carousel_slides_video_idx" ON "pages_blocks_carousel_slides" USING btree ("video_id");
  CREATE INDEX "pages_blocks_carousel_slides_video_phone_idx" ON "pages_blocks_carousel_slides" USING btree ("video_phone_id");
  CREATE INDEX "pages_blocks_carousel_order_idx" ON "pages_blocks_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_carousel_parent_id_idx" ON "pages_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_carousel_path_idx" ON "pages_blocks_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_carousel_locale_idx" ON "pages_blocks_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_teaser_filters_order_idx" ON "pages_blocks_car_teaser_filters" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_teaser_filters_parent_id_idx" ON "pages_blocks_car_teaser_filters" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_teaser_filters_locale_idx" ON "pages_blocks_car_teaser_filters" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_teaser_order_idx" ON "pages_blocks_car_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_teaser_parent_id_idx" ON "pages_blocks_car_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_teaser_path_idx" ON "pages_blocks_car_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_teaser_locale_idx" ON "pages_blocks_car_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_banner_order_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_banner_parent_id_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_path_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_banner_locale_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_banner_image_idx" ON "_pages_v_blocks_hero_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_image_phone_idx" ON "_pages_v_blocks_hero_banner" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_video_desktop_idx" ON "_pages_v_blocks_hero_banner" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_video_phone_idx" ON "_pages_v_blocks_hero_banner" USING btree ("video_phone_id");
  CREATE INDEX "_pages_v_blocks_blurb_order_idx" ON "_pages_v_blocks_blurb" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blurb_parent_id_idx" ON "_pages_v_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blurb_path_idx" ON "_pages_v_blocks_blurb" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blurb_locale_idx" ON "_pages_v_blocks_blurb" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_blurb_image_idx" ON "_pages_v_blocks_blurb" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_blurb_video_idx" ON "_pages_v_blocks_blurb" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_facts_order_idx" ON "_pages_v_blocks_car_model_card_facts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_facts_parent_id_idx" ON "_pages_v_blocks_car_model_card_facts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_facts_locale_idx" ON "_pages_v_blocks_car_model_card_facts" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_model_card_order_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_parent_id_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_path_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_model_card_locale_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_model_card_image_idx" ON "_pages_v_blocks_car_model_card" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_order_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_slides_parent_id_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_locale_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_carousel_slides_image_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_image_phone_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_video_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_carousel_slides_video_phone_idx" ON "_pages_v_blocks_carousel_slides" USING btree ("video_phone_id");
  CREATE INDEX "_pages_v_blocks_carousel_order_idx" ON "_pages_v_blocks_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_carousel_parent_id_idx" ON "_pages_v_blocks_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_carousel_path_idx" ON "_pages_v_blocks_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_carousel_locale_idx" ON "_pages_v_blocks_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_teaser_filters_order_idx" ON "_pages_v_blocks_car_teaser_filters" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_teaser_filters_parent_id_idx" ON "_pages_v_blocks_car_teaser_filters" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_teaser_filters_locale_idx" ON "_pages_v_blocks_car_teaser_filters" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_teaser_order_idx" ON "_pages_v_blocks_car_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_teaser_parent_id_idx" ON "_pages_v_blocks_car_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_teaser_path_idx" ON "_pages_v_blocks_car_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_teaser_locale_idx" ON "_pages_v_blocks_car_teaser" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_banner" CASCADE;
  DROP TABLE "pages_blocks_blurb" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_facts" CASCADE;
  DROP TABLE "pages_blocks_car_model_card" CASCADE;
  DROP TABLE "pages_blocks_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_carousel" CASCADE;
  DROP TABLE "pages_blocks_car_teaser_filters" CASCADE;
  DROP TABLE "pages_blocks_car_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_facts" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_car_teaser_filters" CASCADE;
  DROP TABLE "_pages_v_blocks_car_teaser" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_banner_content";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_title_tag";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_button_type";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_text_color";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_content_placement";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_variant";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_height";
  DROP TYPE "public"."enum_pages_blocks_blurb_title_tag";
  DROP TYPE "public"."enum_pages_blocks_blurb_layout";
  DROP TYPE "public"."enum_pages_blocks_blurb_media";
  DROP TYPE "public"."enum_pages_blocks_blurb_background_color";
  DROP TYPE "public"."enum_pages_blocks_car_model_card_title_tag";
  DROP TYPE "public"."enum_pages_blocks_carousel_slides_text_color";
  DROP TYPE "public"."enum_pages_blocks_carousel_slides_button_type";
  DROP TYPE "public"."enum_pages_blocks_carousel_content_placement_x";
  DROP TYPE "public"."enum_pages_blocks_carousel_content_placement_y";
  DROP TYPE "public"."enum_pages_blocks_carousel_height";
  DROP TYPE "public"."enum_pages_blocks_car_teaser_filters_field";
  DROP TYPE "public"."enum_pages_blocks_car_teaser_title_tag";
  DROP TYPE "public"."enum_pages_blocks_car_teaser_source";
  DROP TYPE "public"."enum_pages_blocks_car_teaser_sort";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_content";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_content_placement";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_variant";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_height";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_layout";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_media";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_car_model_card_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_slides_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_slides_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_content_placement_x";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_content_placement_y";
  DROP TYPE "public"."enum__pages_v_blocks_carousel_height";
  DROP TYPE "public"."enum__pages_v_blocks_car_teaser_filters_field";
  DROP TYPE "public"."enum__pages_v_blocks_car_teaser_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_car_teaser_source";
  DROP TYPE "public"."enum__pages_v_blocks_car_teaser_sort";`)
}
