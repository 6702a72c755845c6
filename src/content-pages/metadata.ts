import type { Metadata } from 'next'
import type { Locale } from '@/cms/locales'
import type { Page } from '@/payload-types'
import type { SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { mediaOf } from '@/media/url'

type Args = { ctx: SiteContext; page: Page; origin: string; translations: Partial<Record<Locale, string>> }

/** Title through the site's template (spec 1 §9), description, canonical URL, hreflang and Open Graph. */
export function pageMetadata({ ctx, page, origin, translations }: Args): Metadata {
  const title = ctx.titleTemplate.replace('%s', page.metaTitle || page.title)
  const description = page.metaDescription ?? undefined
  const canonical = page.canonicalURL || `${origin}${localizedPath(ctx.route, ctx.locale, page.path ?? '/')}`
  const languages: Record<string, string> = {}
  for (const [locale, path] of Object.entries(translations)) {
    languages[locale] = `${origin}${localizedPath(ctx.route, locale as Locale, path)}`
  }
  const ogImage = mediaOf(page.ogImage)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      title,
      description: page.ogDescription || description,
      url: canonical,
      siteName: ctx.site.name,
      locale: ctx.locale.replace('-', '_'),
      images: ogImage ? [{ url: `${origin}${ogImage.url}`, width: ogImage.width ?? undefined, height: ogImage.height ?? undefined }] : undefined,
    },
  }
}
