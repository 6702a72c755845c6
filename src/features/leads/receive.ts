import 'server-only'
import { payloadClient } from '@/cms/payload'
import { loadStrings } from '@/i18n/dictionary/load'
import type { RequestSite } from '@/sites/request-site'
import { INDEX_TIME_ZONE, localDate } from '@/sites/markets'
import { leadRequestSchema } from './forms'
import { leadStrings } from './strings'
import { submitLead, type SubmittedLead } from './submit'
import type { LeadRequest } from './forms'

/** The schema a lead is checked with today: a desired date may not be before the site's local date (spec 2 §5). */
export const leadSchemaFor = (site: RequestSite['site'], now: Date) =>
  leadRequestSchema(localDate(now, INDEX_TIME_ZONE[site.searchIndex]))

/** POST /api/forms/comhub's domain call: the lead stored with its deliveries, in the site's language. */
export async function receiveLead(context: RequestSite, lead: LeadRequest, now: Date): Promise<SubmittedLead> {
  const [payload, strings] = await Promise.all([
    payloadClient(),
    loadStrings(leadStrings, context.site.id, context.locale),
  ])
  return submitLead(payload, { site: context.site, locale: context.locale, strings, now }, lead)
}
