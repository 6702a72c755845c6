/**
 * What every /api/mechmate/* route shares: the booking scope (Payload, the catalogue, the messages
 * in the site's language) and the answer to a failure — never a 500: rule breaks are 422 with the
 * field, lookups 404, anything unexpected 503 with a message a person can act on.
 */
import 'server-only'
import type { NextResponse } from 'next/server'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { labelOf } from '@/features/cars/value-labels'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { errorToResponse, json } from '@/platform/http'
import { loadRoutingTable } from '@/routing/load'
import { requestSiteOrigin } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { requestSite, type RequestSite } from '@/sites/request-site'
import { catalogue } from '@/features/service-booking/server/catalogue'
import { BookingRuleError } from '@/features/service-booking/server/errors'
import { ManageRefusedError } from '@/features/service-booking/server/by-link'
import type { BookingScope } from '@/features/service-booking/server/lookups'
import { bookingApiStrings } from '@/features/service-booking/server/strings'

export type ScopedRequest = { scope: BookingScope; locale: Locale; site: RequestSite }

export async function bookingScope(request: Request): Promise<ScopedRequest | { response: NextResponse }> {
  const site = await requestSite(request)
  if ('response' in site) return site
  const payload = await payloadClient()
  const [messages, loaded, labels] = await Promise.all([
    loadStrings(bookingApiStrings, site.context.site.id, site.context.locale),
    catalogue(payload),
    loadValueLabels(site.context.site, site.context.locale),
  ])
  return {
    scope: { payload, catalogue: loaded, messages, say: (text) => labelOf(labels, text) },
    locale: site.context.locale,
    site: site.context,
  }
}

export function failure(error: unknown, scope: BookingScope, label: string): NextResponse {
  if (error instanceof BookingRuleError) return json({ error: error.message, field: error.field }, { status: 422 })
  if (error instanceof ManageRefusedError)
    return json({ error: error.message, refusal: error.refusal }, { status: 409 })
  return errorToResponse(error, { label, status: 503, message: scope.messages.unavailable })
}

/** 400 for a registration number in the path that is not one, in the site's language. */
export function badRegistration(scope: BookingScope): NextResponse {
  const message = scope.messages.badRegistration
  return json({ error: message, issues: [{ field: 'registrationNumber', message }] }, { status: 400 })
}

/**
 * The site's service-booking page (or tyre-hotel page) as an absolute address (its home when it has none), for links
 * in e-mails and SMS.
 */
export async function bookingPageUrl(
  request: Request,
  site: RequestSite,
  kind: 'service-booking' | 'tyre-hotel' = 'service-booking',
): Promise<string> {
  const routes = (await loadRoutingTable())[site.site.key]?.[site.locale]
  const path = routes?.pages.find((p) => p.kind === kind)?.path ?? '/'
  return requestSiteOrigin(site.route, request) + localizedPath(site.route, site.locale, path)
}

/** The site's tyre-hotel page as an absolute address: where a wheel change's manage link leads. */
export const tyreHotelPageUrl = (request: Request, site: RequestSite) => bookingPageUrl(request, site, 'tyre-hotel')
