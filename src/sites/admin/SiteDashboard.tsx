/**
 * The admin dashboard's top: for the site selected in the admin, its live address, settings,
 * quick links to the lists an editor works in (only those they may read) and the latest changes to its
 * pages and stories, and who did what on the site lately (the audit log); with "all sites" selected, every site the editor reaches with its live address. In the
 * editor's admin language: its own words from ./dashboard-texts.ts, the lists by their collections' labels.
 */
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { headers as requestHeaders } from 'next/headers'
import { getTranslation, type I18nClient } from '@payloadcms/translations'
import type { CollectionSlug, Payload, SanitizedPermissions, TypedUser } from 'payload'
import { siteReach } from '@/cms/access/roles'
import { siteOrigins } from './site-links'
import styles from './SiteDashboard.module.css'
import { DASHBOARD_TEXTS } from './dashboard-texts'
import { readSiteActivity } from './activity'
import { AUDIT_ACTION_LABELS } from '@/cms/audit/labels'

type Props = { payload: Payload; user?: TypedUser | null; permissions?: SanitizedPermissions; i18n: I18nClient }

/** The lists an editor works in, by their collections' labels. */
const QUICK_LINKS: CollectionSlug[] = [
  'pages',
  'stories',
  'navigations',
  'footers',
  'cars',
  'dealer-sites',
  'leads',
  'workshop-bookings',
  'tirehotel-reviews',
  'redirects',
]

const RECENT: CollectionSlug[] = ['pages', 'stories']

export async function SiteDashboard({ payload, user, permissions, i18n }: Props) {
  if (!user) return null
  const text = (key: keyof typeof DASHBOARD_TEXTS) => getTranslation(DASHBOARD_TEXTS[key], i18n)
  const labels = (slug: CollectionSlug) => payload.collections[slug]?.config.labels
  // The tyre hotel's reviews are "Reviews" in its own group of the navigation, named in full here.
  const plural = (slug: CollectionSlug) =>
    getTranslation(slug === 'tirehotel-reviews' ? DASHBOARD_TEXTS.tyreReviews : (labels(slug)?.plural ?? slug), i18n)
  const singular = (slug: CollectionSlug) => getTranslation(labels(slug)?.singular ?? slug, i18n)
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
        <h2 id="site-dashboard-heading">{text('allSites')}</h2>
        <p>{text('chooseSite')}</p>
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
  const activity = canRead('audit-log') ? await readSiteActivity(payload, { site, user }) : null
  return (
    <section className={styles.dashboard} aria-labelledby="site-dashboard-heading" data-site={site.key}>
      <h2 id="site-dashboard-heading">{site.name}</h2>
      <p className={styles.links}>
        <a href={origin} target="_blank" rel="noreferrer">
          {text('liveSite')}: {origin.replace(/^https?:\/\//, '')}
        </a>
        {permissions?.collections?.sites?.update ? (
          <a href={`${admin}/collections/sites/${site.id}`}>{text('siteSettings')}</a>
        ) : null}
      </p>
      <nav aria-label={text('siteContent')} className={styles.quick}>
        {QUICK_LINKS.filter(canRead).map((slug) => (
          <a key={slug} href={`${admin}/collections/${slug}`}>
            {plural(slug)}
          </a>
        ))}
      </nav>
      <h3>{text('recentChanges')}</h3>
      {recent.length ? (
        <ul className={styles.recent}>
          {recent.map((doc) => (
            <li key={`${doc.collection}-${doc.id}`}>
              <a href={`${admin}/collections/${doc.collection}/${doc.id}`}>{doc.title}</a>{' '}
              <span>
                ({singular(doc.collection).toLowerCase()}, {doc.updatedAt.slice(0, 16).replace('T', ' ')})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{text('noneYet')}</p>
      )}
      {activity ? (
        <>
          <h3>{text('activity')}</h3>
          {activity.length ? (
            <ul className={styles.recent} data-testid="site-activity">
              {activity.map((row) => (
                <li key={row.key}>
                  <time dateTime={row.at}>{row.when}</time> {row.who ?? text('platform')}:{' '}
                  {getTranslation(AUDIT_ACTION_LABELS[row.action], i18n).toLowerCase()}{' '}
                  {row.href ? <a href={row.href}>{row.title}</a> : row.title}{' '}
                  <span>({singular(row.collection as CollectionSlug).toLowerCase()})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{text('noActivity')}</p>
          )}
          <p>
            <a href={`${admin}/collections/audit-log`}>{text('allActivity')}</a>
          </p>
        </>
      ) : null}
    </section>
  )
}
