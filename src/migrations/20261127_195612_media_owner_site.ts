import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every place a site's documents (pages and their versions, stories, navigation, footer, dealer sites, the
 * site's favicon) point at a media file, as (media id, site id): the schema's references to media at this
 * migration, each followed through its parent rows to the document's site.
 */
const REFERENCES = sql`
    SELECT t0."favicon_id", t0."id" FROM "sites" t0
    UNION ALL SELECT t0."image_id", t1."site_id" FROM "pages_blocks_image_card" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."file_id", t2."site_id" FROM "pages_blocks_file_download_list_items" t0 JOIN "pages_blocks_file_download_list" t1 ON t1."id" = t0."_parent_id" JOIN "pages" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."image_id", t2."site_id" FROM "pages_blocks_stage_row_items" t0 JOIN "pages_blocks_stage_row" t1 ON t1."id" = t0."_parent_id" JOIN "pages" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."poster_id", t1."site_id" FROM "pages_blocks_video_embed" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t1."site_id" FROM "pages_blocks_hero_banner" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_phone_id", t1."site_id" FROM "pages_blocks_hero_banner" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."video_desktop_id", t1."site_id" FROM "pages_blocks_hero_banner" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."video_phone_id", t1."site_id" FROM "pages_blocks_hero_banner" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t1."site_id" FROM "pages_blocks_blurb" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."video_id", t1."site_id" FROM "pages_blocks_blurb" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t1."site_id" FROM "pages_blocks_car_model_card" t0 JOIN "pages" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t2."site_id" FROM "pages_blocks_carousel_slides" t0 JOIN "pages_blocks_carousel" t1 ON t1."id" = t0."_parent_id" JOIN "pages" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."image_phone_id", t2."site_id" FROM "pages_blocks_carousel_slides" t0 JOIN "pages_blocks_carousel" t1 ON t1."id" = t0."_parent_id" JOIN "pages" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."video_id", t2."site_id" FROM "pages_blocks_carousel_slides" t0 JOIN "pages_blocks_carousel" t1 ON t1."id" = t0."_parent_id" JOIN "pages" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."video_phone_id", t2."site_id" FROM "pages_blocks_carousel_slides" t0 JOIN "pages_blocks_carousel" t1 ON t1."id" = t0."_parent_id" JOIN "pages" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."og_image_id", t0."site_id" FROM "pages" t0
    UNION ALL SELECT t0."image_id", t1."version_site_id" FROM "_pages_v_blocks_image_card" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."file_id", t2."version_site_id" FROM "_pages_v_blocks_file_download_list_items" t0 JOIN "_pages_v_blocks_file_download_list" t1 ON t1."id" = t0."_parent_id" JOIN "_pages_v" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."image_id", t2."version_site_id" FROM "_pages_v_blocks_stage_row_items" t0 JOIN "_pages_v_blocks_stage_row" t1 ON t1."id" = t0."_parent_id" JOIN "_pages_v" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."poster_id", t1."version_site_id" FROM "_pages_v_blocks_video_embed" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t1."version_site_id" FROM "_pages_v_blocks_hero_banner" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_phone_id", t1."version_site_id" FROM "_pages_v_blocks_hero_banner" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."video_desktop_id", t1."version_site_id" FROM "_pages_v_blocks_hero_banner" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."video_phone_id", t1."version_site_id" FROM "_pages_v_blocks_hero_banner" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t1."version_site_id" FROM "_pages_v_blocks_blurb" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."video_id", t1."version_site_id" FROM "_pages_v_blocks_blurb" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t1."version_site_id" FROM "_pages_v_blocks_car_model_card" t0 JOIN "_pages_v" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t2."version_site_id" FROM "_pages_v_blocks_carousel_slides" t0 JOIN "_pages_v_blocks_carousel" t1 ON t1."id" = t0."_parent_id" JOIN "_pages_v" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."image_phone_id", t2."version_site_id" FROM "_pages_v_blocks_carousel_slides" t0 JOIN "_pages_v_blocks_carousel" t1 ON t1."id" = t0."_parent_id" JOIN "_pages_v" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."video_id", t2."version_site_id" FROM "_pages_v_blocks_carousel_slides" t0 JOIN "_pages_v_blocks_carousel" t1 ON t1."id" = t0."_parent_id" JOIN "_pages_v" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."video_phone_id", t2."version_site_id" FROM "_pages_v_blocks_carousel_slides" t0 JOIN "_pages_v_blocks_carousel" t1 ON t1."id" = t0."_parent_id" JOIN "_pages_v" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."version_og_image_id", t0."version_site_id" FROM "_pages_v" t0
    UNION ALL SELECT t0."image_id", t3."site_id" FROM "navigations_items_children_grandchildren" t0 JOIN "navigations_items_children" t1 ON t1."id" = t0."_parent_id" JOIN "navigations_items" t2 ON t2."id" = t1."_parent_id" JOIN "navigations" t3 ON t3."id" = t2."_parent_id"
    UNION ALL SELECT t0."image_id", t2."site_id" FROM "navigations_items_children" t0 JOIN "navigations_items" t1 ON t1."id" = t0."_parent_id" JOIN "navigations" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."image_id", t1."site_id" FROM "navigations_items" t0 JOIN "navigations" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."logo_id", t0."site_id" FROM "navigations" t0
    UNION ALL SELECT t0."logo_id", t1."site_id" FROM "footers_brands" t0 JOIN "footers" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."logo_black_and_white_id", t1."site_id" FROM "footers_brands" t0 JOIN "footers" t1 ON t1."id" = t0."_parent_id"
    UNION ALL SELECT t0."image_id", t0."site_id" FROM "stories" t0
    UNION ALL SELECT t0."version_image_id", t0."version_site_id" FROM "_stories_v" t0
    UNION ALL SELECT t0."image_id", t2."website_id" FROM "dealer_sites_depts_users" t0 JOIN "dealer_sites_depts" t1 ON t1."id" = t0."_parent_id" JOIN "dealer_sites" t2 ON t2."id" = t1."_parent_id"
    UNION ALL SELECT t0."site_primary_image_id", t0."website_id" FROM "dealer_sites" t0`

/**
 * Files existing before they had owners go to the one site whose documents use them; a file used by several
 * sites, or by none, stays the group's (changed by group admins only), as the whole library was until now.
 */
export const ASSIGN_EXISTING_MEDIA = sql`
  WITH refs(media_id, site_id) AS (${REFERENCES}),
  owners AS (
    SELECT media_id, min(site_id) AS site_id FROM refs
    WHERE media_id IS NOT NULL AND site_id IS NOT NULL
    GROUP BY media_id HAVING count(DISTINCT site_id) = 1
  )
  UPDATE "media" m SET "site_id" = o.site_id FROM owners o WHERE m."id" = o.media_id AND m."site_id" IS NULL;`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "site_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_site_idx" ON "media" USING btree ("site_id");`)
  await db.execute(ASSIGN_EXISTING_MEDIA)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_site_id_sites_id_fk";
  
  DROP INDEX "media_site_idx";
  ALTER TABLE "media" DROP COLUMN "site_id";`)
}
