import { parseHours, parseWeekdays } from './hours'
import type { ScheduleLike as OpeningSchedule } from './schedule'
import { parseGeocoord } from './validation'

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

type Source = {
  site_official_name: string
  site_street?: string | null
  site_zip?: string | null
  site_city?: string | null
  site_phone?: string | null
  site_email?: string | null
  site_geocoord?: string | null
  site_brands?: { name: string }[] | null
}

/** schema.org opening hours of a schedule's weekly rows (closed and unreadable rows are left out). */
export function openingHoursSpecification(schedule: OpeningSchedule | null | undefined) {
  return (schedule?.openinghours ?? []).flatMap((row) => {
    const hours = parseHours(row.displayText)
    const days = parseWeekdays(row.day)
    if (!hours || hours === 'closed' || days.length === 0) return []
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days.map((d) => DAY_NAMES[d]),
        opens: clock(hours.open),
        closes: clock(hours.close),
      },
    ]
  })
}

/** The AutoDealer (a LocalBusiness) JSON-LD of a site page, with the sales department's hours. */
export function dealerJsonLd(
  site: Source,
  url: string,
  image: string | null,
  schedule: OpeningSchedule | null | undefined,
  country: string,
) {
  const geo = parseGeocoord(site.site_geocoord)
  const hours = openingHoursSpecification(schedule)
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: site.site_official_name,
    url,
    ...(image ? { image } : {}),
    ...(site.site_phone ? { telephone: site.site_phone } : {}),
    ...(site.site_email ? { email: site.site_email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.site_street ?? undefined,
      postalCode: site.site_zip ?? undefined,
      addressLocality: site.site_city ?? undefined,
      addressCountry: country,
    },
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
    ...(site.site_brands?.length ? { brand: site.site_brands.map((b) => ({ '@type': 'Brand', name: b.name })) } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  }
}
