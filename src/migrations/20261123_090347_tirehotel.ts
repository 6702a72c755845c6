import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tyre_st_cap_week_weekday" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_tirehotel_stations_capacity_step_minutes" AS ENUM('15', '30', '60');
  CREATE TYPE "public"."enum_tirehotel_stations_capacity_public_holidays" AS ENUM('SE', 'none');
  CREATE TYPE "public"."enum_th_agr_tires_equipment_position" AS ENUM('LF', 'RF', 'LR', 'RR', 'SP');
  CREATE TYPE "public"."enum_th_agr_tires_wheel_thread_status_id" AS ENUM('0', '1', '2');
  CREATE TABLE "tyre_st_cap_week" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_tyre_st_cap_week_weekday" NOT NULL,
  	"open" varchar,
  	"close" varchar,
  	"units" numeric
  );
  
  CREATE TABLE "tyre_st_cap_exc" (
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
  
  CREATE TABLE "tirehotel_stations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"location_name" varchar NOT NULL,
  	"department_name" varchar NOT NULL,
  	"erp_id" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"zip" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"wheel_change_minutes" numeric DEFAULT 30 NOT NULL,
  	"offers_times" boolean DEFAULT true,
  	"capacity_units_per_day" numeric DEFAULT 2,
  	"capacity_step_minutes" "enum_tirehotel_stations_capacity_step_minutes" DEFAULT '30',
  	"capacity_lead_minutes" numeric DEFAULT 120,
  	"capacity_full_day_drop_off_before" varchar DEFAULT '08:00',
  	"capacity_public_holidays" "enum_tirehotel_stations_capacity_public_holidays" DEFAULT 'SE',
  	"rating_average" numeric,
  	"review_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "th_agr_tires" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"equipment_position" "enum_th_agr_tires_equipment_position" NOT NULL,
  	"wheel_name" varchar NOT NULL,
  	"wheel_rim_diameter" numeric NOT NULL,
  	"wheel_section_width" numeric NOT NULL,
  	"wheel_aspect_ratio" numeric NOT NULL,
  	"wheel_thread_pattern" varchar NOT NULL,
  	"wheel_thread_depth" numeric NOT NULL,
  	"wheel_thread_status_id" "enum_th_agr_tires_wheel_thread_status_id" DEFAULT '0' NOT NULL,
  	"wheel_thread_status_message" varchar
  );
  
  CREATE TABLE "th_agr_vehicles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"brand" varchar NOT NULL,
  	"brand_code" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"product_id" varchar NOT NULL,
  	"package_level" varchar NOT NULL
  );
  
  CREATE TABLE "tirehotel_agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"customer_first_name" varchar NOT NULL,
  	"customer_last_name" varchar NOT NULL,
  	"customer_email" varchar,
  	"mobile" varchar NOT NULL,
  	"station_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"login_hash" varchar NOT NULL,
  	"plate" varchar NOT NULL,
  	"agreement_id" integer NOT NULL,
  	"code_digest" varchar NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"tries" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_confirmation_id" varchar NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"agreement_id" integer NOT NULL,
  	"station_id" integer NOT NULL,
  	"booking_date" varchar NOT NULL,
  	"appointment_time" timestamp(3) with time zone,
  	"is_full_day" boolean DEFAULT false,
  	"free_text" varchar,
  	"customer_first_name" varchar NOT NULL,
  	"customer_last_name" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"customer_phone_mobile" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tirehotel_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"station_id" integer NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_stations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_agreements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tirehotel_reviews_id" integer;
  ALTER TABLE "tyre_st_cap_week" ADD CONSTRAINT "tyre_st_cap_week_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tirehotel_stations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tyre_st_cap_exc" ADD CONSTRAINT "tyre_st_cap_exc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tirehotel_stations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "th_agr_tires" ADD CONSTRAINT "th_agr_tires_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."th_agr_vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "th_agr_vehicles" ADD CONSTRAINT "th_agr_vehicles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tirehotel_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tirehotel_agreements" ADD CONSTRAINT "tirehotel_agreements_station_id_tirehotel_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."tirehotel_stations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_codes" ADD CONSTRAINT "tirehotel_codes_agreement_id_tirehotel_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tirehotel_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_bookings" ADD CONSTRAINT "tirehotel_bookings_agreement_id_tirehotel_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."tirehotel_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_bookings" ADD CONSTRAINT "tirehotel_bookings_station_id_tirehotel_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."tirehotel_stations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_reviews" ADD CONSTRAINT "tirehotel_reviews_booking_id_tirehotel_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tirehotel_bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tirehotel_reviews" ADD CONSTRAINT "tirehotel_reviews_station_id_tirehotel_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."tirehotel_stations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tyre_st_cap_week_order_idx" ON "tyre_st_cap_week" USING btree ("_order");
  CREATE INDEX "tyre_st_cap_week_parent_id_idx" ON "tyre_st_cap_week" USING btree ("_parent_id");
  CREATE INDEX "tyre_st_cap_exc_order_idx" ON "tyre_st_cap_exc" USING btree ("_order");
  CREATE INDEX "tyre_st_cap_exc_parent_id_idx" ON "tyre_st_cap_exc" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tirehotel_stations_erp_id_idx" ON "tirehotel_stations" USING btree ("erp_id");
  CREATE INDEX "tirehotel_stations_updated_at_idx" ON "tirehotel_stations" USING btree ("updated_at");
  CREATE INDEX "tirehotel_stations_created_at_idx" ON "tirehotel_stations" USING btree ("created_at");
  CREATE INDEX "th_agr_tires_order_idx" ON "th_agr_tires" USING btree ("_order");
  CREATE INDEX "th_agr_tires_parent_id_idx" ON "th_agr_tires" USING btree ("_parent_id");
  CREATE INDEX "th_agr_vehicles_order_idx" ON "th_agr_vehicles" USING btree ("_order");
  CREATE INDEX "th_agr_vehicles_parent_id_idx" ON "th_agr_vehicles" USING btree ("_parent_id");
  CREATE INDEX "th_agr_vehicles_reg_no_idx" ON "th_agr_vehicles" USING btree ("reg_no");
  CREATE INDEX "tirehotel_agreements_station_idx" ON "tirehotel_agreements" USING btree ("station_id");
  CREATE INDEX "tirehotel_agreements_updated_at_idx" ON "tirehotel_agreements" USING btree ("updated_at");
  CREATE INDEX "tirehotel_agreements_created_at_idx" ON "tirehotel_agreements" USING btree ("created_at");
  CREATE UNIQUE INDEX "tirehotel_codes_login_hash_idx" ON "tirehotel_codes" USING btree ("login_hash");
  CREATE INDEX "tirehotel_codes_plate_idx" ON "tirehotel_codes" USING btree ("plate");
  CREATE INDEX "tirehotel_codes_agreement_idx" ON "tirehotel_codes" USING btree ("agreement_id");
  CREATE INDEX "tirehotel_codes_issued_at_idx" ON "tirehotel_codes" USING btree ("issued_at");
  CREATE INDEX "tirehotel_codes_updated_at_idx" ON "tirehotel_codes" USING btree ("updated_at");
  CREATE INDEX "tirehotel_codes_created_at_idx" ON "tirehotel_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "tirehotel_bookings_booking_confirmation_id_idx" ON "tirehotel_bookings" USING btree ("booking_confirmation_id");
  CREATE INDEX "tirehotel_bookings_reg_no_idx" ON "tirehotel_bookings" USING btree ("reg_no");
  CREATE INDEX "tirehotel_bookings_agreement_idx" ON "tirehotel_bookings" USING btree ("agreement_id");
  CREATE INDEX "tirehotel_bookings_station_idx" ON "tirehotel_bookings" USING btree ("station_id");
  CREATE INDEX "tirehotel_bookings_updated_at_idx" ON "tirehotel_bookings" USING btree ("updated_at");
  CREATE INDEX "tirehotel_bookings_created_at_idx" ON "tirehotel_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "tirehotel_reviews_booking_idx" ON "tirehotel_reviews" USING btree ("booking_id");
  CREATE INDEX "tirehotel_reviews_station_idx" ON "tirehotel_reviews" USING btree ("station_id");
  CREATE INDEX "tirehotel_reviews_updated_at_idx" ON "tirehotel_reviews" USING btree ("updated_at");
  CREATE INDEX "tirehotel_reviews_created_at_idx" ON "tirehotel_reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_stations_fk" FOREIGN KEY ("tirehotel_stations_id") REFERENCES "public"."tirehotel_stations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_agreements_fk" FOREIGN KEY ("tirehotel_agreements_id") REFERENCES "public"."tirehotel_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_codes_fk" FOREIGN KEY ("tirehotel_codes_id") REFERENCES "public"."tirehotel_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_bookings_fk" FOREIGN KEY ("tirehotel_bookings_id") REFERENCES "public"."tirehotel_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tirehotel_reviews_fk" FOREIGN KEY ("tirehotel_reviews_id") REFERENCES "public"."tirehotel_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tirehotel_stations_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_stations_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_agreements_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_codes_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_tirehotel_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("tirehotel_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tyre_st_cap_week" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tyre_st_cap_exc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_stations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "th_agr_tires" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "th_agr_vehicles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_agreements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tirehotel_reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tyre_st_cap_week" CASCADE;
  DROP TABLE "tyre_st_cap_exc" CASCADE;
  DROP TABLE "tirehotel_stations" CASCADE;
  DROP TABLE "th_agr_tires" CASCADE;
  DROP TABLE "th_agr_vehicles" CASCADE;
  DROP TABLE "tirehotel_agreements" CASCADE;
  DROP TABLE "tirehotel_codes" CASCADE;
  DROP TABLE "tirehotel_bookings" CASCADE;
  DROP TABLE "tirehotel_reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_stations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_agreements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tirehotel_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_tirehotel_stations_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_agreements_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_tirehotel_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_stations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_agreements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tirehotel_reviews_id";
  DROP TYPE "public"."enum_tyre_st_cap_week_weekday";
  DROP TYPE "public"."enum_tirehotel_stations_capacity_step_minutes";
  DROP TYPE "public"."enum_tirehotel_stations_capacity_public_holidays";
  DROP TYPE "public"."enum_th_agr_tires_equipment_position";
  DROP TYPE "public"."enum_th_agr_tires_wheel_thread_status_id";`)
}
