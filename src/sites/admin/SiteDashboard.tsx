/**
 * The admin dashboard's top: for the site selected in the admin, its live address, settings,
 * quick links to the lists an editor works in (only those they may read) and the latest changes to its
 * pages and stories; with "all sites" selected, every site the editor reaches with its live address.
 */
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { headers as requestHeaders } from 'next/headers'
import type { CollectionSlug, Payload, SanitizedPermissions, TypedUser } from 'payload'
import { siteReach } from '@/cms/access/roles'
import { siteOrigins } from './site-links'
import styles from './SiteDashboard.module.css'

type Props = { payload: Payload; user?: TypedUser | null; permissions?: SanitizedPermissions }

const QUICK_LINKS: { slug: CollectionSlug; label: string }[] = [
  { slug: 'pages', label: 'Pages' },
  { slug: 'stories', label: 'Stories' },
  { slug: 'navigations', label: 'Navigation' },
  { slug: 'footers', label: 'Footer' },
  { slug: 'cars', label: 'Cars' },
  { slug: 'dealer-sites', label: 'Dealer sites' },
  { slug: 'leads', label: 'Leads' },
  { slug: 'workshop-bookings', label: 'Service bookings' },
  { slug: 'tirehotel-reviews', label: 'Tyre hotel reviews' },
  { slug: 'redirects', label: 'Redirects' },
]

const RECENT: CollectionSlug[] = ['pages', 'stories']

export async function SiteDashboard({ payload, user, permissions }: Props) {
  if (!user) return null
  const headers = await requestHeaders()
  const admin = payload.config.routes.admin
  const origins = await siteOrigins(payload, headers)
  const reach = siteReach(user)
  const selected = getTenantFromCookie(headers, 'number')
  const entry = typeof selected === 'number' ? origins.get(selected) : undefined
  if (!entry) {
    const reachable = [...origins.values()].filter(
      ({ site }) => reach === 'all' || (Array.isArray(reach) && reach.includes(site.id)),
    )
    return (
      <section className={styles.dashboard} aria-labelledby="site-dashboard-heading">
        <h2 id="site-dashboard-heading">All sites</h2>
        <p>Choose a site in the selector to work on it; lists then show that site only.</p>
        <ul className={styles.sites}>
          {reachable.map(({ site, origin }) => (
            <li key={site.id}>
              {site.name}:{' '}
              <a href={origin} target="_blank" rel="noreferrer">
                {origin.replace(/^https?:\/\//, '')}
              </a>
            </li>
          ))}
        </ul>
      </section>
    )
  }
  const { site, origin } = entry
  const canRead = (slug: CollectionSlug) => Boolean(permissions?.collections?.[slug]?.read)
  const recent = (
    await Promise.all(
      RECENT.filter(canRead).map(async (collection) => {
        const { docs } = await payload.find({
          collection,
          where: { site: { equals: site.id } },
          sort: '-updatedAt',
          limit: 6,
          depth: 0,
          draft: true,
          locale: site.defaultLocale,
          select: { title: true, updatedAt: true },
          user,
          overrideAccess: false,
        })
        return (docs as unknown as { id: number; title?: string; updatedAt: string }[]).map((doc) => ({
          collection,
          id: doc.id,
          title: doc.title || `#${doc.id}`,
          updatedAt: doc.updatedAt,
        }))
      }),
    )
  )
    .flat()
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 8)
  return (
    <section className={styles.dashboard} aria-labelledby="site-dashboard-heading" data-site={site.key}>
      <h2 id="site-dashboard-heading">{site.name}</h2>
      <p className={styles.links}>
        <a href={origin} target="_blank" rel="noreferrer">
          Live site: {origin.replace(/^https?:\/\//, '')}
        </a>
        {permissions?.collections?.sites?.update ? (
          <a href={`${admin}/collections/sites/${site.id}`}>Site settings</a>
        ) : null}
      </p>
      <nav aria-label="This site's content" className={styles.quick}>
        {QUICK_LINKS.filter(({ slug }) => canRead(slug)).map(({ slug, label }) => (
          <a key={slug} href={`${admin}/collections/${slug}`}>
            {label}
          </a>
        ))}
      </nav>
      <h3>Recent changes</h3>
      {recent.length ? (
        <ul className={styles.recent}>
          {recent.map((doc) => (
            <li key={`${doc.collection}-${doc.id}`}>
              <a href={`${admin}/collections/${doc.collection}/${doc.id}`}>{doc.title}</a>{' '}
              <span>
                ({doc.collection === 'pages' ? 'page' : 'story'}, {doc.updatedAt.slice(0, 16).replace('T', ' ')})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No pages or stories yet.</p>
      )}
    </section>
  )
}
