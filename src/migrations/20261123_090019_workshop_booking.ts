import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wk_dept_cap_week_weekday" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_workshop_departments_capacity_step_minutes" AS ENUM('15', '30', '60');
  CREATE TYPE "public"."enum_workshop_departments_capacity_public_holidays" AS ENUM('SE', 'none');
  CREATE TYPE "public"."enum_workshop_categories_kind" AS ENUM('service', 'addon');
  CREATE TYPE "public"."enum_workshop_categories_selection_type" AS ENUM('single', 'multiple');
  CREATE TYPE "public"."enum_workshop_categories_icon" AS ENUM('wrench', 'tyre', 'ac', 'battery', 'brakes', 'windshield', 'wash', 'inspection', 'electric', 'accessories');
  CREATE TYPE "public"."enum_workshop_bookings_status" AS ENUM('confirmed', 'cancelled');
  CREATE TABLE "wk_dept_cap_week" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_wk_dept_cap_week_weekday" NOT NULL,
  	"open" varchar,
  	"close" varchar,
  	"units" numeric
  );
  
  CREATE TABLE "wk_dept_cap_exc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"closed" boolean DEFAULT false,
  	"open" varchar,
  	"close" varchar,
  	"units" numeric,
  	"note" varchar
  );
  
  CREATE TABLE "workshop_departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"department_id" numeric NOT NULL,
  	"active" boolean DEFAULT true,
  	"dealer_site_id" integer,
  	"site_id" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"price_factor" numeric DEFAULT 1,
  	"capacity_units_per_day" numeric DEFAULT 2,
  	"capacity_step_minutes" "enum_workshop_departments_capacity_step_minutes" DEFAULT '30',
  	"capacity_lead_minutes" numeric DEFAULT 120,
  	"capacity_full_day_drop_off_before" varchar DEFAULT '08:00',
  	"capacity_public_holidays" "enum_workshop_departments_capacity_public_holidays" DEFAULT 'SE',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workshop_departments_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"workshop_brands_id" integer,
  	"workshop_offerings_id" integer
  );
  
  CREATE TABLE "wk_offer_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"brand_id" integer,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "wk_offer_no_models" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"brand_id" integer NOT NULL,
  	"model" varchar NOT NULL
  );
  
  CREATE TABLE "workshop_offerings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"description" varchar,
  	"duration_minutes" numeric DEFAULT 60 NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"not_known_price_text" varchar,
  	"agreement_discount_percent" numeric DEFAULT 0,
  	"requires_authorisation" boolean DEFAULT false,
  	"requires_mileage" boolean DEFAULT false,
  	"allow_user_input" boolean DEFAULT false,
  	"unit_price_enabled" boolean DEFAULT false,
  	"unit_price_minimum" numeric,
  	"unit_price_maximum" numeric,
  	"unit_price_unit" varchar,
  	"unit_price_unit_abbreviation" varchar,
  	"unit_price_postfix" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workshop_offerings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"workshop_brands_id" integer
  );
  
  CREATE TABLE "workshop_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_workshop_categories_kind" DEFAULT 'service' NOT NULL,
  	"selection_type" "enum_workshop_categories_selection_type" DEFAULT 'multiple' NOT NULL,
  	"icon" "enum_workshop_categories_icon" DEFAULT 'wrench' NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workshop_brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"supported" boolean DEFAULT true,
  	"booking_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_registry" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"build_year" numeric NOT NULL,
  	"has_service_agreement" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workshop_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"status" "enum_workshop_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"department_id" integer NOT NULL,
  	"time_slot" varchar NOT NULL,
  	"is_full_day" boolean DEFAULT false,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"vehicle" varchar,
  	"mileage" numeric,
  	"customer_first_name" varchar NOT NULL,
  	"customer_last_name" varchar NOT NULL,
  	"customer_phone" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"free_text" varchar,
  	"services" jsonb NOT NULL,
  	"total" numeric,
  	"reservation_ref" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"request_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_departments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_offerings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_brands_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicle_registry_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_bookings_id" integer;
  ALTER TABLE "wk_dept_cap_week" ADD CONSTRAINT "wk_dept_cap_week_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wk_dept_cap_exc" ADD CONSTRAINT "wk_dept_cap_exc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_departments" ADD CONSTRAINT "workshop_departments_dealer_site_id_dealer_sites_id_fk" FOREIGN KEY ("dealer_site_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshop_departments_rels" ADD CONSTRAINT "workshop_departments_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workshop_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_departments_rels" ADD CONSTRAINT "workshop_departments_rels_workshop_brands_fk" FOREIGN KEY ("workshop_brands_id") REFERENCES "public"."workshop_brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_departments_rels" ADD CONSTRAINT "workshop_departments_rels_workshop_offerings_fk" FOREIGN KEY ("workshop_offerings_id") REFERENCES "public"."workshop_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wk_offer_prices" ADD CONSTRAINT "wk_offer_prices_brand_id_workshop_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."workshop_brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wk_offer_prices" ADD CONSTRAINT "wk_offer_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wk_offer_no_models" ADD CONSTRAINT "wk_offer_no_models_brand_id_workshop_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."workshop_brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wk_offer_no_models" ADD CONSTRAINT "wk_offer_no_models_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshop_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_offerings" ADD CONSTRAINT "workshop_offerings_category_id_workshop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."workshop_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshop_offerings_rels" ADD CONSTRAINT "workshop_offerings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workshop_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_offerings_rels" ADD CONSTRAINT "workshop_offerings_rels_workshop_brands_fk" FOREIGN KEY ("workshop_brands_id") REFERENCES "public"."workshop_brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_bookings" ADD CONSTRAINT "workshop_bookings_department_id_workshop_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."workshop_departments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "wk_dept_cap_week_order_idx" ON "wk_dept_cap_week" USING btree ("_order");
  CREATE INDEX "wk_dept_cap_week_parent_id_idx" ON "wk_dept_cap_week" USING btree ("_parent_id");
  CREATE INDEX "wk_dept_cap_exc_order_idx" ON "wk_dept_cap_exc" USING btree ("_order");
  CREATE INDEX "wk_dept_cap_exc_parent_id_idx" ON "wk_dept_cap_exc" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workshop_departments_department_id_idx" ON "workshop_departments" USING btree ("department_id");
  CREATE INDEX "workshop_departments_dealer_site_idx" ON "workshop_departments" USING btree ("dealer_site_id");
  CREATE INDEX "workshop_departments_updated_at_idx" ON "workshop_departments" USING btree ("updated_at");
  CREATE INDEX "workshop_departments_created_at_idx" ON "workshop_departments" USING btree ("created_at");
  CREATE INDEX "workshop_departments_rels_order_idx" ON "workshop_departments_rels" USING btree ("order");
  CREATE INDEX "workshop_departments_rels_parent_idx" ON "workshop_departments_rels" USING btree ("parent_id");
  CREATE INDEX "workshop_departments_rels_path_idx" ON "workshop_departments_rels" USING btree ("path");
  CREATE INDEX "workshop_departments_rels_workshop_brands_id_idx" ON "workshop_departments_rels" USING btree ("workshop_brands_id");
  CREATE INDEX "workshop_departments_rels_workshop_offerings_id_idx" ON "workshop_departments_rels" USING btree ("workshop_offerings_id");
  CREATE INDEX "wk_offer_prices_order_idx" ON "wk_offer_prices" USING btree ("_order");
  CREATE INDEX "wk_offer_prices_parent_id_idx" ON "wk_offer_prices" USING btree ("_parent_id");
  CREATE INDEX "wk_offer_prices_brand_idx" ON "wk_offer_prices" USING btree ("brand_id");
  CREATE INDEX "wk_offer_no_models_order_idx" ON "wk_offer_no_models" USING btree ("_order");
  CREATE INDEX "wk_offer_no_models_parent_id_idx" ON "wk_offer_no_models" USING btree ("_parent_id");
  CREATE INDEX "wk_offer_no_models_brand_idx" ON "wk_offer_no_models" USING btree ("brand_id");
  CREATE UNIQUE INDEX "workshop_offerings_code_idx" ON "workshop_offerings" USING btree ("code");
  CREATE INDEX "workshop_offerings_category_idx" ON "workshop_offerings" USING btree ("category_id");
  CREATE INDEX "workshop_offerings_updated_at_idx" ON "workshop_offerings" USING btree ("updated_at");
  CREATE INDEX "workshop_offerings_created_at_idx" ON "workshop_offerings" USING btree ("created_at");
  CREATE INDEX "workshop_offerings_rels_order_idx" ON "workshop_offerings_rels" USING btree ("order");
  CREATE INDEX "workshop_offerings_rels_parent_idx" ON "workshop_offerings_rels" USING btree ("parent_id");
  CREATE INDEX "workshop_offerings_rels_path_idx" ON "workshop_offerings_rels" USING btree ("path");
  CREATE INDEX "workshop_offerings_rels_workshop_brands_id_idx" ON "workshop_offerings_rels" USING btree ("workshop_brands_id");
  CREATE INDEX "workshop_categories_updated_at_idx" ON "workshop_categories" USING btree ("updated_at");
  CREATE INDEX "workshop_categories_created_at_idx" ON "workshop_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "workshop_brands_name_idx" ON "workshop_brands" USING btree ("name");
  CREATE INDEX "workshop_brands_updated_at_idx" ON "workshop_brands" USING btree ("updated_at");
  CREATE INDEX "workshop_brands_created_at_idx" ON "workshop_brands" USING btree ("created_at");
  CREATE UNIQUE INDEX "vehicle_registry_registration_number_idx" ON "vehicle_registry" USING btree ("registration_number");
  CREATE INDEX "vehicle_registry_updated_at_idx" ON "vehicle_registry" USING btree ("updated_at");
  CREATE INDEX "vehicle_registry_created_at_idx" ON "vehicle_registry" USING btree ("created_at");
  CREATE UNIQUE INDEX "workshop_bookings_reference_idx" ON "workshop_bookings" USING btree ("reference");
  CREATE INDEX "workshop_bookings_department_idx" ON "workshop_bookings" USING btree ("department_id");
  CREATE INDEX "workshop_bookings_registration_number_idx" ON "workshop_bookings" USING btree ("registration_number");
  CREATE UNIQUE INDEX "workshop_bookings_idempotency_key_idx" ON "workshop_bookings" USING btree ("idempotency_key");
  CREATE INDEX "workshop_bookings_updated_at_idx" ON "workshop_bookings" USING btree ("updated_at");
  CREATE INDEX "workshop_bookings_created_at_idx" ON "workshop_bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_departments_fk" FOREIGN KEY ("workshop_departments_id") REFERENCES "public"."workshop_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_offerings_fk" FOREIGN KEY ("workshop_offerings_id") REFERENCES "public"."workshop_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_categories_fk" FOREIGN KEY ("workshop_categories_id") REFERENCES "public"."workshop_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_brands_fk" FOREIGN KEY ("workshop_brands_id") REFERENCES "public"."workshop_brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_registry_fk" FOREIGN KEY ("vehicle_registry_id") REFERENCES "public"."vehicle_registry"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_bookings_fk" FOREIGN KEY ("workshop_bookings_id") REFERENCES "public"."workshop_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_workshop_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_departments_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_offerings_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_offerings_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_categories_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_brands_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_registry_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_registry_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wk_dept_cap_week" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wk_dept_cap_exc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_departments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_departments_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wk_offer_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wk_offer_no_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_offerings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_offerings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_registry" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "wk_dept_cap_week" CASCADE;
  DROP TABLE "wk_dept_cap_exc" CASCADE;
  DROP TABLE "workshop_departments" CASCADE;
  DROP TABLE "workshop_departments_rels" CASCADE;
  DROP TABLE "wk_offer_prices" CASCADE;
  DROP TABLE "wk_offer_no_models" CASCADE;
  DROP TABLE "workshop_offerings" CASCADE;
  DROP TABLE "workshop_offerings_rels" CASCADE;
  DROP TABLE "workshop_categories" CASCADE;
  DROP TABLE "workshop_brands" CASCADE;
  DROP TABLE "vehicle_registry" CASCADE;
  DROP TABLE "workshop_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_departments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_offerings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_brands_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicle_registry_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_workshop_departments_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_offerings_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_brands_id_idx";
  DROP INDEX "payload_locked_documents_rels_vehicle_registry_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_departments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_offerings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_brands_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicle_registry_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_bookings_id";
  DROP TYPE "public"."enum_wk_dept_cap_week_weekday";
  DROP TYPE "public"."enum_workshop_departments_capacity_step_minutes";
  DROP TYPE "public"."enum_workshop_departments_capacity_public_holidays";
  DROP TYPE "public"."enum_workshop_categories_kind";
  DROP TYPE "public"."enum_workshop_categories_selection_type";
  DROP TYPE "public"."enum_workshop_categories_icon";
  DROP TYPE "public"."enum_workshop_bookings_status";`)
}
