import type { SiteCard as Card } from '@/dealers/cards'
import { SiteCard } from './SiteCard'
import styles from './grid.module.css'

/** Site cards in a responsive grid; the first row's images load eagerly (LCP). */
export function SiteGrid({ cards, distances }: { cards: readonly Card[]; distances?: ReadonlyMap<string, string> }) {
  return (
    <ul className={styles.grid}>
      {cards.map((card, i) => (
        <li key={card.siteId}>
          <SiteCard card={card} distance={distances?.get(card.siteId) ?? null} priority={i < 3} />
        </li>
      ))}
    </ul>
  )
}
