import 'server-only'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { mediaOf } from '@/features/media/url'
import { siteOrigin, type SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import type { RouteView } from './view'
import { canonicalFromField } from './canonical'

/**
 * Metadata of any route kind: the title through the site's template (spec 1 §9), canonical URL, hreflang
 * alternates from the view's translations, Open Graph. A content page's own SEO fields (spec 1 §3
 * "Page fields") apply where the URL is the page itself, not a car or dealer under it.
 */
export async function routeMetadata(ctx: SiteContext, view: RouteView): Promise<Metadata> {
  const origin = siteOrigin(ctx.route, await headers())
  const page =
    view.page && view.shell.path === localizedPath(ctx.route, ctx.locale, view.page.path ?? '/') ? view.page : null
  const title = ctx.titleTemplate.replace('%s', view.title)
  const description = page?.metaDescription || undefined
  const canonical = canonicalFromField(page?.canonicalURL, origin) ?? `${origin}${view.shell.path}`
  const languages = Object.fromEntries(
    Object.entries(view.shell.translations).map(([locale, path]) => [locale, `${origin}${path}`]),
  )
  const image = page ? mediaOf(page.ogImage) : null
  return {
    title: { absolute: title },
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      title,
      description: page?.ogDescription || description,
      url: canonical,
      siteName: ctx.site.name,
      locale: ctx.locale.replace('-', '_'),
      images: image
        ? [{ url: `${origin}${image.url}`, width: image.width ?? undefined, height: image.height ?? undefined }]
        : undefined,
    },
  }
}
