import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_messages_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral', 'Other');
  CREATE TABLE "site_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"type" "enum_site_messages_type" DEFAULT 'Neutral' NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_messages_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_messages_id" integer;
  ALTER TABLE "site_messages" ADD CONSTRAINT "site_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_messages_locales" ADD CONSTRAINT "site_messages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_messages_site_idx" ON "site_messages" USING btree ("site_id");
  CREATE INDEX "site_messages_active_idx" ON "site_messages" USING btree ("active");
  CREATE INDEX "site_messages_updated_at_idx" ON "site_messages" USING btree ("updated_at");
  CREATE INDEX "site_messages_created_at_idx" ON "site_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_messages_locales_locale_parent_id_unique" ON "site_messages_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_messages_fk" FOREIGN KEY ("site_messages_id") REFERENCES "public"."site_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_site_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("site_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_messages_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_messages" CASCADE;
  DROP TABLE "site_messages_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_site_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_messages_id";
  DROP TYPE "public"."enum_site_messages_type";`)
}
