import Link from 'next/link'
import { headers } from 'next/headers'
import { DEFAULT_DICTIONARY } from '@/dictionary/defaults'
import { loadDictionary } from '@/dictionary/load'
import { siteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { LOCALE_HEADER, SITE_KEY_HEADER } from '@/sites/request'

/** The 404 page, rendered inside the site shell and in the site's language. */
export default async function NotFound() {
  const h = await headers()
  const ctx = await siteContext(h.get(SITE_KEY_HEADER) ?? '', h.get(LOCALE_HEADER) ?? '')
  const dictionary = ctx ? await loadDictionary(ctx.site.id, ctx.locale) : DEFAULT_DICTIONARY['sv-SE']
  const home = ctx ? localizedPath(ctx.route, ctx.locale, '/') : '/'
  return (
    <section className="not-found" style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-2xl) var(--gutter)' }}>
      <title>{ctx ? ctx.titleTemplate.replace('%s', dictionary.notFoundTitle) : dictionary.notFoundTitle}</title>
      <p style={{ fontSize: '4rem', fontWeight: 800, color: 'var(--color-accent)' }} aria-hidden="true">
        404
      </p>
      <h1>{dictionary.notFoundTitle}</h1>
      <p style={{ margin: 'var(--space-m) 0 var(--space-l)', color: 'var(--color-text-muted)' }}>{dictionary.notFoundText}</p>
      <Link href={home}>{dictionary.backToHome}</Link>
    </section>
  )
}
