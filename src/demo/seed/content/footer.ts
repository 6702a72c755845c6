import type { Locale } from '@/cms/locales'
import type { MediaLibrary } from '@/demo/seed/media-types'
import type { SiteEnv } from './context'

function localeData<L extends Locale>(env: SiteEnv<L>, locale: L) {
  const copy = env.content.footer.copy[locale]
  return {
    brandsHeading: copy.brandsHeading,
    columns: copy.columns.map((column) => ({
      title: column.title,
      description: column.description ?? null,
      items: column.items.map((item) => ({
        label: item.label,
        href: env.href(item.href, locale),
        newTab: item.newTab ?? false,
        flag: item.flag ?? null,
      })),
    })),
    highlightedLink: {
      label: copy.highlightedLink.label,
      href: env.href(copy.highlightedLink.href, locale),
      newTab: copy.highlightedLink.newTab ?? false,
    },
    infoField1Heading: copy.info1.heading,
    infoField1Text: copy.info1.text,
    infoField2Heading: copy.info2?.heading ?? null,
    infoField2Text: copy.info2?.text ?? null,
  }
}

/** The site's one footer document, looked up by site. Footer links are public paths (rendered as written). */
export async function seedFooter<L extends Locale>(env: SiteEnv<L>, media: MediaLibrary): Promise<void> {
  const { payload, content, site } = env
  const { docs } = await payload.find({
    collection: 'footers',
    where: { site: { equals: site.id } },
    depth: 0,
    limit: 1,
  })
  env.count('footers', !docs[0])
  if (docs[0]) return

  const footer = content.footer
  const brands = []
  for (const name of footer.brands) brands.push({ name, logo: await media.brandLogo(name) })
  const doc = await payload.create({
    collection: 'footers',
    locale: content.defaultLocale,
    depth: 0,
    data: {
      site: site.id,
      title: `${site.name} – footer`,
      showBrands: true,
      brands,
      socialLinks: footer.social.map((s) => ({ name: s.name, url: s.url })),
      infoFieldOneChildFullWidth: !footer.copy[content.defaultLocale].info2,
      ...localeData(env, content.defaultLocale),
    },
  })
  for (const locale of content.locales) {
    if (locale === content.defaultLocale) continue
    await payload.update({ collection: 'footers', id: doc.id, locale, depth: 0, data: localeData(env, locale) })
  }
}
