import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The visibility window of the blocks a campaign dates (src/features/blocks/window-field.ts): shown from / shown
 * until, wall-clock text on the site's clock, on the car teaser, hero banner, call to action and carousel only, in
 * each block's table and its version table, for pages and group documents (32 nullable columns; every other block
 * table is untouched).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "pages_blocks_carousel" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "pages_blocks_carousel" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "pages_blocks_car_teaser" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "pages_blocks_car_teaser" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "_pages_v_blocks_carousel" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "_pages_v_blocks_carousel" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "_pages_v_blocks_car_teaser" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "_pages_v_blocks_car_teaser" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "gdocs_blocks_call_to_action" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "gdocs_blocks_call_to_action" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "gdocs_blocks_hero_banner" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "gdocs_blocks_hero_banner" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "gdocs_blocks_carousel" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "gdocs_blocks_carousel" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "gdocs_blocks_car_teaser" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "gdocs_blocks_car_teaser" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "_gdocs_v_blocks_call_to_action" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "_gdocs_v_blocks_call_to_action" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "_gdocs_v_blocks_hero_banner" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "_gdocs_v_blocks_hero_banner" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "_gdocs_v_blocks_carousel" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "_gdocs_v_blocks_carousel" ADD COLUMN "shown_until" varchar;
  ALTER TABLE "_gdocs_v_blocks_car_teaser" ADD COLUMN "shown_from" varchar;
  ALTER TABLE "_gdocs_v_blocks_car_teaser" ADD COLUMN "shown_until" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "shown_from";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "shown_until";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "shown_from";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "shown_until";
  ALTER TABLE "pages_blocks_carousel" DROP COLUMN "shown_from";
  ALTER TABLE "pages_blocks_carousel" DROP COLUMN "shown_until";
  ALTER TABLE "pages_blocks_car_teaser" DROP COLUMN "shown_from";
  ALTER TABLE "pages_blocks_car_teaser" DROP COLUMN "shown_until";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "shown_from";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "shown_until";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "shown_from";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "shown_until";
  ALTER TABLE "_pages_v_blocks_carousel" DROP COLUMN "shown_from";
  ALTER TABLE "_pages_v_blocks_carousel" DROP COLUMN "shown_until";
  ALTER TABLE "_pages_v_blocks_car_teaser" DROP COLUMN "shown_from";
  ALTER TABLE "_pages_v_blocks_car_teaser" DROP COLUMN "shown_until";
  ALTER TABLE "gdocs_blocks_call_to_action" DROP COLUMN "shown_from";
  ALTER TABLE "gdocs_blocks_call_to_action" DROP COLUMN "shown_until";
  ALTER TABLE "gdocs_blocks_hero_banner" DROP COLUMN "shown_from";
  ALTER TABLE "gdocs_blocks_hero_banner" DROP COLUMN "shown_until";
  ALTER TABLE "gdocs_blocks_carousel" DROP COLUMN "shown_from";
  ALTER TABLE "gdocs_blocks_carousel" DROP COLUMN "shown_until";
  ALTER TABLE "gdocs_blocks_car_teaser" DROP COLUMN "shown_from";
  ALTER TABLE "gdocs_blocks_car_teaser" DROP COLUMN "shown_until";
  ALTER TABLE "_gdocs_v_blocks_call_to_action" DROP COLUMN "shown_from";
  ALTER TABLE "_gdocs_v_blocks_call_to_action" DROP COLUMN "shown_until";
  ALTER TABLE "_gdocs_v_blocks_hero_banner" DROP COLUMN "shown_from";
  ALTER TABLE "_gdocs_v_blocks_hero_banner" DROP COLUMN "shown_until";
  ALTER TABLE "_gdocs_v_blocks_carousel" DROP COLUMN "shown_from";
  ALTER TABLE "_gdocs_v_blocks_carousel" DROP COLUMN "shown_until";
  ALTER TABLE "_gdocs_v_blocks_car_teaser" DROP COLUMN "shown_from";
  ALTER TABLE "_gdocs_v_blocks_car_teaser" DROP COLUMN "shown_until";`)
}
