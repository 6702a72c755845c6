import type { Locale } from '@/cms/locales'
import type { SiteEnv } from './context'
import { findPage, lacksLocale } from './pages'

/** The favourites page's path and title per language (issue 37 §3): the page holding the favourites block. */
export const FAVOURITES_PAGE: Record<Locale, { slug: string; title: string }> = {
  'sv-SE': { slug: 'favoriter', title: 'Mina favoriter' },
  'nb-NO': { slug: 'favoritter', title: 'Mine favoritter' },
  'fi-FI': { slug: 'suosikit', title: 'Omat suosikit' },
  'sk-SK': { slug: 'oblubene', title: 'Moje obľúbené autá' },
  'en-GB': { slug: 'favourites', title: 'My favourites' },
}

const localeData = (locale: Locale) => ({
  title: FAVOURITES_PAGE[locale].title,
  slug: FAVOURITES_PAGE[locale].slug,
  metaTitle: FAVOURITES_PAGE[locale].title,
  layout: [{ blockType: 'favourites' as const }],
  _status: 'published' as const,
})

/**
 * One favourites page per site, in each of its languages, kept out of the sitemap (a visitor's own list).
 * Idempotent: looked up by its path in the default locale; a locale it lacks is filled in.
 */
export async function seedFavouritesPage<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, content, site } = env
  const defaultLocale = content.defaultLocale
  let doc = await findPage(env, `/${FAVOURITES_PAGE[defaultLocale].slug}`, defaultLocale)
  env.count('favourites page', !doc)
  if (!doc) {
    doc = await payload.create({
      collection: 'pages',
      locale: defaultLocale,
      depth: 0,
      data: { ...localeData(defaultLocale), site: site.id, hideFromSitemap: true },
    })
  }
  for (const locale of content.locales.filter((l) => l !== defaultLocale)) {
    if (!(await lacksLocale(env, doc.id, locale))) continue
    await payload.update({ collection: 'pages', id: doc.id, locale, depth: 0, data: localeData(locale) })
  }
}
