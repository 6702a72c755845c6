import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_footers_columns_items_flag" ADD VALUE 'gb' BEFORE 'auction';
  ALTER TABLE "navigations" ADD COLUMN "message_starts_at" timestamp(3) with time zone;
  ALTER TABLE "navigations" ADD COLUMN "message_ends_at" timestamp(3) with time zone;
  ALTER TABLE "site_messages" ADD COLUMN "starts_at" timestamp(3) with time zone;
  ALTER TABLE "site_messages" ADD COLUMN "ends_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "footers_columns_items" ALTER COLUMN "flag" SET DATA TYPE text;
  DROP TYPE "public"."enum_footers_columns_items_flag";
  CREATE TYPE "public"."enum_footers_columns_items_flag" AS ENUM('no', 'se', 'sk', 'eu', 'fi', 'auction');
  ALTER TABLE "footers_columns_items" ALTER COLUMN "flag" SET DATA TYPE "public"."enum_footers_columns_items_flag" USING "flag"::"public"."enum_footers_columns_items_flag";
  ALTER TABLE "navigations" DROP COLUMN "message_starts_at";
  ALTER TABLE "navigations" DROP COLUMN "message_ends_at";
  ALTER TABLE "site_messages" DROP COLUMN "starts_at";
  ALTER TABLE "site_messages" DROP COLUMN "ends_at";`)
}
