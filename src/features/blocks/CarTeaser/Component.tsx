import Link from 'next/link'
import type { CSSProperties } from 'react'
import { CarCard } from '@/features/cars/list/CarCard'
import type { CardCar } from '@/features/cars/list/queries'
import { carListStrings } from '@/features/cars/list/strings'
import { compareStrings } from '@/features/cars/compare/strings'
import { favouritesStrings } from '@/features/cars/favourites/strings'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { carDisplay } from '@/features/cars/display'
import { translator } from '@/i18n/catalogue'
import { indexName } from '@/features/search/indices'
import { searchCars } from '@/features/search/queries'
import { localizedPath } from '@/sites/host-table'
import { pickLocale, siteByKey } from '@/sites/resolve'
import { contentBlockStrings } from '../shared/content-strings'
import { TeaserCarousel } from '../shared/lazy'
import type { BlockProps } from '../types'
import { teaserQuery, type TeaserSettings } from './query'
import { QUERY_CARD_WIDTH_PX } from './rules'
import styles from './CarTeaser.module.css'
import { log } from '@/platform/log/logger'

/** Spec 2 §7.3, §8: "Car teaser fetch failure: nothing is rendered." The search read declares the `cars` render tag. */
async function teaserCars(query: NonNullable<ReturnType<typeof teaserQuery>>): Promise<CardCar[]> {
  try {
    return (await searchCars(query)).content as unknown as CardCar[]
  } catch (error) {
    log.error({ err: error }, 'car teaser query failed')
    return []
  }
}

/**
 * A car teaser list (spec 2 §2.6, §7.3, §9): fixed cars in the order listed (a grid), or a predefined query
 * such as the cars of the week (a carousel of 315 px cards: spec 1 §2, §4). The car list's cards, server-rendered;
 * only the page's first block loads its first picture at once (a teaser below the hero must not compete with it).
 */
export async function CarTeaserComponent({ block, ctx }: BlockProps<'carTeaser'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const query = teaserQuery(indexName('cars', site.searchIndex), block as TeaserSettings)
  if (!query) return null
  const [cars, messages, compare, favourites, texts, labels] = await Promise.all([
    teaserCars(query),
    loadStrings(carListStrings, site.id, ctx.locale),
    loadStrings(compareStrings, site.id, ctx.locale),
    loadStrings(favouritesStrings, site.id, ctx.locale),
    loadStrings(contentBlockStrings, site.id, ctx.locale),
    loadValueLabels(site, ctx.locale),
  ])
  const display = carDisplay(site.searchIndex, ctx.locale, labels)
  if (cars.length === 0) return null
  const detailBase = localizedPath(site, ctx.locale, pickLocale<string>(site.carDetailBasePath, ctx.locale) ?? '/')
  const Heading = block.titleTag ?? 'h2'
  const headingId = `car-teaser-${block.id ?? 'list'}`
  const row = block.source !== 'Ids'
  const t = translator(texts)
  return (
    <section
      className={`${styles.teaser} ${block.hasMarginTop === false ? '' : styles.marginTop}`}
      data-testid="car-teaser"
      data-layout={row ? 'row' : 'grid'}
      aria-labelledby={headingId}
      aria-roledescription={row ? texts.teaserCarouselRole : undefined}
      style={{ '--teaser-card-width': `${QUERY_CARD_WIDTH_PX}px` } as CSSProperties}
    >
      {/* The cards' titles are h3: without the editor's title the list still has its heading (heading order). */}
      <Heading id={headingId} className={block.title ? styles.heading : styles.visuallyHidden}>
        {block.title || messages.cars}
      </Heading>
      {row ? (
        <TeaserCarousel count={cars.length} messages={texts}>
          {cars.map((car, i) => (
            <div
              key={car.car_id}
              className={styles.slide}
              role="group"
              aria-roledescription={texts.teaserSlideRole}
              aria-label={t('teaserSlide', { n: i + 1, total: cars.length })}
              data-testid="teaser-slide"
            >
              <CarCard
                car={car}
                detailBase={detailBase}
                display={display}
                messages={messages}
                compareMessages={compare}
                favouritesMessages={favourites}
                eager={i === 0 && Boolean(ctx.first)}
              />
            </div>
          ))}
        </TeaserCarousel>
      ) : (
        <ul className={styles.list}>
          {cars.map((car) => (
            <li key={car.car_id} className={styles.item}>
              <CarCard
                car={car}
                detailBase={detailBase}
                display={display}
                messages={messages}
                compareMessages={compare}
                favouritesMessages={favourites}
                eager={false}
              />
            </li>
          ))}
        </ul>
      )}
      {block.link?.href ? (
        <Link
          className={styles.more}
          href={block.link.href}
          target={block.link.newTab ? '_blank' : undefined}
          rel={block.link.newTab ? 'noopener' : undefined}
        >
          {block.link.label || texts.showAllCars}
        </Link>
      ) : null}
    </section>
  )
}
