import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_form_submission_id_idx";
  ALTER TABLE "leads" ADD COLUMN "request_hash" varchar;
  CREATE UNIQUE INDEX "site_formName_formSubmissionId_idx" ON "leads" USING btree ("site_id","form_name","form_submission_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "site_formName_formSubmissionId_idx";
  CREATE UNIQUE INDEX "leads_form_submission_id_idx" ON "leads" USING btree ("form_submission_id");
  ALTER TABLE "leads" DROP COLUMN "request_hash";`)
}
