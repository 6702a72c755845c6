import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** An editor's admin language on their account (src/cms/admin-languages.ts); empty: the browser's. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_users_admin_language" AS ENUM('en', 'sv', 'nb', 'sk');
  ALTER TABLE "users" ADD COLUMN "admin_language" "enum_users_admin_language";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" DROP COLUMN "admin_language";
  DROP TYPE "public"."enum_users_admin_language";`)
}
