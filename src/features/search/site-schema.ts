/**
 * The dealer-site index (spec 1 §7): the site list sorted by website_sort_order_asc, site by slug or
 * site_id, sites by site_brands (sample cars), with city and region facets for the list's filters.
 */
import type { DealerSite, Media } from '@/payload-types'
import type { IndexSchema } from './schema'

/** A dealer-sites document as the index holds it: the website reference reduced to the site key. */
export type SiteRecord = Omit<DealerSite, 'website' | 'site_primary_image'> & {
  website: string | null
  site_primary_image: Pick<Media, 'url' | 'alt' | 'width' | 'height'> | null
}

export const SITE_FIELDS = [
  'site_id',
  'slug',
  'index',
  'website',
  'website_sort_order',
  'site_official_name',
  'site_street',
  'site_zip',
  'site_city',
  'site_region',
  'website_city',
  'site_geocoord',
  'site_phone',
  'site_email',
  'leads_email',
  'company_erp_id',
  'site_primary_image',
  'site_image_url',
  'site_brands',
  'site_departments',
  'updatedAt',
] as const

export const SITE_SCHEMA: IndexSchema<SiteRecord> = {
  idField: 'site_id',
  id: (site) => site.site_id,
  values: {
    slug: (site) => site.slug,
    index: (site) => site.index,
    site_city: (site) => site.site_city,
    site_region: (site) => site.site_region,
    website_city: (site) => site.website_city,
  },
  lists: {
    site_brands: (site) => (site.site_brands ?? []).map((brand) => brand.name),
    site_brand_codes: (site) => (site.site_brands ?? []).map((brand) => brand.brand_code),
  },
  numbers: { website_sort_order: (site) => site.website_sort_order },
  trees: [],
  histograms: [],
  text: (site) => [site.site_official_name, site.site_city, site.website_city, site.site_street, site.site_region],
  sorts: {
    website_sort_order_asc: { field: 'website_sort_order', dir: 'asc' },
    website_sort_order_desc: { field: 'website_sort_order', dir: 'desc' },
  },
  defaultSort: 'website_sort_order_asc',
  fields: SITE_FIELDS,
}
