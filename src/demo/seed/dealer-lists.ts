import type { Payload } from 'payload'
import type { Page, Site } from '@/payload-types'
import type { DealerListFilter } from '@/features/dealers/list-filters'
import type { SiteKey } from './site-definitions'

type Layout = NonNullable<Page['layout']>

/**
 * The demo's site list pages (the redirect tables lead there, spec 2 §2.7) get the dealerList
 * block, which makes them dealer-list route pages; se and uk configure filters, the others show none
 * (spec 1 §2: filters only if configured). se's service page gets the predefined workshop grid (spec 2 §2.2).
 */
export const LISTS: Record<SiteKey, { path: string; filters: DealerListFilter[] }> = {
  se: { path: '/anlaggningar', filters: ['city', 'brand'] },
  bb: { path: '/hitta-oss', filters: [] },
  no: { path: '/finn-oss', filters: [] },
  fi: { path: '/loyda-meidat', filters: [] },
  sk: { path: '/kontakty', filters: [] },
  uk: { path: '/find-us', filters: ['brand', 'departmentType'] },
}
const WORKSHOP_GRIDS: Partial<Record<SiteKey, string>> = { se: '/service-och-verkstad' }

/** Appends a block to a page in every locale it has a layout in, unless one of its type is there. Returns whether it added any. */
export async function appendBlock(payload: Payload, site: Site, path: string, block: Layout[number]): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'pages',
    locale: site.defaultLocale,
    where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }] },
    depth: 0,
    limit: 1,
  })
  const page = docs[0]
  if (!page) throw new Error(`dealer lists: ${site.key} has no page at ${path}`)
  let added = false
  for (const locale of site.siteLocales) {
    const doc = await payload.findByID({ collection: 'pages', id: page.id, locale, depth: 0, fallbackLocale: false })
    if (!doc.layout || doc.layout.some((b) => b.blockType === block.blockType)) continue
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      depth: 0,
      data: { layout: [...doc.layout, block], _status: 'published' },
    })
    added = true
  }
  return added
}

export async function seedDealerLists(payload: Payload, sites: Record<SiteKey, Site>): Promise<number> {
  let pages = 0
  for (const [key, site] of Object.entries(sites) as [SiteKey, Site][]) {
    if (await appendBlock(payload, site, LISTS[key].path, { blockType: 'dealerList', filters: LISTS[key].filters }))
      pages++
    const workshops = WORKSHOP_GRIDS[key]
    if (workshops && (await appendBlock(payload, site, workshops, { blockType: 'workshopGrid', predefined: true })))
      pages++
  }
  return pages
}
