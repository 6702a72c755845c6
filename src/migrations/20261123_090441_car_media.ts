import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_car_media_index" AS ENUM('se', 'bb', 'no', 'fi', 'sk', 'uk');
  CREATE TABLE "car_media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"index" "enum_car_media_index" NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"video_url" varchar,
  	"images360" jsonb,
  	"internal360" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "car_media_id" integer;
  CREATE INDEX "car_media_updated_at_idx" ON "car_media" USING btree ("updated_at");
  CREATE INDEX "car_media_created_at_idx" ON "car_media" USING btree ("created_at");
  CREATE UNIQUE INDEX "index_regNo_idx" ON "car_media" USING btree ("index","reg_no");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_car_media_fk" FOREIGN KEY ("car_media_id") REFERENCES "public"."car_media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_car_media_id_idx" ON "payload_locked_documents_rels" USING btree ("car_media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "car_media" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "car_media" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_car_media_fk";
  
  DROP INDEX "payload_locked_documents_rels_car_media_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "car_media_id";
  DROP TYPE "public"."enum_car_media_index";`)
}
