import type React from 'react'
import Link from 'next/link'
import { headers } from 'next/headers'
import { CarCard } from '@/features/cars/list/CarCard'
import type { CardCar } from '@/features/cars/list/queries'
import { carListStrings, type CarListMessages } from '@/features/cars/list/strings'
import { compareCarOf } from '@/features/cars/compare/card'
import { CompareToggle } from '@/features/cars/compare/CompareToggle'
import { compareStrings, type CompareMessages } from '@/features/cars/compare/strings'
import { savedCarOf } from '@/features/cars/favourites/card'
import { FavouriteToggle } from '@/features/cars/favourites/FavouriteToggle'
import { RecordVisit } from '@/features/cars/favourites/RecordVisit'
import { favouritesStrings, type FavouritesMessages } from '@/features/cars/favourites/strings'
import { carPath, carTitle, type CarDetail } from '@/features/cars/detail'
import { toFinanceCalculatorCar } from '@/features/cars/finance-view'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { carDisplay, inMarketLanguage, rowText, shownTexts, shownValue, type CarDisplay } from '@/features/cars/display'
import { INDEX_LANG, INDEX_ODOMETER_UNIT, LOCALE_LANG } from '@/sites/format'
import { formatMessage } from '@/i18n/message'
import { FinanceOffers } from '@/features/finance/components/FinanceOffers'
import { financeStrings } from '@/features/finance/strings'
import { LeadLink } from '@/features/leads/LeadLink'
import type { SiteContext } from '@/sites/context'
import { siteOrigin } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { pickLocale } from '@/sites/resolve'
import { pickMessages, translator } from '@/i18n/catalogue'
import { formatDate } from '@/i18n/date'
import { Price } from '@/ui/Price'
import { BackButton } from './BackButton'
import { CollapsibleBlock } from './CollapsibleBlock'
import { ContactSellerButton } from './ContactSellerButton'
import { GALLERY_KEYS } from './gallery-types'
import { carJsonLd, jsonLdText } from './json-ld'
import { MediaGallery } from './MediaGallery'
import { carDealer, dealerPagePath, otherTrims, similarCars } from './queries'
import { carPriceHistory } from '@/features/cars/price-history/queries'
import { PriceHistoryChart } from './PriceHistory'
import { RowsToggle } from './RowsToggle'
import {
  OVERVIEW_FIELDS,
  TECHNICAL_FIELDS,
  TECHNICAL_ROWS,
  DESCRIPTION_COLLAPSE_PX,
  detailLayout,
  equipmentCollapsePx,
  fieldLabelKey,
  filledRows,
  otherPackagesLimit,
  priceDisplay,
  sellersWithContact,
  telHref,
} from './rules'
import { SimilarCars } from './SimilarCars'
import { carDetailStrings } from './strings'
import styles from './CarDetail.module.css'

type Props = {
  ctx: SiteContext
  car: CarDetail
  /** The contact form (src/features/leads), placed in the contact section under #contact-form. */
  contactForm: React.ReactNode
  /** The button opening the contact form's popup variant (src/features/leads, spec 1 §4), beside the contact-seller button. */
  contactPopup: React.ReactNode
}

/** The car list's path in the page's language (the back button's fallback and the not-found view's button). */
export const carListPath = (ctx: SiteContext) =>
  localizedPath(ctx.route, ctx.locale, pickLocale<string>(ctx.site.pathToCarList, ctx.locale) ?? '/')
/** The car-detail base in the page's language, for links to other cars. */
export const carDetailBase = (ctx: SiteContext) =>
  localizedPath(ctx.route, ctx.locale, pickLocale<string>(ctx.site.carDetailBasePath, ctx.locale) ?? '/')

/** Cards of other cars (similar cars, the not-found view). */
export function carCards(
  cars: CardCar[],
  ctx: SiteContext,
  messages: CarListMessages,
  shortlists: { compare: CompareMessages; favourites: FavouritesMessages },
  display: CarDisplay,
) {
  const base = carDetailBase(ctx)
  return cars.map((car) => (
    <CarCard
      key={car.car_id}
      car={car}
      detailBase={base}
      display={display}
      messages={messages}
      compareMessages={shortlists.compare}
      favouritesMessages={shortlists.favourites}
      eager={false}
    />
  ))
}

/**
 * The car detail page (spec 1 §2 "Car detail"): back button, gallery with the media viewer, dealer link,
 * heading, price with VAT note, finance blocks, contact-seller button, overview, technical data, equipment,
 * other trims of a sample car, description, contact section with the form, similar cars; JSON-LD `Car`.
 * The layout follows the site's name (rules.ts `detailLayout`).
 */
export async function CarDetailPage({ ctx, car, contactForm, contactPopup }: Props) {
  const market = ctx.site.searchIndex
  const layout = detailLayout(ctx.site.name)
  const [
    messages,
    financeMessages,
    listMessages,
    compareMessages,
    favouritesMessages,
    labels,
    dealer,
    similar,
    trims,
    requestHeaders,
    history,
  ] = await Promise.all([
    loadStrings(carDetailStrings, ctx.site.id, ctx.locale),
    loadStrings(financeStrings, ctx.site.id, ctx.locale),
    loadStrings(carListStrings, ctx.site.id, ctx.locale),
    loadStrings(compareStrings, ctx.site.id, ctx.locale),
    loadStrings(favouritesStrings, ctx.site.id, ctx.locale),
    loadValueLabels(ctx.site, ctx.locale),
    carDealer(market, car.car_site_id),
    similarCars(market, car, car.slug),
    car.car_is_sample ? otherTrims(market, car) : Promise.resolve([]),
    headers(),
    carPriceHistory(market, car.car_id, ctx.locale, LOCALE_LANG[ctx.locale]),
  ])
  const dealerPage = dealer ? await dealerPagePath(ctx.site.id, ctx.locale, dealer.slug) : null
  const t = translator(messages)
  const display = carDisplay(market, ctx.locale, labels)
  const title = carTitle(car)
  const compare = translator(compareMessages)
  const price = priceDisplay(car)
  const finance = shownTexts(display, toFinanceCalculatorCar(car, new Date()))
  const hasFinance = Boolean(
    finance.ukFinance ||
    finance.loan ||
    finance.companyLeasing ||
    finance.privateLeasing ||
    finance.leasingItems.length,
  )
  const formatDay = (iso: string) => formatDate(iso, ctx.locale)
  const shown = (row: { field: string; value: string }) => ({
    ...row,
    value: rowText(display, row.field, row.value, car),
  })
  const overview = filledRows(car, OVERVIEW_FIELDS, formatDay).map(shown)
  const technical = filledRows(car, TECHNICAL_FIELDS, formatDay).map(shown)
  const sellers = sellersWithContact(car.car_sellers)
  const images = car.car_images?.length
    ? car.car_images.map((i) => ({ src: i.original, blur: i.blur_data_url || null }))
    : car.car_primary_image
      ? [{ src: car.car_primary_image.thumbnail_url, blur: car.car_primary_image.blur_data_url || null }]
      : []
  const origin = siteOrigin(ctx.route, requestHeaders)
  const base = carDetailBase(ctx)
  const jsonLd = carJsonLd(car, origin, `${origin}${carPath(base, car)}`)
  // Labels name the market's units (0–100 km/h, or 0–62 mph in the UK), whatever the page's language.
  const units = INDEX_ODOMETER_UNIT[market] === 'miles' ? 'imperial' : 'metric'
  const label = (field: string): string => {
    const template = (messages as Record<string, string>)[fieldLabelKey(field)]
    return template === undefined ? field : formatMessage(template, { units }, { locale: ctx.locale })
  }

  return (
    <article className={styles.page} data-layout={layout} data-car-id={car.car_id} data-testid="car-detail">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <div className={styles.topBar}>
        <BackButton listHref={carListPath(ctx)} label={t('back')} />
      </div>
      <div className={styles.layout}>
        <div className={styles.media}>
          <MediaGallery
            images={images}
            title={title}
            siteKey={ctx.site.key}
            regNo={car.car_regno ?? null}
            t={pickMessages(messages, GALLERY_KEYS)}
          />
        </div>

        <div className={styles.summary}>
          {car.car_site_name ? (
            <p className={styles.dealerLink}>
              {dealerPage ? (
                <Link href={localizedPath(ctx.route, ctx.locale, dealerPage)}>
                  {t('atDealer', { name: car.car_site_name })}
                </Link>
              ) : (
                t('atDealer', { name: car.car_site_name })
              )}
            </p>
          ) : null}
          <h1 className={styles.title}>
            {car.car_brand} {car.car_model}
            {car.car_version ? (
              <>
                {' '}
                <span className={styles.version}>{car.car_version}</span>
              </>
            ) : null}
          </h1>
          {car.car_is_sample ? <p className={styles.sample}>{t('sampleCar')}</p> : null}
          <div className={styles.priceBlock} data-testid="car-price">
            <p className={styles.priceTitle}>{price.retail ? t('campaignPrice') : t('price')}</p>
            <Price
              amount={price.amount}
              market={market}
              lang={display.lang}
              retail={price.retail}
              retailLabel={t('retailPrice')}
              className={styles.price}
            />
            <p className={styles.vat} data-testid="car-vat">
              {price.exVat ? t('vatExcluded') : t('vatIncluded')}
              {car.car_vat_eligible && !price.exVat ? ` · ${t('vatDeductible')}` : null}
            </p>
            {history?.drop ? (
              <p className={styles.priceDrop} data-testid="car-price-drop">
                {t('priceLoweredBy', { amount: history.drop.amount, day: history.drop.day })}
              </p>
            ) : null}
            {history?.daysInStock != null ? (
              <p className={styles.inStock} data-testid="car-days-in-stock">
                {t('daysInStock', { days: history.daysInStock })}
              </p>
            ) : null}
            {car.car_campaigns?.length ? (
              <ul className={styles.campaigns}>
                {car.car_campaigns.map((line) => (
                  <li key={line}>{shownValue(display, line)}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className={styles.actions}>
            <ContactSellerButton label={t('contactSeller')} />
            {contactPopup}
            <CompareToggle
              car={compareCarOf(car, carPath(carDetailBase(ctx), car), display)}
              market={market}
              lang={display.lang}
              text={compare('toggle')}
              label={compare('toggleCar', { car: title })}
            />
            <FavouriteToggle
              car={savedCarOf(car)}
              label={translator(favouritesMessages)('toggleCar', { car: title })}
            />
            <RecordVisit car={savedCarOf(car)} />
          </div>
          {hasFinance ? (
            <section className={styles.finance} aria-labelledby="car-finance" data-testid="car-finance">
              <h2 id="car-finance" className={styles.sectionTitle}>
                {t('finance')}
              </h2>
              <FinanceOffers car={finance} locale={ctx.locale} messages={financeMessages} />
            </section>
          ) : null}
        </div>

        <div className={styles.sections}>
          {overview.length ? (
            <section id="overview" className={styles.section} aria-labelledby="overview-heading">
              <h2 id="overview-heading" className={styles.sectionTitle}>
                {t('overview')}
              </h2>
              <dl className={styles.overview} data-testid="car-overview">
                {overview.map((row) => (
                  <div key={row.field}>
                    <dt>{label(row.field)}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          {history?.chart ? (
            <section className={styles.section} aria-labelledby="price-history-heading" data-testid="car-price-history">
              <h2 id="price-history-heading" className={styles.sectionTitle}>
                {t('priceHistory')}
              </h2>
              <PriceHistoryChart
                chart={history.chart}
                prices={history.prices}
                texts={{
                  title: t('priceChartTitle', { from: history.chart.fromText, to: history.chart.toText }),
                  description: t('priceChartDesc', { min: history.chart.minText, max: history.chart.maxText }),
                  caption: t('priceHistory'),
                  date: t('priceHistoryDate'),
                  price: t('price'),
                  today: t('today'),
                }}
              />
            </section>
          ) : null}

          {technical.length ? (
            <section className={styles.section} aria-labelledby="technical-heading">
              <h2 id="technical-heading" className={styles.sectionTitle}>
                {t('technicalData')}
              </h2>
              <RowsToggle
                as="dl"
                className={styles.rows}
                testId="car-technical"
                limit={TECHNICAL_ROWS}
                more={t('showMore')}
                less={t('showLess')}
                rows={technical.map((row) => (
                  <div key={row.field}>
                    <dt>{label(row.field)}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              />
            </section>
          ) : null}

          {car.car_equipment?.length ? (
            <section id="equipment" className={styles.section} aria-labelledby="equipment-heading">
              <h2 id="equipment-heading" className={styles.sectionTitle}>
                {t('equipment')}
              </h2>
              <CollapsibleBlock
                limitPx={equipmentCollapsePx(layout)}
                more={t('showMore')}
                less={t('showLess')}
                testId="car-equipment"
              >
                <ul className={styles.equipment}>
                  {car.car_equipment.map((item) => (
                    <li key={item}>{shownValue(display, item)}</li>
                  ))}
                </ul>
              </CollapsibleBlock>
            </section>
          ) : null}

          {trims.length ? (
            <section className={styles.section} aria-labelledby="trims-heading">
              <h2 id="trims-heading" className={styles.sectionTitle}>
                {t('otherTrims')}
              </h2>
              <RowsToggle
                as="ul"
                className={styles.trims}
                testId="car-trims"
                limit={otherPackagesLimit(trims.length)}
                more={t('showAllTrims', { n: trims.length })}
                less={t('showLess')}
                rows={trims.map((trim) => (
                  <li key={trim.car_id}>
                    <Link href={carPath(base, trim)}>
                      {trim.car_trim_package || `${car.car_brand} ${car.car_model}`}
                    </Link>
                  </li>
                ))}
              />
            </section>
          ) : null}

          {car.car_description ? (
            <section className={styles.section} aria-labelledby="description-heading">
              <h2 id="description-heading" className={styles.sectionTitle}>
                {t('description')}
              </h2>
              <CollapsibleBlock
                limitPx={DESCRIPTION_COLLAPSE_PX}
                more={t('showMore')}
                less={t('showLess')}
                testId="car-description"
              >
                {/* The dealer's own text, in the market's language on every page: marked as such (screen readers, translators). */}
                <div className={styles.description} lang={inMarketLanguage(display) ? undefined : INDEX_LANG[market]}>
                  {car.car_description.split(/\n{2,}/).map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              </CollapsibleBlock>
            </section>
          ) : null}

          <section id="contact" className={styles.section} aria-labelledby="contact-heading" data-testid="car-contact">
            <h2 id="contact-heading" className={styles.sectionTitle}>
              {t('contact')}
            </h2>
            {dealer ? (
              <div className={styles.dealer}>
                <p className={styles.dealerName}>{dealer.site_official_name}</p>
                {dealer.site_street || dealer.site_city ? (
                  <p>
                    <span className={styles.label}>{t('address')}: </span>
                    {[dealer.site_street, [dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')]
                      .filter(Boolean)
                      .join(', ')}
                  </p>
                ) : null}
                {dealer.site_phone ? (
                  <p>
                    <span className={styles.label}>{t('phone')}: </span>
                    <LeadLink href={telHref(dealer.site_phone)} carId={car.car_id} channel="phone">
                      {dealer.site_phone}
                    </LeadLink>
                  </p>
                ) : null}
                {dealer.site_email ? (
                  <p>
                    <span className={styles.label}>{t('email')}: </span>
                    <LeadLink href={`mailto:${dealer.site_email}`} carId={car.car_id} channel="email">
                      {dealer.site_email}
                    </LeadLink>
                  </p>
                ) : null}
                {dealerPage ? (
                  <p>
                    <Link href={localizedPath(ctx.route, ctx.locale, dealerPage)} data-testid="car-dealer-page">
                      {t('dealerPage')}
                    </Link>
                  </p>
                ) : null}
              </div>
            ) : null}
            {sellers.length ? (
              <>
                <h3 className={styles.subTitle}>{t('sellers')}</h3>
                <ul className={styles.sellers} data-testid="car-sellers">
                  {sellers.map((seller) => (
                    <li key={`${seller.name}-${seller.email}-${seller.phone}`}>
                      <span className={styles.sellerName}>{seller.name}</span>
                      {seller.phone ? (
                        <LeadLink href={telHref(seller.phone)} carId={car.car_id} channel="phone">
                          {seller.phone}
                        </LeadLink>
                      ) : null}
                      {seller.email ? (
                        <LeadLink href={`mailto:${seller.email}`} carId={car.car_id} channel="email">
                          {seller.email}
                        </LeadLink>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {contactForm}
          </section>
        </div>
      </div>
      {similar.length ? (
        <SimilarCars
          heading={car.car_is_sample ? t('sampleSimilarCars') : t('similarCars')}
          openLabel={t('openSimilar')}
          closeLabel={t('closeSimilar')}
          cards={carCards(
            similar,
            ctx,
            listMessages,
            { compare: compareMessages, favourites: favouritesMessages },
            display,
          )}
        />
      ) : null}
    </article>
  )
}
