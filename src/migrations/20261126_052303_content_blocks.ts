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
  CREATE INDEX "_pages_v_blocks_disclaimer_modal_locale_idx" ON "_pages_v_blocks_disclaimer_modal" USING btree ("_locale");
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
  DROP TABLE "pages_blocks_hero_banner" CASCADE;
  DROP TABLE "pages_blocks_blurb" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_facts" CASCADE;
  DROP TABLE "pages_blocks_car_model_card" CASCADE;
  DROP TABLE "pages_blocks_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_carousel" CASCADE;
  DROP TABLE "pages_blocks_car_teaser_filters" CASCADE;
  DROP TABLE "pages_blocks_car_teaser" CASCADE;
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
  DROP TABLE "_pages_v_blocks_hero_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_facts" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_car_teaser_filters" CASCADE;
  DROP TABLE "_pages_v_blocks_car_teaser" CASCADE;
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
  DROP TYPE "public"."enum__pages_v_blocks_spacer_size";
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
