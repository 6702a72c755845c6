import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Changes nothing: the schema is what the migrations before it made. The branches merged on
// 2026-11-23 each generated their migration from an older snapshot, so the last snapshot lacked
// the others' tables; this migration's snapshot (the .json beside it) is the whole schema again,
// so the next `migrate:create` diffs against the truth.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
