import Image from 'next/image'
import { Mail, MapPin, Phone } from 'lucide-react'
import type { SiteCard as Card } from '@/features/dealers/cards'
import { EmailLink } from '@/ui/EmailLink'
import styles from './SiteCard.module.css'

/**
 * A site card (spec 1 §2, spec 2 §2.2): image, name, street, zip, city, phone; the name links to the site page.
 * Workshop cards also give the workshop's e-mail (spec 2 §3: the Workshop department's, else the site's).
 */
export function SiteCard({
  card,
  distance,
  showEmail = false,
  priority = false,
}: {
  card: Card
  distance?: string | null
  showEmail?: boolean
  priority?: boolean
}) {
  return (
    <article className={styles.card} data-testid="site-card" data-slug={card.slug}>
      <div className={styles.media}>
        {card.image ? (
          <Image
            src={card.image.url}
            alt={card.image.alt}
            width={card.image.width ?? 640}
            height={card.image.height ?? 360}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={card.href} className={styles.link}>
            {card.name}
          </a>
        </h3>
        <p className={styles.address}>
          <MapPin aria-hidden="true" size={16} />
          <span>
            {card.street ? (
              <>
                {card.street}
                <br />
              </>
            ) : null}
            {[card.zip, card.city].filter(Boolean).join(' ')}
          </span>
        </p>
        {card.phone ? (
          <p className={styles.phone}>
            <Phone aria-hidden="true" size={16} />
            <a href={`tel:${card.phone.replace(/\s+/g, '')}`}>{card.phone}</a>
          </p>
        ) : null}
        {showEmail && card.email ? (
          <p className={styles.phone} data-testid="site-email">
            <Mail aria-hidden="true" size={16} />
            <EmailLink email={card.email} />
          </p>
        ) : null}
        {distance ? (
          <p className={styles.distance} data-testid="site-distance">
            {distance}
          </p>
        ) : null}
      </div>
    </article>
  )
}
