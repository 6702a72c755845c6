import { HeroSearch } from '@/car-list/lazy'
import { brandModels } from '@/car-list/queries'
import { carListStrings } from '@/car-list/strings'
import { loadStrings } from '@/dictionary/load'
import { phraseVocabulary } from '@/search/queries'
import { indexName } from '@/search/indices'
import { localizedPath } from '@/sites/host-table'
import { siteByKey } from '@/sites/resolve'
import type { BlockProps } from '../types'
import styles from '@/car-list/HeroSearch.module.css'

/** The hero/slider search bar (spec 1 §2): the phrase becomes filters and keyphrase on the configured car list. */
export async function CarSearchComponent({ block, ctx }: BlockProps<'carSearch'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const [vocabulary, models, messages] = await Promise.all([
    phraseVocabulary(indexName('cars', site.searchIndex)),
    brandModels(site.searchIndex),
    loadStrings(carListStrings, site.id, ctx.locale),
  ])
  return (
    <section className={styles.section} data-testid="hero-search">
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <HeroSearch
        searchPath={localizedPath(site, ctx.locale, block.searchPath)}
        vocabulary={vocabulary}
        models={models}
        placeholder={block.placeholder || messages.searchPlaceholder}
        label={messages.searchLabel}
        button={messages.searchButton}
        clear={messages.clearSearch}
      />
    </section>
  )
}
