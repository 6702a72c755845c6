import type { Locale } from '@/cms/locales'
import type { SiteEnv } from './context'
import { carListBlock, findPage } from './pages'
import { richText } from './richtext'
import type { RoutePage } from './routes'

const parentPath = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/'

/**
 * The route pages of spec 2 §2.7 (the pages the redirect tables lead to) that the site's hand-written content does
 * not have: published in the default locale with the title and introduction given, under the page one segment up.
 * Idempotent like the rest of the content: a page already at the path is left alone. Translations, where given,
 * follow in their locales.
 */
export async function seedRoutePages<L extends Locale>(env: SiteEnv<L>, routes: readonly RoutePage[]): Promise<void> {
  const { payload, site, content } = env
  const locale = content.defaultLocale
  const idOf = async (path: string) => (await findPage(env, path, locale))?.id
  for (const route of routes) {
    const existing = await idOf(route.path)
    env.count('route pages', !existing)
    if (existing) continue
    const parent = await idOf(parentPath(route.path))
    if (!parent) throw new Error(`content[${content.key}]: route page ${route.path} has no parent page`)
    const layout = (title: string, intro: string, key: string) => [
      {
        blockType: 'richText' as const,
        title,
        titleTag: 'h1' as const,
        content: richText([intro], (href) => href, key),
        hasMarginTop: true,
      },
      ...(route.carList ? [carListBlock(route.carList)] : []),
      ...(route.sellCarForm ? [{ blockType: 'sellCarForm' as const, ...route.sellCarForm }] : []),
      ...(route.serviceFormNo ? [{ blockType: 'serviceFormNo' as const, variant: 'car' as const }] : []),
    ]
    const copy = (title: string, slug: string, intro: string) => ({
      title,
      slug,
      navTitle: title,
      metaTitle: title,
      metaDescription: intro,
      ogDescription: intro,
    })
    const doc = await payload.create({
      collection: 'pages',
      locale,
      depth: 0,
      data: {
        site: site.id,
        parent,
        ...copy(route.title, route.path.slice(route.path.lastIndexOf('/') + 1), route.intro),
        layout: layout(route.title, route.intro, `${content.key}:route:${route.path}`),
        _status: 'published',
      },
    })
    for (const [other, t] of Object.entries(route.translations ?? {})) {
      await payload.update({
        collection: 'pages',
        id: doc.id,
        locale: other as Locale,
        depth: 0,
        data: {
          ...copy(t.title, t.slug, t.intro),
          layout: layout(t.title, t.intro, `${content.key}:route:${other}:${route.path}`),
          _status: 'published',
        },
      })
    }
    if (doc.path !== route.path) env.log(`content[${content.key}]: route page ${route.path} got path ${doc.path}`)
  }
}
