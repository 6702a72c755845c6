import type { SiteCard as Card } from '@/features/dealers/cards'
import { SiteCard } from './SiteCard'
import styles from './grid.module.css'

/** Site cards in a responsive grid; the first row's images load eagerly (LCP). */
export function SiteGrid({
  cards,
  distances,
  showEmail = false,
}: {
  cards: readonly Card[]
  distances?: ReadonlyMap<string, string>
  showEmail?: boolean
}) {
  return (
    <ul className={styles.grid}>
      {cards.map((card, i) => (
        <li key={card.siteId}>
          <SiteCard card={card} distance={distances?.get(card.siteId) ?? null} showEmail={showEmail} priority={i < 3} />
        </li>
      ))}
    </ul>
  )
}
