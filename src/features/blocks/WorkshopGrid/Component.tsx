import { SiteGrid } from '@/features/dealers/pages/SiteGrid'
import { dealerListPath, workshopCards } from '@/features/dealers/pages/queries'
import { siteByKey } from '@/sites/resolve'
import { frame } from '../frame'
import type { BlockProps } from '../types'
import styles from '../DealerList/DealerList.module.css'

/**
 * The workshop grid (spec 2 §2.2): sites with a workshop department as cards linking to the site detail
 * path (the website's dealer list page) plus the slug; 4 of them for the predefined query (spec 2 §7.1).
 */
export async function WorkshopGridComponent({ block, ctx }: BlockProps<'workshopGrid'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const listPath = await dealerListPath(site.id, ctx.locale)
  if (!listPath) return null
  const cards = await workshopCards(site.searchIndex, listPath, Boolean(block.predefined))
  return (
    <section className={`${frame.section} ${styles.section}`} data-testid="workshop-grid">
      {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
      <SiteGrid cards={cards} showEmail />
    </section>
  )
}
