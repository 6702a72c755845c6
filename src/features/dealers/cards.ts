import type { DealerListFilter } from './list-filters'
import { parseGeocoord, type LatLng } from './validation'
import { workshopEmail } from './workshop'

/** A site card (spec 1 §2 "Site list", spec 2 §2.2): what the grid shows and what its filters read. */
export type SiteCard = {
  siteId: string
  slug: string
  href: string
  name: string
  street: string | null
  zip: string | null
  city: string | null
  phone: string | null
  email: string | null
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  position: LatLng | null
  facets: Record<DealerListFilter, string[]>
}

/** The fields of a dealer-site search record a card is made of. */
export type CardSource = {
  site_id: string
  slug: string
  site_official_name: string
  site_street?: string | null
  site_zip?: string | null
  site_city?: string | null
  site_region?: string | null
  site_phone?: string | null
  site_email?: string | null
  site_geocoord?: string | null
  site_image_url?: string | null
  site_primary_image?: {
    url?: string | null
    alt?: string | null
    width?: number | null
    height?: number | null
  } | null
  site_brands?: { name: string }[] | null
  site_departments?: { name: string; group: string; email?: string | null }[] | null
}

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))]

/** A card linking to `{listPath}/{slug}`; the e-mail is the workshop rule's (spec 2 §3). */
export function toSiteCard(site: CardSource, listPath: string): SiteCard {
  const url = site.site_primary_image?.url ?? site.site_image_url ?? null
  return {
    siteId: site.site_id,
    slug: site.slug,
    href: `${listPath === '/' ? '' : listPath}/${site.slug}`,
    name: site.site_official_name,
    street: site.site_street ?? null,
    zip: site.site_zip ?? null,
    city: site.site_city ?? null,
    phone: site.site_phone ?? null,
    email: workshopEmail(site),
    image: url
      ? {
          url,
          alt: site.site_primary_image?.alt ?? '',
          width: site.site_primary_image?.width ?? null,
          height: site.site_primary_image?.height ?? null,
        }
      : null,
    position: parseGeocoord(site.site_geocoord),
    facets: {
      city: unique([site.site_city]),
      region: unique([site.site_region]),
      brand: unique((site.site_brands ?? []).map((b) => b.name)),
      // the department's name in the market's language ('Verkstad'); department_type holds internal codes
      departmentType: unique((site.site_departments ?? []).map((d) => d.name)),
    },
  }
}

export type CardQuery = { text: string; selected: Partial<Record<DealerListFilter, string>> }

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en')

/** Cards matching every chosen filter value and every word of the search text (name, street, zip, city). */
export function filterCards<T extends SiteCard>(cards: readonly T[], query: CardQuery): T[] {
  const words = fold(query.text).split(/\s+/).filter(Boolean)
  return cards.filter((card) => {
    for (const [filter, value] of Object.entries(query.selected) as [DealerListFilter, string | undefined][]) {
      if (value && !card.facets[filter].includes(value)) return false
    }
    const haystack = fold([card.name, card.street, card.zip, card.city].filter(Boolean).join(' '))
    return words.every((w) => haystack.includes(w))
  })
}

/** The values each configured filter offers, sorted in the list's language. */
export function filterOptions(
  cards: readonly SiteCard[],
  filters: readonly DealerListFilter[],
  locale: string,
): Partial<Record<DealerListFilter, string[]>> {
  return Object.fromEntries(
    filters.map((f) => [f, unique(cards.flatMap((c) => c.facets[f])).sort((a, b) => a.localeCompare(b, locale))]),
  )
}
