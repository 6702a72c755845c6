import type { ExtraItem } from './model'
import { ExtraIcon } from './icons'
import styles from './ExtraLinks.module.css'

/** Extra links with icons (spec 1 §3 "Extra item"). */
export function ExtraLinks({ items, label, className }: { items: ExtraItem[]; label: string; className?: string }) {
  if (!items.length) return null
  return (
    <nav aria-label={label} className={`${styles.extra} ${className ?? ''}`}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href} target={item.target} rel={item.target === '_blank' ? 'noopener' : undefined}>
              <ExtraIcon name={item.icon} />
              <span>{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
