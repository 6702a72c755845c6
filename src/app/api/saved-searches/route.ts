import { payloadClient } from '@/cms/payload'
import { badRequest, errorToResponse, guarded, json, parseBody } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { createSavedSearchSchema, SAVED_SEARCH_BODY_BYTES } from '@/features/saved-searches/contract'
import { takeNewForAddress } from '@/features/saved-searches/server'
import { createSavedSearch } from '@/features/saved-searches/store'
import { requestSiteOrigin } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { requestSite } from '@/sites/request-site'
import { pickLocale } from '@/sites/resolve'

export const dynamic = 'force-dynamic'

/**
 * POST /api/saved-searches (issue 37 §1, docs/api.md): `{email, query: {filters, keyphrase}, locale, alerts}` → 202
 * `{id}` once the search is stored unconfirmed with its confirmation e-mail in the outbox. The same search of the
 * same address answers the same id and sends nothing again. 400 names the field, 413 over 16 KB, 429 per client
 * address, per e-mail address and day, and at 10 searches of one address.
 */
async function post(request: Request) {
  const resolved = await requestSite(request)
  if ('response' in resolved) return resolved.response
  const parsed = await parseBody(request, createSavedSearchSchema, { limitBytes: SAVED_SEARCH_BODY_BYTES })
  if ('response' in parsed) return parsed.response
  const { site, route } = resolved.context
  const { locale } = parsed.data
  if (!route.locales.includes(locale))
    return badRequest([{ field: 'locale', message: 'is not a language of this site' }])
  const limited = await limitRequest(request, 'saved-search-ip')
  if (limited) return limited
  const listPath = pickLocale<string>(site.pathToCarList, locale, route.defaultLocale) ?? '/'
  const detailBase = pickLocale<string>(site.carDetailBasePath, locale, route.defaultLocale) ?? listPath
  try {
    const saved = await createSavedSearch(
      await payloadClient(),
      {
        site: { id: site.id, name: site.name, searchIndex: site.searchIndex },
        origin: requestSiteOrigin(route, request),
        listPath: localizedPath(route, locale, listPath),
        detailBase: localizedPath(route, locale, detailBase),
        now: new Date(),
        takeNewForAddress,
      },
      parsed.data,
    )
    return json({ id: saved.id }, { status: 202 })
  } catch (error) {
    return errorToResponse(error, {
      label: 'saved search',
      status: 503,
      message: 'The search could not be saved right now; please try again in a moment.',
    })
  }
}

export const POST = guarded(post)
