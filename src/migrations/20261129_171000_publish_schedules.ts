import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Scheduled publishing (src/features/scheduling): one row per publish-at or unpublish-at of a page, story or site
 * message, riding on one outbox entry (unique). The database keeps the run's record honest: a schedule has a run
 * time exactly when it ran (done or failed).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_publish_schedules_locale" AS ENUM('all', 'sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB');
  CREATE TYPE "public"."enum_publish_schedules_action" AS ENUM('publish', 'unpublish');
  CREATE TYPE "public"."enum_publish_schedules_state" AS ENUM('scheduled', 'done', 'cancelled', 'failed');
  CREATE TABLE "publish_schedules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL,
  	"locale" "enum_publish_schedules_locale" DEFAULT 'all' NOT NULL,
  	"action" "enum_publish_schedules_action" DEFAULT 'publish' NOT NULL,
  	"local_time" varchar NOT NULL,
  	"state" "enum_publish_schedules_state" DEFAULT 'scheduled' NOT NULL,
  	"time_zone" varchar,
  	"at" timestamp(3) with time zone,
  	"scheduled_by_id" integer,
  	"outbox_entry_id" integer,
  	"ran_at" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	CONSTRAINT "publish_schedules_ran_when_run" CHECK (("state" IN ('done', 'failed')) = ("ran_at" IS NOT NULL))
  );

  CREATE TABLE "publish_schedules_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"stories_id" integer,
  	"site_messages_id" integer
  );

  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "publish_schedules_id" integer;
  ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_scheduled_by_id_users_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_outbox_entry_id_outbox_id_fk" FOREIGN KEY ("outbox_entry_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publish_schedules_rels" ADD CONSTRAINT "publish_schedules_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."publish_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publish_schedules_rels" ADD CONSTRAINT "publish_schedules_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publish_schedules_rels" ADD CONSTRAINT "publish_schedules_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "publish_schedules_rels" ADD CONSTRAINT "publish_schedules_rels_site_messages_fk" FOREIGN KEY ("site_messages_id") REFERENCES "public"."site_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publish_schedules_fk" FOREIGN KEY ("publish_schedules_id") REFERENCES "public"."publish_schedules"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "publish_schedules_site_idx" ON "publish_schedules" USING btree ("site_id");
  CREATE INDEX "publish_schedules_state_idx" ON "publish_schedules" USING btree ("state");
  CREATE INDEX "publish_schedules_at_idx" ON "publish_schedules" USING btree ("at");
  CREATE INDEX "publish_schedules_scheduled_by_idx" ON "publish_schedules" USING btree ("scheduled_by_id");
  CREATE UNIQUE INDEX "publish_schedules_outbox_entry_idx" ON "publish_schedules" USING btree ("outbox_entry_id");
  CREATE INDEX "publish_schedules_updated_at_idx" ON "publish_schedules" USING btree ("updated_at");
  CREATE INDEX "publish_schedules_created_at_idx" ON "publish_schedules" USING btree ("created_at");
  CREATE INDEX "publish_schedules_rels_order_idx" ON "publish_schedules_rels" USING btree ("order");
  CREATE INDEX "publish_schedules_rels_parent_idx" ON "publish_schedules_rels" USING btree ("parent_id");
  CREATE INDEX "publish_schedules_rels_path_idx" ON "publish_schedules_rels" USING btree ("path");
  CREATE INDEX "publish_schedules_rels_pages_id_idx" ON "publish_schedules_rels" USING btree ("pages_id");
  CREATE INDEX "publish_schedules_rels_stories_id_idx" ON "publish_schedules_rels" USING btree ("stories_id");
  CREATE INDEX "publish_schedules_rels_site_messages_id_idx" ON "publish_schedules_rels" USING btree ("site_messages_id");
  CREATE INDEX "payload_locked_documents_rels_publish_schedules_id_idx" ON "payload_locked_documents_rels" USING btree ("publish_schedules_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_publish_schedules_fk";
  DROP INDEX "payload_locked_documents_rels_publish_schedules_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "publish_schedules_id";
  DROP TABLE "publish_schedules_rels" CASCADE;
  DROP TABLE "publish_schedules" CASCADE;
  DROP TYPE "public"."enum_publish_schedules_locale";
  DROP TYPE "public"."enum_publish_schedules_action";
  DROP TYPE "public"."enum_publish_schedules_state";`)
}
