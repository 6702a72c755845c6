import Link from 'next/link'
import { carListStrings } from '@/features/cars/list/strings'
import { compareStrings } from '@/features/cars/compare/strings'
import { favouritesStrings } from '@/features/cars/favourites/strings'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { carDisplay } from '@/features/cars/display'
import type { SiteContext } from '@/sites/context'
import { translator } from '@/i18n/catalogue'
import { carCards, carListPath } from './CarDetailPage'
import { similarCars } from './queries'
import { carListWithKeyphrase, keyphraseFromSlug } from './rules'
import { carDetailStrings } from './strings'
import styles from './CarDetail.module.css'
import list from './SimilarCars.module.css'

/**
 * spec 1 §2 "No matching car": a heading, similar cars found by the slug's keyphrase (spec 1 §7: its third
 * dash-separated part) and a button to the car list searching for it. Answered with status 404.
 */
export async function CarNotFound({ ctx, slug }: { ctx: SiteContext; slug: string | null }) {
  const keyphrase = keyphraseFromSlug(slug)
  const [messages, listMessages, compareMessages, favouritesMessages, labels, similar] = await Promise.all([
    loadStrings(carDetailStrings, ctx.site.id, ctx.locale),
    loadStrings(carListStrings, ctx.site.id, ctx.locale),
    loadStrings(compareStrings, ctx.site.id, ctx.locale),
    loadStrings(favouritesStrings, ctx.site.id, ctx.locale),
    loadValueLabels(ctx.site, ctx.locale),
    similarCars(ctx.site.searchIndex, null, slug),
  ])
  const t = translator(messages)
  return (
    <section className={styles.notFound} data-testid="car-not-found" aria-labelledby="car-not-found-heading">
      <title>{ctx.titleTemplate.replace('%s', t('notFoundTitle'))}</title>
      <h1 id="car-not-found-heading" className={styles.title}>
        {t('notFoundTitle')}
      </h1>
      {similar.length ? <p>{t('notFoundText')}</p> : null}
      {similar.length ? (
        <ul className={list.grid} data-testid="car-not-found-similar">
          {carCards(
            similar,
            ctx,
            listMessages,
            { compare: compareMessages, favourites: favouritesMessages },
            carDisplay(ctx.site.searchIndex, ctx.locale, labels),
          ).map((card, i) => (
            <li key={i}>{card}</li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link
          href={carListWithKeyphrase(carListPath(ctx), keyphrase)}
          className={styles.buttonLink}
          data-testid="car-not-found-list"
        >
          {keyphrase ? t('notFoundSearch', { keyphrase }) : t('notFoundList')}
        </Link>
      </p>
    </section>
  )
}
