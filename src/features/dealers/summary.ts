import type { SearchIndex } from '@/sites/markets'

import { SALES_GROUPS } from './options'

/** What other domains (cars, search) need to know about a dealer site. */
export type DealerSummary = {
  site_id: string
  index: SearchIndex
  site_official_name: string
  slug: string
  site_city: string
  site_region: string
  leads_email: string
  company_erp_id: string
  department_erp_id: string
  brands: string[]
  sellers: { name: string; email: string; phone: string }[]
}

type Maybe<T> = T | null | undefined

/**
 * What toDealerSummary reads. A DealerSeed satisfies it, and so does a dealer-sites document read
 * from Payload (where empty fields are null), so the same function serves seeding and indexing.
 */
export type DealerSummarySource = {
  site_id: string
  index: SearchIndex
  site_official_name: string
  slug: string
  site_city?: Maybe<string>
  site_region?: Maybe<string>
  leads_email?: Maybe<string>
  company_erp_id?: Maybe<string>
  site_brands?: Maybe<{ name: string }[]>
  site_departments?: Maybe<
    {
      group: string
      erp_id?: Maybe<string>
      users?: Maybe<{ first_name: string; last_name: string; phone?: Maybe<string>; email?: Maybe<string> }[]>
    }[]
  >
}

const SELLER_GROUPS = new Set<string>(SALES_GROUPS)

export function toDealerSummary(site: DealerSummarySource): DealerSummary {
  const departments = site.site_departments ?? []
  const sales = departments.filter((department) => SELLER_GROUPS.has(department.group))
  // Leads for a car go to the sales department's ERP id; fall back to any department that has one.
  const erpDepartment = sales.find((d) => d.erp_id) ?? departments.find((d) => d.erp_id)

  const seen = new Set<string>()
  const sellers: DealerSummary['sellers'] = []
  for (const user of sales.flatMap((department) => department.users ?? [])) {
    const email = user.email?.trim() ?? ''
    const phone = user.phone?.trim() ?? ''
    // Spec 1 §5: a seller is listed only with a phone or an e-mail.
    if (!email && !phone) continue
    const name = `${user.first_name} ${user.last_name}`.trim()
    const key = `${name}|${email}|${phone}`
    if (seen.has(key)) continue
    seen.add(key)
    sellers.push({ name, email, phone })
  }

  return {
    site_id: site.site_id,
    index: site.index,
    site_official_name: site.site_official_name,
    slug: site.slug,
    site_city: site.site_city ?? '',
    site_region: site.site_region ?? '',
    leads_email: site.leads_email ?? '',
    company_erp_id: site.company_erp_id ?? '',
    department_erp_id: erpDepartment?.erp_id ?? '',
    brands: (site.site_brands ?? []).map((b) => b.name),
    sellers,
  }
}
