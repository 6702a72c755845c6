import styles from '@/shell/KindView.module.css'
import type { DealerDetail } from './detail'

/** A dealer site's name and how to reach it (spec 1 §2 "Site detail"; issue 15 adds map, hours, staff, cars). */
export function DealerDetailView({ dealer }: { dealer: DealerDetail }) {
  return (
    <div className={styles.view} data-dealer-slug={dealer.slug}>
      <h1 className={styles.title}>{dealer.site_official_name}</h1>
      <address>
        {dealer.site_street}
        <br />
        {[dealer.site_zip, dealer.site_city].filter(Boolean).join(' ')}
      </address>
      <ul className={styles.facts}>
        {/* spec 1 §5: contact links only when the value exists. */}
        {dealer.site_phone ? (
          <li>
            <a href={`tel:${dealer.site_phone.replace(/\s+/g, '')}`}>{dealer.site_phone}</a>
          </li>
        ) : null}
        {dealer.site_email ? (
          <li>
            <a href={`mailto:${dealer.site_email}`}>{dealer.site_email}</a>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
