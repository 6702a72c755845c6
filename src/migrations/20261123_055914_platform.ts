import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Platform layer (issue 10 §3): the outbox and the local adapters' records (generated from the
 * collections), then by hand: the NOTIFY that wakes outbox workers when an entry becomes pending, and
 * the cross-instance cache invalidation feed platform.invalidations with its NOTIFY. The feed and the
 * trigger functions live in their own schema `platform`: Payload's development schema push manages
 * `public` and would offer to drop what it does not know.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_status" AS ENUM('pending', 'processing', 'done', 'dead');
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"status" "enum_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"max_attempts" numeric DEFAULT 10 NOT NULL,
  	"next_run_at" timestamp(3) with time zone NOT NULL,
  	"locked_until" timestamp(3) with time zone,
  	"locked_by" varchar,
  	"completed_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"data" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"file" varchar NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crm_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"site" varchar NOT NULL,
  	"lead" jsonb NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crm_leads_id" integer;
  CREATE INDEX "outbox_topic_idx" ON "outbox" USING btree ("topic");
  CREATE UNIQUE INDEX "outbox_idempotency_key_idx" ON "outbox" USING btree ("idempotency_key");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_next_run_at_idx" ON "outbox" USING btree ("next_run_at");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to");
  CREATE UNIQUE INDEX "sms_outbox_idempotency_key_idx" ON "sms_outbox" USING btree ("idempotency_key");
  CREATE INDEX "sms_outbox_updated_at_idx" ON "sms_outbox" USING btree ("updated_at");
  CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");
  CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");
  CREATE UNIQUE INDEX "mail_outbox_idempotency_key_idx" ON "mail_outbox" USING btree ("idempotency_key");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE INDEX "crm_leads_kind_idx" ON "crm_leads" USING btree ("kind");
  CREATE INDEX "crm_leads_site_idx" ON "crm_leads" USING btree ("site");
  CREATE UNIQUE INDEX "crm_leads_idempotency_key_idx" ON "crm_leads" USING btree ("idempotency_key");
  CREATE INDEX "crm_leads_updated_at_idx" ON "crm_leads" USING btree ("updated_at");
  CREATE INDEX "crm_leads_created_at_idx" ON "crm_leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk" FOREIGN KEY ("sms_outbox_id") REFERENCES "public"."sms_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crm_leads_fk" FOREIGN KEY ("crm_leads_id") REFERENCES "public"."crm_leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_sms_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_crm_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("crm_leads_id");`)

  await db.execute(sql`
  CREATE SCHEMA IF NOT EXISTS "platform";

  CREATE FUNCTION platform.outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('outbox', '');
    RETURN NULL;
  END $$;
  -- New entries, retries after backoff and editors' retries of dead ones; sent on commit.
  CREATE TRIGGER outbox_notify AFTER INSERT OR UPDATE OF status ON "outbox"
    FOR EACH ROW WHEN (NEW.status = 'pending') EXECUTE FUNCTION platform.outbox_notify();

  CREATE TABLE "platform"."invalidations" (
    "id" bigserial PRIMARY KEY,
    "topic" varchar NOT NULL,
    "at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "invalidations_at_idx" ON "platform"."invalidations" USING btree ("at");
  CREATE FUNCTION platform.invalidations_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('platform_invalidations', '');
    RETURN NULL;
  END $$;
  CREATE TRIGGER invalidations_notify AFTER INSERT ON "platform"."invalidations"
    FOR EACH STATEMENT EXECUTE FUNCTION platform.invalidations_notify();
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "platform"."invalidations";
  DROP FUNCTION IF EXISTS platform.invalidations_notify();
  DROP TRIGGER IF EXISTS outbox_notify ON "outbox";
  DROP FUNCTION IF EXISTS platform.outbox_notify();
  DROP SCHEMA IF EXISTS "platform";
  `)
  await db.execute(sql`
   ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crm_leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "sms_outbox" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "crm_leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_sms_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_mail_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_crm_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_crm_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crm_leads_id";
  DROP TYPE "public"."enum_outbox_status";`)
}
