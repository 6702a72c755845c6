/**
 * The selected site's latest activity from the audit log (src/cms/audit), read as the signed-in editor
 * (their access applies: a site editor reads their sites' rows only).
 */
import 'server-only'
import type { Payload, TypedUser } from 'payload'
import type { Site } from '@/payload-types'
import { INDEX_TIME_ZONE } from '../markets'
import { activityRows, type ActivityRow } from './activity-rows'

/** How many of the site's latest changes the dashboard lists. */
export const ACTIVITY_LIMIT = 30

export async function readSiteActivity(
  payload: Payload,
  {
    site,
    user,
    limit = ACTIVITY_LIMIT,
  }: { site: Pick<Site, 'id' | 'defaultLocale' | 'searchIndex'>; user: TypedUser; limit?: number },
): Promise<ActivityRow[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { site: { equals: site.id } },
    sort: ['-at', '-id'],
    limit,
    depth: 0,
    select: { at: true, action: true, collectionSlug: true, documentId: true, title: true, userName: true },
    user,
    overrideAccess: false,
  })
  return activityRows(docs, {
    adminRoute: payload.config.routes.admin,
    locale: site.defaultLocale,
    timeZone: INDEX_TIME_ZONE[site.searchIndex],
  })
}
