import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB');
  CREATE TYPE "public"."enum_sites_site_locales" AS ENUM('sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB');
  CREATE TYPE "public"."enum_sites_brand_themes" AS ENUM('mercedes', 'smart', 'mini', 'bmw');
  CREATE TYPE "public"."enum_sites_default_locale" AS ENUM('sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB');
  CREATE TYPE "public"."enum_sites_currency" AS ENUM('SEK', 'NOK', 'EUR', 'GBP');
  CREATE TYPE "public"."enum_sites_search_index" AS ENUM('se', 'bb', 'no', 'fi', 'sk', 'uk');
  CREATE TYPE "public"."enum_sites_theme" AS ENUM('automotive', 'budget', 'nordic', 'suomi', 'slovak', 'uk');
  CREATE TYPE "public"."enum_sites_font_pair" AS ENUM('montserrat-inter', 'poppins-nunito', 'raleway-source', 'worksans-plex', 'robotoslab-roboto', 'dmserif-dmsans');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_title_tag" AS ENUM('h1', 'h2', 'h3');
  CREATE TYPE "public"."enum_pages_blocks_image_card_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_brand_design" AS ENUM('mercedes', 'smart', 'mini', 'bmw');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_title_tag" AS ENUM('h1', 'h2', 'h3');
  CREATE TYPE "public"."enum__pages_v_blocks_image_card_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_version_brand_design" AS ENUM('mercedes', 'smart', 'mini', 'bmw');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB');
  CREATE TYPE "public"."enum_navigations_extra_items_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_navigations_message_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral');
  CREATE TYPE "public"."enum_navigations_message_icon" AS ENUM('CampaignAlert', 'WarningAlert');
  CREATE TYPE "public"."enum_footers_columns_items_flag" AS ENUM('no', 'se', 'sk', 'eu', 'fi', 'auction');
  CREATE TYPE "public"."enum_footers_social_links_name" AS ENUM('facebook', 'instagram', 'linkedin', 'youtube', 'tiktok', 'x');
  CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_published_locale" AS ENUM('sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB');
  CREATE TYPE "public"."enum_dealer_sites_depts_group" AS ENUM('New cars', 'Used cars', 'Parts', 'Workshop', 'Body work');
  CREATE TYPE "public"."enum_dealer_sites_index" AS ENUM('se', 'bb', 'no', 'fi', 'sk', 'uk');
  CREATE TYPE "public"."enum_cars_index" AS ENUM('se', 'bb', 'no', 'fi', 'sk', 'uk');
  CREATE TYPE "public"."enum_cars_car_odometer_unit" AS ENUM('mil', 'km', 'miles');
  CREATE TYPE "public"."enum_cars_car_vehicle_type_code" AS ENUM('PC', 'LCV');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"blur_data_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "sites_hostnames" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hostname" varchar NOT NULL
  );
  
  CREATE TABLE "sites_redirect_hostnames" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hostname" varchar NOT NULL
  );
  
  CREATE TABLE "sites_site_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_site_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_brand_themes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_brand_themes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"default_locale" "enum_sites_default_locale" NOT NULL,
  	"country" varchar NOT NULL,
  	"currency" "enum_sites_currency" NOT NULL,
  	"search_index" "enum_sites_search_index" NOT NULL,
  	"theme" "enum_sites_theme" NOT NULL,
  	"font_pair" "enum_sites_font_pair" NOT NULL,
  	"gtm_i_d" varchar,
  	"favicon_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sites_locales" (
  	"title_template" varchar NOT NULL,
  	"path_to_car_list" varchar,
  	"car_detail_base_path" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_rich_text_title_tag" DEFAULT 'h2',
  	"content" jsonb,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_image_card_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"reverse" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"parent_id" integer,
  	"og_image_id" integer,
  	"gtm_i_d" varchar,
  	"brand_design" "enum_pages_brand_design",
  	"hide_from_sitemap" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"path" varchar,
  	"site_key" varchar,
  	"meta_title" varchar,
  	"nav_title" varchar,
  	"meta_description" varchar,
  	"og_description" varchar,
  	"canonical_u_r_l" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_rich_text_title_tag" DEFAULT 'h2',
  	"content" jsonb,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_image_card_title_tag" DEFAULT 'h2',
  	"text" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"reverse" boolean DEFAULT false,
  	"has_margin_top" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_parent_id" integer,
  	"version_og_image_id" integer,
  	"version_gtm_i_d" varchar,
  	"version_brand_design" "enum__pages_v_version_brand_design",
  	"version_hide_from_sitemap" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_site_key" varchar,
  	"version_meta_title" varchar,
  	"version_nav_title" varchar,
  	"version_meta_description" varchar,
  	"version_og_description" varchar,
  	"version_canonical_u_r_l" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "navigations_items_children_grandchildren" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"nav_title" varchar,
  	"page_id" integer,
  	"path" varchar,
  	"external_link" varchar,
  	"hide_in_navigation" boolean DEFAULT false,
  	"should_be_navigable_in_menu_when_it_has_children" boolean DEFAULT false,
  	"image_id" integer
  );
  
  CREATE TABLE "navigations_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"nav_title" varchar,
  	"page_id" integer,
  	"path" varchar,
  	"external_link" varchar,
  	"hide_in_navigation" boolean DEFAULT false,
  	"should_be_navigable_in_menu_when_it_has_children" boolean DEFAULT false,
  	"image_id" integer
  );
  
  CREATE TABLE "navigations_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"nav_title" varchar,
  	"page_id" integer,
  	"path" varchar,
  	"external_link" varchar,
  	"hide_in_navigation" boolean DEFAULT false,
  	"should_be_navigable_in_menu_when_it_has_children" boolean DEFAULT false,
  	"image_id" integer
  );
  
  CREATE TABLE "navigations_extra_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"target" "enum_navigations_extra_items_target" DEFAULT '_self',
  	"icon" varchar
  );
  
  CREATE TABLE "navigations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"title" varchar DEFAULT 'Navigation' NOT NULL,
  	"logo_id" integer,
  	"logo_width" numeric DEFAULT 150,
  	"logo_height" numeric DEFAULT 55,
  	"is_sticky" boolean DEFAULT false,
  	"slim_nav" boolean DEFAULT false,
  	"has_dark_theme" boolean DEFAULT false,
  	"show_separator" boolean DEFAULT false,
  	"has_message" boolean DEFAULT false,
  	"message_type" "enum_navigations_message_type",
  	"message_icon" "enum_navigations_message_icon",
  	"message_is_below_navigation" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigations_locales" (
  	"message_title" varchar,
  	"message_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footers_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_black_and_white_id" integer
  );
  
  CREATE TABLE "footers_columns_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"new_tab" boolean DEFAULT false,
  	"flag" "enum_footers_columns_items_flag"
  );
  
  CREATE TABLE "footers_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "footers_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" "enum_footers_social_links_name" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"title" varchar DEFAULT 'Footer' NOT NULL,
  	"show_brands" boolean DEFAULT true,
  	"highlighted_link_new_tab" boolean DEFAULT false,
  	"info_field_one_child_full_width" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "footers_locales" (
  	"brands_heading" varchar,
  	"highlighted_link_label" varchar,
  	"highlighted_link_href" varchar,
  	"info_field1_heading" varchar,
  	"info_field1_text" varchar,
  	"info_field2_heading" varchar,
  	"info_field2_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dictionary_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dictionary_entries_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"image_id" integer,
  	"author" varchar,
  	"index_page_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "stories_locales" (
  	"title" varchar,
  	"display_name" varchar,
  	"premble" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_author" varchar,
  	"version_index_page_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__stories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_stories_v_locales" (
  	"version_title" varchar,
  	"version_display_name" varchar,
  	"version_premble" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_stories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "dealer_sites_site_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"brand_code" varchar NOT NULL
  );
  
  CREATE TABLE "dealer_sites_depts_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"brand_code" varchar NOT NULL
  );
  
  CREATE TABLE "dealer_sites_depts_users" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"title" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "dealer_sites_depts_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"display_text" varchar NOT NULL
  );
  
  CREATE TABLE "dealer_sites_depts_vacation_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL,
  	"display_text" varchar NOT NULL
  );
  
  CREATE TABLE "dealer_sites_depts_vacations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"vacationtitle" varchar NOT NULL,
  	"vacationstart" timestamp(3) with time zone NOT NULL,
  	"vacationend" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "dealer_sites_depts_deviations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"display_text" varchar NOT NULL,
  	"closed" boolean DEFAULT false
  );
  
  CREATE TABLE "dealer_sites_depts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"official_name" varchar,
  	"group" "enum_dealer_sites_depts_group" NOT NULL,
  	"department_type" varchar,
  	"service_name" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"erp_id" varchar
  );
  
  CREATE TABLE "dealer_sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"website_id" integer NOT NULL,
  	"index" "enum_dealer_sites_index" NOT NULL,
  	"website_sort_order" numeric,
  	"site_id" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"site_official_name" varchar NOT NULL,
  	"site_street" varchar,
  	"site_zip" varchar,
  	"site_city" varchar,
  	"site_region" varchar,
  	"website_city" varchar,
  	"site_geocoord" varchar,
  	"site_phone" varchar,
  	"site_email" varchar,
  	"leads_email" varchar,
  	"company_erp_id" varchar,
  	"site_primary_image_id" integer,
  	"site_image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"car_id" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"index" "enum_cars_index" NOT NULL,
  	"car_brand" varchar NOT NULL,
  	"car_model" varchar NOT NULL,
  	"car_model_text" varchar,
  	"car_version" varchar,
  	"car_trim_package" varchar,
  	"car_body" varchar,
  	"car_drive" varchar,
  	"car_color" varchar,
  	"car_year" numeric,
  	"car_fuel" varchar,
  	"car_gearbox" varchar,
  	"car_seats" numeric,
  	"car_doors" numeric,
  	"car_chassino" varchar,
  	"car_regno" varchar,
  	"car_condition" varchar,
  	"car_is_used" boolean DEFAULT false,
  	"car_is_sample" boolean DEFAULT false,
  	"caroftheweek" boolean DEFAULT false,
  	"autos_on_show" boolean DEFAULT false,
  	"car_description" varchar,
  	"car_equipment" jsonb,
  	"car_campaigns" jsonb,
  	"car_publishdate" timestamp(3) with time zone,
  	"indexed_at" timestamp(3) with time zone,
  	"car_images" jsonb,
  	"car_primary_image" jsonb,
  	"car_odometer" numeric,
  	"car_odometer_unit" "enum_cars_car_odometer_unit",
  	"car_mileage" numeric,
  	"car_mileage_text" varchar,
  	"car_firstregistration" timestamp(3) with time zone,
  	"car_vehicle_type_code" "enum_cars_car_vehicle_type_code" DEFAULT 'PC' NOT NULL,
  	"car_vat_eligible" boolean DEFAULT false,
  	"car_price" numeric NOT NULL,
  	"car_price_text" varchar,
  	"car_price_title" varchar,
  	"car_price_currency" varchar,
  	"car_retail_price" numeric,
  	"car_retail_price_text" varchar,
  	"car_retail_price_exkl_vat" numeric,
  	"car_campaign_price" numeric,
  	"car_campaign_price_text" varchar,
  	"car_campaign_price_exkl_vat" numeric,
  	"car_has_campaign_price" boolean DEFAULT false,
  	"car_pbbratio" numeric,
  	"car_beneficial_value" numeric,
  	"car_has_campaign_loan" boolean DEFAULT false,
  	"car_has_campaign_companyleasing" boolean DEFAULT false,
  	"car_has_campaign_privateleasing" boolean DEFAULT false,
  	"car_has_companyleasing" boolean DEFAULT false,
  	"car_has_privateleasing" boolean DEFAULT false,
  	"car_loan_option" jsonb,
  	"car_leasing_options" jsonb,
  	"car_company_leasing_option" jsonb,
  	"car_private_leasing_option" jsonb,
  	"car_loan_monthly_cost" numeric,
  	"car_loan_description" varchar,
  	"car_loan_rate" numeric,
  	"car_loan_duration" numeric,
  	"car_sellers" jsonb,
  	"car_site_id" varchar,
  	"car_site_name" varchar,
  	"car_site_region" varchar,
  	"car_site_city" varchar,
  	"car_site_leads_email" varchar,
  	"car_companyerpid" varchar,
  	"car_departmenterpid" varchar,
  	"car_acceleration" numeric,
  	"car_acceleration_text" varchar,
  	"car_cargo_volume" numeric,
  	"car_cargo_volume_text" varchar,
  	"car_curb_weight" numeric,
  	"car_curb_weight_text" varchar,
  	"car_gross_weight" numeric,
  	"car_gross_weight_text" varchar,
  	"car_max_trailer_weight" numeric,
  	"car_max_trailer_weight_text" varchar,
  	"car_length" numeric,
  	"car_length_text" varchar,
  	"car_width" numeric,
  	"car_width_text" varchar,
  	"car_height" numeric,
  	"car_height_text" varchar,
  	"car_fuel_tank" numeric,
  	"car_fuel_tank_text" varchar,
  	"car_fuel_combined" numeric,
  	"car_fuel_combined_text" varchar,
  	"car_consumption" numeric,
  	"car_consumption_text" varchar,
  	"car_co2_emission" numeric,
  	"car_co2_emission_text" varchar,
  	"car_power_hp" numeric,
  	"car_power_hp_text" varchar,
  	"car_power_kw" numeric,
  	"car_power_kw_text" varchar,
  	"car_ncap_stars" numeric,
  	"car_ncap_stars_text" varchar,
  	"car_battery_size" numeric,
  	"car_battery_size_text" varchar,
  	"car_ac_charging_speed" numeric,
  	"car_ac_charging_speed_text" varchar,
  	"car_dc_charging_speed" numeric,
  	"car_dc_charging_speed_text" varchar,
  	"car_wltp_range" numeric,
  	"car_wltp_range_text" varchar,
  	"car_wltp_consumption" numeric,
  	"car_wltp_consumption_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"sites_id" integer,
  	"pages_id" integer,
  	"navigations_id" integer,
  	"footers_id" integer,
  	"dictionary_entries_id" integer,
  	"tags_id" integer,
  	"stories_id" integer,
  	"dealer_sites_id" integer,
  	"cars_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_hostnames" ADD CONSTRAINT "sites_hostnames_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_redirect_hostnames" ADD CONSTRAINT "sites_redirect_hostnames_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_site_locales" ADD CONSTRAINT "sites_site_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_brand_themes" ADD CONSTRAINT "sites_brand_themes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_locales" ADD CONSTRAINT "sites_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card" ADD CONSTRAINT "pages_blocks_image_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card" ADD CONSTRAINT "pages_blocks_image_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_og_image_id_media_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card" ADD CONSTRAINT "_pages_v_blocks_image_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card" ADD CONSTRAINT "_pages_v_blocks_image_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_og_image_id_media_id_fk" FOREIGN KEY ("version_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_items_children_grandchildren" ADD CONSTRAINT "navigations_items_children_grandchildren_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children_grandchildren" ADD CONSTRAINT "navigations_items_children_grandchildren_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children_grandchildren" ADD CONSTRAINT "navigations_items_children_grandchildren_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_items_children" ADD CONSTRAINT "navigations_items_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children" ADD CONSTRAINT "navigations_items_children_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items_children" ADD CONSTRAINT "navigations_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_items" ADD CONSTRAINT "navigations_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items" ADD CONSTRAINT "navigations_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_items" ADD CONSTRAINT "navigations_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations_extra_items" ADD CONSTRAINT "navigations_extra_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations" ADD CONSTRAINT "navigations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations" ADD CONSTRAINT "navigations_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_locales" ADD CONSTRAINT "navigations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_brands" ADD CONSTRAINT "footers_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_brands" ADD CONSTRAINT "footers_brands_logo_black_and_white_id_media_id_fk" FOREIGN KEY ("logo_black_and_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_brands" ADD CONSTRAINT "footers_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_columns_items" ADD CONSTRAINT "footers_columns_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_columns" ADD CONSTRAINT "footers_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_social_links" ADD CONSTRAINT "footers_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers" ADD CONSTRAINT "footers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_locales" ADD CONSTRAINT "footers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dictionary_entries_locales" ADD CONSTRAINT "dictionary_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tags" ADD CONSTRAINT "tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tags_locales" ADD CONSTRAINT "tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_index_page_id_pages_id_fk" FOREIGN KEY ("index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_locales" ADD CONSTRAINT "stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_index_page_id_pages_id_fk" FOREIGN KEY ("version_index_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_locales" ADD CONSTRAINT "_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_site_brands" ADD CONSTRAINT "dealer_sites_site_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_depts_brands" ADD CONSTRAINT "dealer_sites_depts_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_depts_users" ADD CONSTRAINT "dealer_sites_depts_users_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealer_sites_depts_users" ADD CONSTRAINT "dealer_sites_depts_users_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_depts_hours" ADD CONSTRAINT "dealer_sites_depts_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_depts_vacation_days" ADD CONSTRAINT "dealer_sites_depts_vacation_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites_depts_vacations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_depts_vacations" ADD CONSTRAINT "dealer_sites_depts_vacations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_depts_deviations" ADD CONSTRAINT "dealer_sites_depts_deviations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_depts" ADD CONSTRAINT "dealer_sites_depts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites" ADD CONSTRAINT "dealer_sites_website_id_sites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealer_sites" ADD CONSTRAINT "dealer_sites_site_primary_image_id_media_id_fk" FOREIGN KEY ("site_primary_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigations_fk" FOREIGN KEY ("navigations_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footers_fk" FOREIGN KEY ("footers_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dictionary_entries_fk" FOREIGN KEY ("dictionary_entries_id") REFERENCES "public"."dictionary_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealer_sites_fk" FOREIGN KEY ("dealer_sites_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "sites_hostnames_order_idx" ON "sites_hostnames" USING btree ("_order");
  CREATE INDEX "sites_hostnames_parent_id_idx" ON "sites_hostnames" USING btree ("_parent_id");
  CREATE INDEX "sites_redirect_hostnames_order_idx" ON "sites_redirect_hostnames" USING btree ("_order");
  CREATE INDEX "sites_redirect_hostnames_parent_id_idx" ON "sites_redirect_hostnames" USING btree ("_parent_id");
  CREATE INDEX "sites_site_locales_order_idx" ON "sites_site_locales" USING btree ("order");
  CREATE INDEX "sites_site_locales_parent_idx" ON "sites_site_locales" USING btree ("parent_id");
  CREATE INDEX "sites_brand_themes_order_idx" ON "sites_brand_themes" USING btree ("order");
  CREATE INDEX "sites_brand_themes_parent_idx" ON "sites_brand_themes" USING btree ("parent_id");
  CREATE UNIQUE INDEX "sites_key_idx" ON "sites" USING btree ("key");
  CREATE INDEX "sites_favicon_idx" ON "sites" USING btree ("favicon_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE UNIQUE INDEX "sites_locales_locale_parent_id_unique" ON "sites_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_card_order_idx" ON "pages_blocks_image_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_card_parent_id_idx" ON "pages_blocks_image_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_card_path_idx" ON "pages_blocks_image_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_card_locale_idx" ON "pages_blocks_image_card" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_card_image_idx" ON "pages_blocks_image_card" USING btree ("image_id");
  CREATE INDEX "pages_site_idx" ON "pages" USING btree ("site_id");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_og_image_idx" ON "pages" USING btree ("og_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_path_idx" ON "pages_locales" USING btree ("path","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "siteKey_path__locale_idx" ON "pages_locales" USING btree ("site_key","path","_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_card_order_idx" ON "_pages_v_blocks_image_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_card_parent_id_idx" ON "_pages_v_blocks_image_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_card_path_idx" ON "_pages_v_blocks_image_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_card_locale_idx" ON "_pages_v_blocks_image_card" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_card_image_idx" ON "_pages_v_blocks_image_card" USING btree ("image_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_site_idx" ON "_pages_v" USING btree ("version_site_id");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_og_image_idx" ON "_pages_v" USING btree ("version_og_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v_locales" USING btree ("version_path","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "version_siteKey_version_path__locale_idx" ON "_pages_v_locales" USING btree ("version_site_key","version_path","_locale");
  CREATE INDEX "navigations_items_children_grandchildren_order_idx" ON "navigations_items_children_grandchildren" USING btree ("_order");
  CREATE INDEX "navigations_items_children_grandchildren_parent_id_idx" ON "navigations_items_children_grandchildren" USING btree ("_parent_id");
  CREATE INDEX "navigations_items_children_grandchildren_locale_idx" ON "navigations_items_children_grandchildren" USING btree ("_locale");
  CREATE INDEX "navigations_items_children_grandchildren_page_idx" ON "navigations_items_children_grandchildren" USING btree ("page_id");
  CREATE INDEX "navigations_items_children_grandchildren_image_idx" ON "navigations_items_children_grandchildren" USING btree ("image_id");
  CREATE INDEX "navigations_items_children_order_idx" ON "navigations_items_children" USING btree ("_order");
  CREATE INDEX "navigations_items_children_parent_id_idx" ON "navigations_items_children" USING btree ("_parent_id");
  CREATE INDEX "navigations_items_children_locale_idx" ON "navigations_items_children" USING btree ("_locale");
  CREATE INDEX "navigations_items_children_page_idx" ON "navigations_items_children" USING btree ("page_id");
  CREATE INDEX "navigations_items_children_image_idx" ON "navigations_items_children" USING btree ("image_id");
  CREATE INDEX "navigations_items_order_idx" ON "navigations_items" USING btree ("_order");
  CREATE INDEX "navigations_items_parent_id_idx" ON "navigations_items" USING btree ("_parent_id");
  CREATE INDEX "navigations_items_locale_idx" ON "navigations_items" USING btree ("_locale");
  CREATE INDEX "navigations_items_page_idx" ON "navigations_items" USING btree ("page_id");
  CREATE INDEX "navigations_items_image_idx" ON "navigations_items" USING btree ("image_id");
  CREATE INDEX "navigations_extra_items_order_idx" ON "navigations_extra_items" USING btree ("_order");
  CREATE INDEX "navigations_extra_items_parent_id_idx" ON "navigations_extra_items" USING btree ("_parent_id");
  CREATE INDEX "navigations_extra_items_locale_idx" ON "navigations_extra_items" USING btree ("_locale");
  CREATE UNIQUE INDEX "navigations_site_idx" ON "navigations" USING btree ("site_id");
  CREATE INDEX "navigations_logo_idx" ON "navigations" USING btree ("logo_id");
  CREATE INDEX "navigations_updated_at_idx" ON "navigations" USING btree ("updated_at");
  CREATE INDEX "navigations_created_at_idx" ON "navigations" USING btree ("created_at");
  CREATE UNIQUE INDEX "navigations_locales_locale_parent_id_unique" ON "navigations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footers_brands_order_idx" ON "footers_brands" USING btree ("_order");
  CREATE INDEX "footers_brands_parent_id_idx" ON "footers_brands" USING btree ("_parent_id");
  CREATE INDEX "footers_brands_logo_idx" ON "footers_brands" USING btree ("logo_id");
  CREATE INDEX "footers_brands_logo_black_and_white_idx" ON "footers_brands" USING btree ("logo_black_and_white_id");
  CREATE INDEX "footers_columns_items_order_idx" ON "footers_columns_items" USING btree ("_order");
  CREATE INDEX "footers_columns_items_parent_id_idx" ON "footers_columns_items" USING btree ("_parent_id");
  CREATE INDEX "footers_columns_items_locale_idx" ON "footers_columns_items" USING btree ("_locale");
  CREATE INDEX "footers_columns_order_idx" ON "footers_columns" USING btree ("_order");
  CREATE INDEX "footers_columns_parent_id_idx" ON "footers_columns" USING btree ("_parent_id");
  CREATE INDEX "footers_columns_locale_idx" ON "footers_columns" USING btree ("_locale");
  CREATE INDEX "footers_social_links_order_idx" ON "footers_social_links" USING btree ("_order");
  CREATE INDEX "footers_social_links_parent_id_idx" ON "footers_social_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footers_site_idx" ON "footers" USING btree ("site_id");
  CREATE INDEX "footers_updated_at_idx" ON "footers" USING btree ("updated_at");
  CREATE INDEX "footers_created_at_idx" ON "footers" USING btree ("created_at");
  CREATE UNIQUE INDEX "footers_locales_locale_parent_id_unique" ON "footers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dictionary_entries_site_idx" ON "dictionary_entries" USING btree ("site_id");
  CREATE INDEX "dictionary_entries_key_idx" ON "dictionary_entries" USING btree ("key");
  CREATE INDEX "dictionary_entries_updated_at_idx" ON "dictionary_entries" USING btree ("updated_at");
  CREATE INDEX "dictionary_entries_created_at_idx" ON "dictionary_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_key_idx" ON "dictionary_entries" USING btree ("site_id","key");
  CREATE UNIQUE INDEX "dictionary_entries_locales_locale_parent_id_unique" ON "dictionary_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tags_site_idx" ON "tags" USING btree ("site_id");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_key_1_idx" ON "tags" USING btree ("site_id","key");
  CREATE UNIQUE INDEX "tags_locales_locale_parent_id_unique" ON "tags_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stories_site_idx" ON "stories" USING btree ("site_id");
  CREATE INDEX "stories_date_idx" ON "stories" USING btree ("date");
  CREATE INDEX "stories_image_idx" ON "stories" USING btree ("image_id");
  CREATE INDEX "stories_index_page_idx" ON "stories" USING btree ("index_page_id");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE UNIQUE INDEX "site_slug_idx" ON "stories" USING btree ("site_id","slug");
  CREATE UNIQUE INDEX "stories_locales_locale_parent_id_unique" ON "stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stories_rels_order_idx" ON "stories_rels" USING btree ("order");
  CREATE INDEX "stories_rels_parent_idx" ON "stories_rels" USING btree ("parent_id");
  CREATE INDEX "stories_rels_path_idx" ON "stories_rels" USING btree ("path");
  CREATE INDEX "stories_rels_tags_id_idx" ON "stories_rels" USING btree ("tags_id");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_site_idx" ON "_stories_v" USING btree ("version_site_id");
  CREATE INDEX "_stories_v_version_version_date_idx" ON "_stories_v" USING btree ("version_date");
  CREATE INDEX "_stories_v_version_version_image_idx" ON "_stories_v" USING btree ("version_image_id");
  CREATE INDEX "_stories_v_version_version_index_page_idx" ON "_stories_v" USING btree ("version_index_page_id");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_snapshot_idx" ON "_stories_v" USING btree ("snapshot");
  CREATE INDEX "_stories_v_published_locale_idx" ON "_stories_v" USING btree ("published_locale");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "version_site_version_slug_idx" ON "_stories_v" USING btree ("version_site_id","version_slug");
  CREATE UNIQUE INDEX "_stories_v_locales_locale_parent_id_unique" ON "_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stories_v_rels_order_idx" ON "_stories_v_rels" USING btree ("order");
  CREATE INDEX "_stories_v_rels_parent_idx" ON "_stories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stories_v_rels_path_idx" ON "_stories_v_rels" USING btree ("path");
  CREATE INDEX "_stories_v_rels_tags_id_idx" ON "_stories_v_rels" USING btree ("tags_id");
  CREATE INDEX "dealer_sites_site_brands_order_idx" ON "dealer_sites_site_brands" USING btree ("_order");
  CREATE INDEX "dealer_sites_site_brands_parent_id_idx" ON "dealer_sites_site_brands" USING btree ("_parent_id");
  CREATE INDEX "dealer_sites_depts_brands_order_idx" ON "dealer_sites_depts_brands" USING btree ("_order");
  CREATE INDEX "dealer_sites_depts_brands_parent_id_idx" ON "dealer_sites_depts_brands" USING btree ("_parent_id");
  CREATE INDEX "dealer_sites_depts_users_order_idx" ON "dealer_sites_depts_users" USING btree ("_order");
  CREATE INDEX "dealer_sites_depts_users_parent_id_idx" ON "dealer_sites_depts_users" USING btree ("_parent_id");
  CREATE INDEX "dealer_sites_depts_users_image_idx" ON "dealer_sites_depts_users" USING btree ("image_id");
  CREATE INDEX "dealer_sites_depts_hours_order_idx" ON "dealer_sites_depts_hours" USING btree ("_order");
  CREATE INDEX "dealer_sites_depts_hours_parent_id_idx" ON "dealer_sites_depts_hours" USING btree ("_parent_id");
  CREATE INDEX "dealer_sites_depts_vacation_days_order_idx" ON "dealer_sites_depts_vacation_days" USING btree ("_order");
  CREATE INDEX "dealer_sites_depts_vacation_days_parent_id_idx" ON "dealer_sites_depts_vacation_days" USING btree ("_parent_id");
  CREATE INDEX "dealer_sites_depts_vacations_order_idx" ON "dealer_sites_depts_vacations" USING btree ("_order");
  CREATE INDEX "dealer_sites_depts_vacations_parent_id_idx" ON "dealer_sites_depts_vacations" USING btree ("_parent_id");
  CREATE INDEX "dealer_sites_depts_deviations_order_idx" ON "dealer_sites_depts_deviations" USING btree ("_order");
  CREATE INDEX "dealer_sites_depts_deviations_parent_id_idx" ON "dealer_sites_depts_deviations" USING btree ("_parent_id");
  CREATE INDEX "dealer_sites_depts_order_idx" ON "dealer_sites_depts" USING btree ("_order");
  CREATE INDEX "dealer_sites_depts_parent_id_idx" ON "dealer_sites_depts" USING btree ("_parent_id");
  CREATE INDEX "dealer_sites_website_idx" ON "dealer_sites" USING btree ("website_id");
  CREATE INDEX "dealer_sites_index_idx" ON "dealer_sites" USING btree ("index");
  CREATE UNIQUE INDEX "dealer_sites_site_id_idx" ON "dealer_sites" USING btree ("site_id");
  CREATE INDEX "dealer_sites_slug_idx" ON "dealer_sites" USING btree ("slug");
  CREATE INDEX "dealer_sites_site_primary_image_idx" ON "dealer_sites" USING btree ("site_primary_image_id");
  CREATE INDEX "dealer_sites_updated_at_idx" ON "dealer_sites" USING btree ("updated_at");
  CREATE INDEX "dealer_sites_created_at_idx" ON "dealer_sites" USING btree ("created_at");
  CREATE UNIQUE INDEX "website_slug_idx" ON "dealer_sites" USING btree ("website_id","slug");
  CREATE UNIQUE INDEX "cars_car_id_idx" ON "cars" USING btree ("car_id");
  CREATE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");
  CREATE INDEX "cars_index_idx" ON "cars" USING btree ("index");
  CREATE INDEX "cars_car_brand_idx" ON "cars" USING btree ("car_brand");
  CREATE INDEX "cars_car_regno_idx" ON "cars" USING btree ("car_regno");
  CREATE INDEX "cars_car_publishdate_idx" ON "cars" USING btree ("car_publishdate");
  CREATE INDEX "cars_car_site_id_idx" ON "cars" USING btree ("car_site_id");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_navigations_id_idx" ON "payload_locked_documents_rels" USING btree ("navigations_id");
  CREATE INDEX "payload_locked_documents_rels_footers_id_idx" ON "payload_locked_documents_rels" USING btree ("footers_id");
  CREATE INDEX "payload_locked_documents_rels_dictionary_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("dictionary_entries_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_dealer_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("dealer_sites_id");
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "sites_hostnames" CASCADE;
  DROP TABLE "sites_redirect_hostnames" CASCADE;
  DROP TABLE "sites_site_locales" CASCADE;
  DROP TABLE "sites_brand_themes" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "sites_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_image_card" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_image_card" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "navigations_items_children_grandchildren" CASCADE;
  DROP TABLE "navigations_items_children" CASCADE;
  DROP TABLE "navigations_items" CASCADE;
  DROP TABLE "navigations_extra_items" CASCADE;
  DROP TABLE "navigations" CASCADE;
  DROP TABLE "navigations_locales" CASCADE;
  DROP TABLE "footers_brands" CASCADE;
  DROP TABLE "footers_columns_items" CASCADE;
  DROP TABLE "footers_columns" CASCADE;
  DROP TABLE "footers_social_links" CASCADE;
  DROP TABLE "footers" CASCADE;
  DROP TABLE "footers_locales" CASCADE;
  DROP TABLE "dictionary_entries" CASCADE;
  DROP TABLE "dictionary_entries_locales" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "tags_locales" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "stories_locales" CASCADE;
  DROP TABLE "stories_rels" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "_stories_v_locales" CASCADE;
  DROP TABLE "_stories_v_rels" CASCADE;
  DROP TABLE "dealer_sites_site_brands" CASCADE;
  DROP TABLE "dealer_sites_depts_brands" CASCADE;
  DROP TABLE "dealer_sites_depts_users" CASCADE;
  DROP TABLE "dealer_sites_depts_hours" CASCADE;
  DROP TABLE "dealer_sites_depts_vacation_days" CASCADE;
  DROP TABLE "dealer_sites_depts_vacations" CASCADE;
  DROP TABLE "dealer_sites_depts_deviations" CASCADE;
  DROP TABLE "dealer_sites_depts" CASCADE;
  DROP TABLE "dealer_sites" CASCADE;
  DROP TABLE "cars" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_sites_site_locales";
  DROP TYPE "public"."enum_sites_brand_themes";
  DROP TYPE "public"."enum_sites_default_locale";
  DROP TYPE "public"."enum_sites_currency";
  DROP TYPE "public"."enum_sites_search_index";
  DROP TYPE "public"."enum_sites_theme";
  DROP TYPE "public"."enum_sites_font_pair";
  DROP TYPE "public"."enum_pages_blocks_rich_text_title_tag";
  DROP TYPE "public"."enum_pages_blocks_image_card_title_tag";
  DROP TYPE "public"."enum_pages_brand_design";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_image_card_title_tag";
  DROP TYPE "public"."enum__pages_v_version_brand_design";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_navigations_extra_items_target";
  DROP TYPE "public"."enum_navigations_message_type";
  DROP TYPE "public"."enum_navigations_message_icon";
  DROP TYPE "public"."enum_footers_columns_items_flag";
  DROP TYPE "public"."enum_footers_social_links_name";
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum__stories_v_published_locale";
  DROP TYPE "public"."enum_dealer_sites_depts_group";
  DROP TYPE "public"."enum_dealer_sites_index";
  DROP TYPE "public"."enum_cars_index";
  DROP TYPE "public"."enum_cars_car_odometer_unit";
  DROP TYPE "public"."enum_cars_car_vehicle_type_code";`)
}
