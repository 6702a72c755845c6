import { HeroSearch } from '@/features/cars/list/lazy'
import { siteByKey } from '@/sites/resolve'
import { searchBarProps } from '../shared/search-props'
import { frame } from '../frame'
import type { BlockProps } from '../types'
import styles from '@/features/cars/list/HeroSearch.module.css'

/** The hero/slider search bar (spec 1 §2): the phrase becomes filters and keyphrase on the configured car list. */
export async function CarSearchComponent({ block, ctx }: BlockProps<'carSearch'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const search = await searchBarProps(site, ctx.locale, block.searchPath, block.placeholder)
  return (
    <section className={`${frame.section} ${styles.section}`} data-testid="hero-search">
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <HeroSearch {...search} />
    </section>
  )
}
