'use client'
import { Disclosure } from '@/ui/Disclosure'
import { translator } from '@/i18n/catalogue'
import type { BookingConfig } from './config'
import type { Car } from './contract'
import type { ServiceBookingMessages } from './strings'
import styles from './ServiceBooking.module.css'

type Props = { car: Car | null; authorised: boolean | null; config: BookingConfig; t: ServiceBookingMessages }

/**
 * The header (spec 2 §2.1): the generic intro with the other brands' booking links until a car is
 * known, then the brand heading with the authorised / not-authorised text; the authorised brands in
 * a collapsible list.
 */
export function BookingHeader({ car, authorised, config, t }: Props) {
  const tr = translator(t)
  return (
    <header className={styles.header} data-testid="booking-header">
      <h2 className={styles.heading}>{car ? tr('brandHeading', { brand: car.brand }) : t.heading}</h2>
      {car ? (
        authorised === null ? null : (
          <p data-testid="authorised-text">
            {authorised ? tr('authorised', { brand: car.brand }) : tr('notAuthorised', { brand: car.brand })}
          </p>
        )
      ) : (
        <>
          <p>{t.intro}</p>
          {config.brandLinks.length ? (
            <>
              <p>{t.otherBrands}</p>
              <ul className={styles.brandLinks}>
                {config.brandLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {link.label}
                      {link.newTab ? <span className={styles.visuallyHidden}> {t.newTab}</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      {config.authorisedBrands.length ? (
        <Disclosure summary={t.authorisedBrands} className={styles.brandsList}>
          <ul className={styles.brandItems}>
            {config.authorisedBrands.map((brand) => (
              <li key={brand}>{brand}</li>
            ))}
          </ul>
        </Disclosure>
      ) : null}
    </header>
  )
}
