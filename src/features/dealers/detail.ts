import type { DealerSite } from '@/payload-types'

/** What a dealer-site page needs to show (spec 1 §3 "Site"). */
export type DealerDetail = Pick<
  DealerSite,
  | 'id'
  | 'site_id'
  | 'slug'
  | 'site_official_name'
  | 'site_street'
  | 'site_zip'
  | 'site_city'
  | 'site_phone'
  | 'site_email'
  | 'site_geocoord'
>
