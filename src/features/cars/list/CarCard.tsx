import Image from 'next/image'
import Link from 'next/link'
import { formatMonthly, formatPercent, formatPrice, PER_MONTH } from '@/sites/format'
import { budgetOffer, type PcpBudgetOffer } from '@/features/finance/budget'
import { mileageText, shownValue, type CarDisplay } from '@/features/cars/display'
import { blurBackdrop } from '@/features/media/blur-backdrop'
import { translator } from '@/i18n/catalogue'
import { Price } from '@/ui/Price'
import { carPath } from '@/features/cars/detail'
import { compareCarOf } from '@/features/cars/compare/card'
import { CompareToggle } from '@/features/cars/compare/CompareToggle'
import { isRecentDrop } from '@/features/cars/price-history/rules'
import type { CompareMessages } from '@/features/cars/compare/strings'
import { savedCarOf } from '@/features/cars/favourites/card'
import { FavouriteToggle } from '@/features/cars/favourites/FavouriteToggle'
import type { FavouritesMessages } from '@/features/cars/favourites/strings'
import type { CardCar } from './queries'
import type { CarListMessages } from './strings'
import styles from './CarList.module.css'

/** Grid columns (CarList.module.css): one below 768 px, two to 1024, three to 1280, four above. */
const SIZES = '(min-width: 1280px) 20rem, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw'

/** The lowest monthly cost the car is offered at: loan, else private, else company leasing (spec 1 §2 card). */
export const monthlyCost = (car: CardCar) =>
  car.car_loan_monthly_cost ?? car.car_privateleasing_monthly_cost ?? car.car_companyleasing_monthly_cost ?? null

/** Pounds and pence as a quotation states them ('£312.47'); whole pounds without pence ('£2,500'). */
const pounds = (value: number, display: CarDisplay) =>
  formatPrice(value, display.market, display.lang, Number.isInteger(value) ? 0 : 2)

/**
 * The monthly line: under a budget, the figure the budget was compared with and what it assumes ("Från 3 450 kr/mån
 * · 20 % kontant · 36 mån"; "From £312.47/month · PCP · £2,500 deposit · 36 months · 9,000 miles a year · optional
 * final payment £9,876.00"), so a visitor sees why the car fits; otherwise the lowest monthly cost offered. The PCP
 * offer is the one the index priced (car_pcp_offer), so the card states the very figure the budget was compared with.
 */
function monthlyLine(car: CardCar, budget: boolean, display: CarDisplay, messages: CarListMessages): string | null {
  const t = translator(messages)
  const offer = budget
    ? budgetOffer(car.car_loan_option ?? null, car.car_leasing_options ?? [], car.car_pcp_offer ?? null)
    : null
  if (offer) {
    if (offer.product === 'pcp') {
      const pcp = offer as PcpBudgetOffer
      return t('budgetPcp', {
        amount: `${pounds(pcp.monthly, display)}${PER_MONTH[display.lang]}`,
        deposit: pounds(pcp.deposit, display),
        months: pcp.months,
        miles: pcp.annualMileage,
        final: pounds(pcp.finalPayment, display),
      })
    }
    const amount = formatMonthly(offer.monthly, display.market, display.lang)
    return offer.product === 'loan'
      ? t('budgetLoan', { amount, cash: formatPercent(offer.cashPercent, display.lang), months: offer.months })
      : t('budgetLease', { amount, months: offer.months })
  }
  const monthly = monthlyCost(car)
  return monthly === null ? null : t('monthlyFrom', { amount: formatMonthly(monthly, display.market, display.lang) })
}

/**
 * One car of the list: picture with blur placeholder, brand/model/version, price with the
 * retail price struck through under a campaign (vans: both without VAT), monthly cost, key facts, dealer city, and a
 * "Price lowered" badge while the index says its last price change was a drop of the last 30 days.
 * The title link covers the card; the compare toggle and the favourite heart (over the picture) sit above it. `budget`: the list is filtered by a monthly budget.
 */
type Props = {
  car: CardCar
  detailBase: string
  display: CarDisplay
  messages: CarListMessages
  compareMessages: CompareMessages
  favouritesMessages: FavouritesMessages
  eager: boolean
  budget?: boolean
  distance?: string | null
}

/** `distance`: how far the dealer site is ("12 km") when the list measures from a place or the visitor. */
export function CarCard({
  car,
  detailBase,
  display,
  messages,
  compareMessages,
  favouritesMessages,
  eager,
  budget = false,
  distance = null,
}: Props) {
  const { market, lang } = display
  const image = car.car_primary_image
  const title = `${car.car_brand} ${car.car_model}`
  const retail = car.car_has_campaign_price
    ? car.car_vehicle_type_code === 'LCV'
      ? car.car_retail_price_exkl_vat
      : car.car_retail_price
    : null
  const monthly = monthlyLine(car, budget, display, messages)
  const facts = [
    String(car.car_year),
    mileageText(display, car),
    car.car_fuel && shownValue(display, car.car_fuel),
    car.car_gearbox && shownValue(display, car.car_gearbox),
  ].filter(Boolean)
  const href = carPath(detailBase, car)
  const compare = translator(compareMessages)
  const lowered = isRecentDrop(car.car_price_lowered_at, new Date())
  return (
    <article className={styles.card} data-car-id={car.car_id}>
      <div className={styles.media} style={blurBackdrop(image?.blur_data_url)}>
        {image ? <Image src={image.thumbnail_url} alt="" fill sizes={SIZES} priority={eager} /> : null}
        {lowered ? (
          <p className={styles.badge} data-testid="car-price-lowered">
            {messages.priceLowered}
          </p>
        ) : null}
        <FavouriteToggle
          car={savedCarOf(car)}
          label={translator(favouritesMessages)('toggleCar', { car: title })}
          className={styles.favourite}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.cardTitle}>
          <Link href={href} className={styles.cardLink}>
            {title}
          </Link>
        </h3>
        {car.car_version ? <p className={styles.version}>{car.car_version}</p> : null}
        <Price
          amount={car.car_price}
          market={market}
          lang={lang}
          retail={retail}
          retailLabel={messages.retailPrice}
          className={styles.price}
        />
        {monthly !== null ? (
          <p className={styles.monthly} data-testid="car-card-monthly">
            {monthly}
          </p>
        ) : null}
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className={styles.city}>
          {car.car_site_city}
          {distance ? <span data-testid="car-distance"> · {distance}</span> : null}
        </p>
        <CompareToggle
          car={compareCarOf(car, href, display)}
          market={market}
          lang={lang}
          text={compare('toggle')}
          label={compare('toggleCar', { car: title })}
          className={styles.compare}
        />
      </div>
    </article>
  )
}
