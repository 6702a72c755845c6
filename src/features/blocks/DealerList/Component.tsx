import { loadStrings } from '@/i18n/dictionary/load'
import { SiteList } from '@/features/dealers/pages/lazy'
import { siteCards } from '@/features/dealers/pages/queries'
import { filterOptions } from '@/features/dealers/cards'
import { SITE_LIST_PAGE_SIZE, showsSearchBox } from '@/features/dealers/list-rules'
import { dealerStrings } from '@/features/dealers/strings'
import { mapStyleUrl } from '@/features/maps/view'
import { siteByKey } from '@/sites/resolve'
import { frame } from '../frame'
import type { BlockProps } from '../types'
import styles from './DealerList.module.css'

/** The site list (spec 1 §2): every site of the market as cards linking to `{this page's path}/{slug}`. */
export async function DealerListComponent({ block, ctx }: BlockProps<'dealerList'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const [cards, messages] = await Promise.all([
    siteCards(site.searchIndex, ctx.path ?? '/'),
    loadStrings(dealerStrings, site.id, ctx.locale),
  ])
  return (
    <section className={`${frame.section} ${styles.section}`} data-testid="dealer-list">
      {block.title ? <h2 className={styles.heading}>{block.title}</h2> : null}
      <SiteList
        cards={cards}
        options={filterOptions(cards, block.filters ?? [], ctx.locale)}
        showSearch={showsSearchBox(cards.length)}
        pageSize={SITE_LIST_PAGE_SIZE}
        mapStyleUrl={mapStyleUrl()}
        locale={ctx.locale}
        messages={messages}
      />
    </section>
  )
}
