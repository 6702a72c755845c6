import Image from 'next/image'
import { Mail, MapPin, Navigation, Phone } from 'lucide-react'
import type { Locale } from '@/cms/locales'
import { carPath, carTitle } from '@/features/cars/detail'
import { labelOf } from '@/features/cars/value-labels'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { upcomingDays, type UpcomingDeviation, type UpcomingVacation } from '@/features/dealers/calendar'
import { hoursShownUntil, openState } from '@/features/dealers/hours'
import { dealerJsonLd } from '@/features/dealers/json-ld'
import { dealerStrings } from '@/features/dealers/strings'
import { localTime } from '@/features/dealers/local-time'
import { parseGeocoord } from '@/features/dealers/validation'
import type { SiteRecord } from '@/features/search/site-schema'
import { INDEX_TIME_ZONE, type SearchIndex } from '@/sites/markets'
import { translator, type TemplatesOf, type Translate } from '@/i18n/catalogue'
import { formatDate } from '@/i18n/date'
import { LazyMap } from '@/features/maps/LazyMap.client'
import { declareRenderDeadline } from '@/platform/render-cache/declare'
import { directionsUrl, mapStyleUrl, siteView } from '@/features/maps/view'
import { Disclosure } from '@/ui/Disclosure'
import { EmailLink } from '@/ui/EmailLink'
import { siteCars } from './queries'
import styles from './DealerPage.module.css'

type Props = {
  site: SiteRecord
  websiteId: number
  market: SearchIndex
  country: string
  locale: Locale
  /** Absolute URL of this page (JSON-LD). */
  url: string
  carDetailBase: string | null
  carListPath: string | null
  /** The website's service booking page; on the Swedish site its buttons carry lat and lng (spec 1 §2). */
  bookingPath: string | null
  now: Date
}

type Dept = NonNullable<SiteRecord['site_departments']>[number]
type T = Translate<TemplatesOf<typeof dealerStrings>>

const tel = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/** A site page (spec 1 §2 "Site detail"): how to reach it, its departments and hours, staff, brands and latest cars. */
export async function DealerPage({
  site,
  websiteId,
  market,
  country,
  locale,
  url,
  carDetailBase,
  carListPath,
  bookingPath,
  now,
}: Props) {
  const [messages, cars, labels] = await Promise.all([
    loadStrings(dealerStrings, websiteId, locale),
    siteCars(market, site.site_id),
    loadValueLabels({ id: websiteId, searchIndex: market }, locale),
  ])
  const t = translator(messages)
  // Hours, holidays, department names and titles are written in the market's language: on the site's other
  // languages they show through the site's dictionary (src/features/cars/value-labels.ts).
  const say = (text: string) => labelOf(labels, text)
  const timeZone = INDEX_TIME_ZONE[market]
  const today = localTime(now, timeZone).date
  const geo = parseGeocoord(site.site_geocoord)
  const address = [site.site_street, [site.site_zip, site.site_city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  const directions = directionsUrl(geo, address)
  const image = site.site_primary_image?.url ?? site.site_image_url ?? null
  const departments = site.site_departments ?? []
  // A stored copy of the page must not outlive the open or closed state and the days it shows.
  declareRenderDeadline(
    hoursShownUntil(
      departments.map((d) => d.openingschedule),
      now,
      timeZone,
    ).getTime(),
  )
  const staff = departments.flatMap((d) =>
    (d.users ?? []).map((u) => ({ ...u, title: u.title ? say(u.title) : u.title, department: say(d.name) })),
  )
  const days = mergeUpcoming(departments.map((d) => upcomingDays(d.openingschedule, today)))
  const sales = departments.find((d) => d.group === 'New cars' || d.group === 'Used cars') ?? departments[0]
  const jsonLd = dealerJsonLd(site, url, image, sales?.openingschedule, country)
  const booking = bookingPath
    ? geo
      ? `${bookingPath}?${new URLSearchParams({ lat: String(geo.lat), lng: String(geo.lng) })}`
      : bookingPath
    : null
  const carList =
    carListPath &&
    `${carListPath}?${new URLSearchParams({ ...(site.site_city ? { car_site_city: site.site_city } : {}), car_site_name: site.site_official_name })}`

  return (
    <div className={styles.page} data-dealer-slug={site.slug} data-testid="dealer-detail">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <header className={styles.hero}>
        {image ? (
          <div className={styles.heroMedia}>
            <Image
              src={image}
              alt={site.site_primary_image?.alt ?? ''}
              fill
              priority
              sizes="(min-width: 1280px) 1280px, 100vw"
            />
          </div>
        ) : null}
        <h1 className={styles.title}>{site.site_official_name}</h1>
      </header>

      <section className={styles.contact} aria-label={t('directions')} data-testid="dealer-contact">
        <p className={styles.line}>
          <MapPin aria-hidden="true" size={18} />
          <span>{address}</span>
        </p>
        {directions ? (
          <p className={styles.line}>
            <Navigation aria-hidden="true" size={18} />
            <a href={directions} rel="noopener" target="_blank" data-testid="dealer-directions">
              {t('directions')}
            </a>
          </p>
        ) : null}
        {/* spec 1 §5: contact links only when the value exists. */}
        {site.site_phone ? (
          <p className={styles.line}>
            <Phone aria-hidden="true" size={18} />
            <a href={tel(site.site_phone)}>{site.site_phone}</a>
          </p>
        ) : null}
        {site.site_email ? (
          <p className={styles.line} data-testid="dealer-email">
            <Mail aria-hidden="true" size={18} />
            <EmailLink email={site.site_email} />
          </p>
        ) : null}
        {booking ? (
          <a className={styles.button} href={booking} data-testid="dealer-book-service">
            {t('bookService')}
          </a>
        ) : null}
      </section>

      {departments.length ? (
        <section aria-labelledby="dealer-departments" data-testid="dealer-departments">
          <h2 id="dealer-departments">{t('departments')}</h2>
          <ul className={styles.departments}>
            {departments.map((d) => (
              <li key={d.id ?? d.name} className={styles.department} data-testid="dealer-department">
                <Department dept={d} t={t} say={say} now={now} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {days.vacations.length || days.deviations.length ? (
        <section aria-labelledby="dealer-vacations" data-testid="dealer-vacations">
          <h2 id="dealer-vacations">{t('vacations')}</h2>
          <ul className={styles.plain}>
            {days.vacations.map((v) => (
              <li key={`${v.title}-${v.start}`}>
                <strong>
                  {t('vacationPeriod', {
                    title: say(v.title),
                    start: formatDate(v.start, locale),
                    end: formatDate(v.end, locale),
                  })}
                </strong>
                {v.days.length ? (
                  <ul className={styles.days}>
                    {v.days.map((d) => (
                      <li key={d.date}>
                        {formatDate(d.date, locale)}: {say(d.text)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            {days.deviations.map((d) => (
              <li key={d.date} data-testid="dealer-deviation">
                {formatDate(d.date, locale)}: {say(d.text)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* Spec 1 §7 maps service: the site's marker, or the default centre without coordinates; zoom 12. Below the
          opening hours, so the first screen (LCP) never waits for MapLibre. */}
      <LazyMap
        label={t('map', { name: site.site_official_name })}
        name="dealer"
        styleUrl={mapStyleUrl()}
        view={siteView(geo)}
        markers={geo ? [{ id: site.site_id, lat: geo.lat, lng: geo.lng, label: site.site_official_name }] : []}
        fallback={
          <p className={`${styles.line} ${styles.wrap}`}>
            <MapPin aria-hidden="true" size={18} />
            <span>{address}</span>
            {directions ? (
              <a href={directions} rel="noopener" target="_blank">
                {t('directions')}
              </a>
            ) : null}
          </p>
        }
      />

      {site.site_brands?.length ? (
        <section aria-labelledby="dealer-brands">
          <h2 id="dealer-brands">{t('brands')}</h2>
          <ul className={styles.brands} data-testid="dealer-brands">
            {site.site_brands.map((b) => (
              <li key={b.brand_code}>{b.name}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {staff.length ? (
        <section aria-labelledby="dealer-staff" data-testid="dealer-staff">
          <h2 id="dealer-staff">{t('staff')}</h2>
          <Disclosure summary={t('showStaff', { n: staff.length })}>
            <ul className={styles.staff}>
              {staff.map((u, i) => (
                <li key={`${u.first_name}-${u.last_name}-${i}`} className={styles.person}>
                  <strong>
                    {u.first_name} {u.last_name}
                  </strong>
                  <span>{[u.title, u.department].filter(Boolean).join(', ')}</span>
                  {u.phone ? <a href={tel(u.phone)}>{u.phone}</a> : null}
                  {u.email ? <EmailLink email={u.email} /> : null}
                </li>
              ))}
            </ul>
          </Disclosure>
        </section>
      ) : null}

      {cars.length && carDetailBase ? (
        <section aria-labelledby="dealer-cars" data-testid="dealer-cars">
          <h2 id="dealer-cars">{t('latestCars')}</h2>
          <ul className={styles.cars}>
            {cars.map((car) => (
              <li key={car.car_id} className={styles.car} data-testid="dealer-car">
                {car.car_primary_image ? (
                  <Image
                    src={car.car_primary_image.thumbnail_url}
                    alt=""
                    width={320}
                    height={213}
                    sizes="(min-width: 1024px) 25vw, 50vw"
                  />
                ) : null}
                <a href={carPath(carDetailBase, car)} className={styles.carLink}>
                  {carTitle(car)}
                </a>
                <span>{car.car_price_text}</span>
              </li>
            ))}
          </ul>
          {carList ? (
            <a className={styles.button} href={carList} data-testid="dealer-all-cars">
              {t('allCars', { name: site.site_official_name })}
            </a>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

function Department({
  dept,
  t,
  say,
  now,
  timeZone,
}: {
  dept: Dept
  t: T
  say: (text: string) => string
  now: Date
  timeZone: string
}) {
  const state = openState(dept.openingschedule, now, timeZone)
  const stateText =
    state.state === 'open'
      ? t('openNow', { time: state.closesAt })
      : state.state === 'closed'
        ? state.opensAt
          ? t('opensAt', { time: state.opensAt })
          : t('closedNow')
        : null
  return (
    <>
      <h3 className={styles.deptName}>{say(dept.official_name || dept.name)}</h3>
      {stateText ? (
        <p className={styles.state} data-state={state.state} data-testid="dealer-open-state">
          {stateText}
        </p>
      ) : null}
      {dept.phone ? <a href={tel(dept.phone)}>{dept.phone}</a> : null}
      {dept.email ? <EmailLink email={dept.email} /> : null}
      {dept.openingschedule?.openinghours?.length ? (
        <dl className={styles.hours} aria-label={t('openingHours')}>
          {dept.openingschedule.openinghours.map((row) => (
            <div key={row.id ?? row.day} className={styles.hoursRow}>
              <dt>{say(row.day)}</dt>
              <dd>{say(row.displayText)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  )
}

/** Departments usually share holidays: one list for the site, each period and day once. */
function mergeUpcoming(lists: { vacations: UpcomingVacation[]; deviations: UpcomingDeviation[] }[]) {
  const vacations = new Map<string, UpcomingVacation>()
  const deviations = new Map<string, UpcomingDeviation>()
  for (const list of lists) {
    for (const v of list.vacations)
      if (!vacations.has(`${v.title}|${v.start}`)) vacations.set(`${v.title}|${v.start}`, v)
    for (const d of list.deviations)
      if (!deviations.has(`${d.date}|${d.text}`)) deviations.set(`${d.date}|${d.text}`, d)
  }
  return {
    vacations: [...vacations.values()].sort((a, b) => a.start.localeCompare(b.start)),
    deviations: [...deviations.values()].sort((a, b) => a.date.localeCompare(b.date)),
  }
}
