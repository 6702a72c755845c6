/** Reads of the dealer pages: the site list, a site by slug and its cars, from the search service (spec 1 §7). */
import 'server-only'
import { blockPagePath } from '@/sites/block-page-path'
import { cache } from 'react'
import type { Locale } from '@/cms/locales'
import type { CarRecord } from '@/features/cars/types'
import { toSiteCard, type SiteCard } from '@/features/dealers/cards'
import {
  SITE_CARS,
  SITE_LIST_PAGE_SIZE,
  WORKSHOP_LIMIT,
  WORKSHOP_PREDEFINED_LIMIT,
} from '@/features/dealers/list-rules'
import { workshopDepartment } from '@/features/dealers/workshop'
import { indexName } from '@/features/search/indices'
import { searchCars, searchSites } from '@/features/search/queries'
import type { SiteRecord } from '@/features/search/site-schema'
import type { SearchIndex } from '@/sites/markets'

/**
 * Every site of a market as cards, in website_sort_order_asc, read 48 at a time as the spec's site list
 * call pages (limit 48, offset). The grid shows 48 a page; search, filters and the nearest sort work on
 * the whole list in the browser, which for a market's few dozen sites is cheaper than a round trip.
 */
export const siteCards = cache(async (market: SearchIndex, listPath: string): Promise<SiteCard[]> => {
  const index = indexName('sites', market)
  const out: SiteRecord[] = []
  for (let offset = 0; ; offset += SITE_LIST_PAGE_SIZE) {
    const answer = await searchSites({ index, limit: SITE_LIST_PAGE_SIZE, offset, sort_name: 'website_sort_order_asc' })
    out.push(...answer.content)
    if (answer.content.length < SITE_LIST_PAGE_SIZE || out.length >= answer.total_items) break
  }
  return out.map((site) => toSiteCard(site, listPath))
})

/** Sites with a workshop department (spec 2 §2.2): up to 100, or 4 for the predefined-query listing (spec 2 §7.1). */
export const workshopCards = cache(
  async (market: SearchIndex, listPath: string, predefined: boolean): Promise<SiteCard[]> => {
    const answer = await searchSites({
      index: indexName('sites', market),
      limit: WORKSHOP_LIMIT,
      sort_name: 'website_sort_order_asc',
    })
    const workshops = answer.content.filter((site) => workshopDepartment(site))
    return workshops
      .slice(0, predefined ? WORKSHOP_PREDEFINED_LIMIT : WORKSHOP_LIMIT)
      .map((site) => toSiteCard(site, listPath))
  },
)

/** A site by its slug (spec 1 §7 "site by slug", limit 1), with departments, staff, schedule and image. */
export const siteBySlug = cache(async (market: SearchIndex, slug: string): Promise<SiteRecord | null> => {
  const answer = await searchSites({ index: indexName('sites', market), filters: { slug: [slug] }, limit: 1 })
  return answer.content[0] ?? null
})

/**
 * The latest cars of a site (spec 1 §7 "cars by car_site_id", limit 12). The spec's call sorts by
 * car_publishdate_asc; the issue asks for the latest, so the newest come first.
 */
export const siteCars = cache(async (market: SearchIndex, siteId: string): Promise<CarRecord[]> => {
  const answer = await searchCars({
    index: indexName('cars', market),
    filters: { car_site_id: [siteId] },
    limit: SITE_CARS,
    sort_name: 'car_publishdate_desc',
  })
  return answer.content
})

/**
 * The path of the site's dealer list page in a locale (car pages link their dealer under it, the workshop grid links
 * its sites), or null. Kept with the shell, which every change to pages clears: building this query (a join
 * over the block tables) cost a car page more than the rest of its reads.
 */
export const dealerListPath = cache((siteId: number, locale: Locale) =>
  blockPagePath('dealer-list-path', 'dealerList', siteId, locale),
)
