import Link from 'next/link'
import styles from './Breadcrumbs.module.css'

export type BreadcrumbItem = { title: string; href: string }

/**
 * The trail of content ancestors to the current page, with BreadcrumbList structured data.
 * A trail of one (the home page) says nothing and is left out.
 */
export function Breadcrumbs({ items, label, origin }: { items: BreadcrumbItem[]; label: string; origin: string }) {
  if (items.length < 2) return null
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.title,
      item: origin + item.href,
    })),
  }
  return (
    <nav aria-label={label} className={styles.trail}>
      <ol className={styles.list}>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={item.href} className={`${styles.item} ${styles.current}`} aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={item.href} className={styles.item}>
              <Link href={item.href}>{item.title}</Link>
            </li>
          ),
        )}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  )
}
