import type { Locale } from '@/cms/locales'
import type { SiteEnv } from './context'
import { carListBlock, findPage } from './pages'
import { richText } from './richtext'
import type { RoutePage } from './routes'

const parentPath = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/'

/**
 * The route pages of spec 2 §2.7 (the pages the redirect tables lead to) that the site's hand-written content does
 * not have: published in the default locale with the title and introduction given, under the page one segment up.
 * Idempotent like the rest of the content: a page already at the path is left alone.
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
    const doc = await payload.create({
      collection: 'pages',
      locale,
      depth: 0,
      data: {
        site: site.id,
        parent,
        title: route.title,
        slug: route.path.slice(route.path.lastIndexOf('/') + 1),
        navTitle: route.title,
        metaTitle: route.title,
        metaDescription: route.intro,
        ogDescription: route.intro,
        layout: [
          {
            blockType: 'richText',
            title: route.title,
            titleTag: 'h1',
            content: richText([route.intro], (href) => href, `${content.key}:route:${route.path}`),
            hasMarginTop: true,
          },
          ...(route.carList ? [carListBlock(route.carList)] : []),
          ...(route.sellCarForm ? [{ blockType: 'sellCarForm' as const, ...route.sellCarForm }] : []),
        ],
        _status: 'published',
      },
    })
    if (doc.path !== route.path) env.log(`content[${content.key}]: route page ${route.path} got path ${doc.path}`)
  }
}
