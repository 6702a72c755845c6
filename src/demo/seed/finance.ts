import type { Payload } from 'payload'
import type { DealerSite, Page, Site } from '@/payload-types'
import { demoProducts } from '@/demo/finance/products'
import { DEMO_PAGE } from '@/features/finance/texts'
import type { SiteKey } from './site-definitions'

/**
 * UK finance products for every UK dealer and a finance demo page per site (a FinanceCalculator
 * block). Existing products (dealer + family key) and pages (path) are left as they are.
 */
export async function seedFinance(
  payload: Payload,
  sites: Record<SiteKey, Site>,
  dealers: DealerSite[],
): Promise<{ products: number; pages: number }> {
  let products = 0
  for (const dealer of dealers.filter((d) => d.index === 'uk')) {
    for (const data of demoProducts(dealer.id, dealer.site_id)) {
      const { totalDocs } = await payload.count({
        collection: 'finance-products',
        where: { and: [{ dealer: { equals: dealer.id } }, { familyKey: { equals: data.familyKey } }] },
      })
      if (totalDocs) continue
      await payload.create({ collection: 'finance-products', data, depth: 0 })
      products++
    }
  }
  let pages = 0
  for (const site of Object.values(sites)) if (await seedDemoPage(payload, site)) pages++
  return { products, pages }
}

async function seedDemoPage(payload: Payload, site: Site): Promise<boolean> {
  const [first, ...others] = [site.defaultLocale, ...site.siteLocales.filter((l) => l !== site.defaultLocale)]
  const path = `/${DEMO_PAGE[first].slug}`
  const { totalDocs } = await payload.count({
    collection: 'pages',
    where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }] },
    locale: first,
  })
  if (totalDocs) return false
  const data = (locale: typeof first): Partial<Page> => ({
    title: DEMO_PAGE[locale].title,
    slug: DEMO_PAGE[locale].slug,
    navTitle: DEMO_PAGE[locale].title,
    metaTitle: DEMO_PAGE[locale].title,
    metaDescription: DEMO_PAGE[locale].intro,
    layout: [
      { blockType: 'financeCalculator', title: DEMO_PAGE[locale].title, text: DEMO_PAGE[locale].intro, carId: null },
    ],
    _status: 'published',
  })
  const page = await payload.create({
    collection: 'pages',
    locale: first,
    depth: 0,
    data: { ...data(first), site: site.id, parent: null } as Page,
  })
  for (const locale of others)
    await payload.update({ collection: 'pages', id: page.id, locale, depth: 0, data: data(locale) })
  return true
}
