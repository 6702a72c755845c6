import { AlertTriangle } from 'lucide-react'
import { Button } from '@/ui/Button'
import { translator } from '@/i18n/catalogue'
import { ScreenHeading, StationContact } from './parts'
import type { TyreHotelMessages } from './strings'
import type { Vehicle } from './types'
import { formatDepth, hasWarning, mapSearchUrl, needsReplacement, positionLabel, tyreSize } from './vehicle'
import styles from './TyreHotel.module.css'

type Props = {
  t: TyreHotelMessages
  locale: string
  vehicle: Vehicle
  links: { facilities: string | null; tireInfo: string | null }
  onBook: () => void
  onOtherCar: () => void
}

/** LoggedIn (spec 2 §2.5, §8): vehicle, stored tyres with warnings and the tread-depth card, station, package. */
export function LoggedInScreen({ t, locale, vehicle, links, onBook, onOtherCar }: Props) {
  const tr = translator(t)
  const station = vehicle.location
  return (
    <div className={styles.screen} data-testid="screen-logged-in">
      <ScreenHeading>{t.loggedInHeading}</ScreenHeading>
      {needsReplacement(vehicle.tires) ? (
        <div className={styles.errorCard} data-testid="tread-card">
          <p>
            <AlertTriangle aria-hidden="true" size={20} className={styles.icon} /> {t.treadWarning}
          </p>
          <a href={`mailto:${station.email}`} className={styles.inlineLink}>
            {t.contactWorkshop}
          </a>
        </div>
      ) : null}
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="tyre-vehicle" data-testid="vehicle">
          <h3 id="tyre-vehicle" className={styles.subheading}>
            {t.vehicleHeading}
          </h3>
          <p className={styles.plate}>{vehicle.regNo}</p>
          <dl className={styles.facts}>
            <dt>{t.brand}</dt>
            <dd>{vehicle.brand || '–'}</dd>
            <dt>{t.model}</dt>
            <dd>{vehicle.name || vehicle.model || '–'}</dd>
            <dt>{t.packageHeading}</dt>
            <dd data-testid="package">{vehicle.packageLevel || '–'}</dd>
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="tyre-station" data-testid="station">
          <h3 id="tyre-station" className={styles.subheading}>
            {t.stationHeading}
          </h3>
          <p>
            <strong>{station.locationName}</strong>
            {station.departmentName ? <span className={styles.block}>{station.departmentName}</span> : null}
          </p>
          <StationContact t={t} station={station} />
          <a
            href={mapSearchUrl([station.locationName, station.departmentName].filter(Boolean).join(', '))}
            target="_blank"
            rel="noopener"
            className={styles.inlineLink}
          >
            {t.mapLink}
          </a>
        </section>
      </div>
      <section aria-labelledby="tyre-tyres" data-testid="tyres">
        <h3 id="tyre-tyres" className={styles.subheading}>
          {t.tyresHeading}
        </h3>
        <ul className={styles.tyres}>
          {vehicle.tires.map((tire, i) => (
            <li key={`${tire.equipmentPosition}-${i}`} className={styles.card} data-testid="tyre">
              <p className={styles.tyreHead}>
                <strong>{positionLabel(tire.equipmentPosition, t)}</strong>
                {hasWarning(tire) ? (
                  <span className={styles.warning} data-testid="tyre-warning">
                    <AlertTriangle size={18} aria-hidden="true" />
                    <span className={styles.visuallyHidden}>{t.tyreWarning}</span>
                  </span>
                ) : null}
              </p>
              <dl className={styles.facts}>
                <dt>{t.tyreSize}</dt>
                <dd>{tyreSize(tire.wheel) || '–'}</dd>
                {tire.wheel.threadPattern || tire.wheel.name ? (
                  <>
                    <dt>{t.tyrePattern}</dt>
                    <dd>{[...new Set([tire.wheel.name, tire.wheel.threadPattern].filter(Boolean))].join(', ')}</dd>
                  </>
                ) : null}
                <dt>{t.treadDepth}</dt>
                <dd>
                  {typeof tire.wheel.threadDepth === 'number'
                    ? tr('treadDepthValue', { mm: formatDepth(tire.wheel.threadDepth, locale) })
                    : '–'}
                </dd>
              </dl>
              {tire.wheel.threadStatusMessage ? (
                <p className={hasWarning(tire) ? styles.warningText : styles.muted}>{tire.wheel.threadStatusMessage}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.actions}>
        <Button onClick={onBook} data-testid="book-wheel-change">
          {t.bookWheelChange}
        </Button>
        <Button variant="secondary" onClick={onOtherCar} data-testid="other-car">
          {t.otherCar}
        </Button>
      </div>
      <p className={styles.links}>
        {links.tireInfo ? <a href={links.tireInfo}>{t.tireInfoLink}</a> : null}
        {links.facilities ? <a href={links.facilities}>{t.facilitiesLink}</a> : null}
      </p>
    </div>
  )
}
