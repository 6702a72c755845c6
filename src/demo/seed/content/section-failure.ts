import type { Locale } from '@/cms/locales'
import type { SiteEnv } from './context'
import { findPage } from './pages'
import { richText } from './richtext'

const SLUG = 'vinterkampanj-2024'

/**
 * An archived campaign page on Bilgruppen (Swedish only) whose image card lost its image: the
 * editors deleted the campaign picture from the media library after the page was published, so the
 * card's required image is gone (the database sets the reference to null). The image card cannot
 * render without it and fails; the page shows the section error box of spec 1 §8 in its place while
 * the other sections render. This is the demo of the section error isolation (src/features/blocks/registry.tsx, SectionBoundary.tsx).
 */
export async function seedSectionFailureDemo<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, site } = env
  const locale = env.content.defaultLocale
  const parent = env.pageIds.get('about')
  if (!parent) throw new Error(`content[${env.content.key}]: the section failure demo needs the about page`)
  const parentDoc = await payload.findByID({
    collection: 'pages',
    id: parent,
    locale,
    depth: 0,
    select: { path: true },
  })
  const path = `${parentDoc.path}/${SLUG}`
  const existing = await findPage(env, path, locale)
  env.count('pages', !existing)
  if (existing) return

  const picture = await env.image({ hero: '#5b8fb9', seed: 2024 }, 'section-failure-demo', 'Vinterkampanj 2024')
  const text = (lines: string[], i: number) =>
    richText(lines, (href) => env.href(href, locale), `${env.content.key}:section-failure:${i}`)
  await payload.create({
    collection: 'pages',
    locale,
    depth: 0,
    data: {
      site: site.id,
      parent,
      title: 'Vinterkampanj 2024 (arkiv)',
      slug: SLUG,
      navTitle: 'Vinterkampanj 2024',
      metaTitle: 'Vinterkampanj 2024',
      metaDescription: 'Arkiverad kampanjsida: vinterhjul och service till kampanjpris vintern 2024.',
      hideFromSitemap: true,
      _status: 'published',
      layout: [
        {
          blockType: 'richText',
          title: 'Kampanjen är avslutad',
          titleTag: 'h2',
          content: text(
            [
              'Vinterkampanjen 2024 gällde kompletta vinterhjul och service till kampanjpris. Sidan finns kvar som arkiv.',
            ],
            0,
          ),
          hasMarginTop: true,
        },
        {
          blockType: 'imageCard',
          title: 'Kompletta vinterhjul',
          titleTag: 'h2',
          text: 'Vinterhjul monterade och balanserade – nu till kampanjpris.',
          image: picture,
          link: { label: 'Se bilar i lager', href: env.href('page:stock', locale), newTab: false },
          reverse: false,
          hasMarginTop: true,
        },
        {
          blockType: 'richText',
          title: 'Frågor om kampanjen?',
          titleTag: 'h2',
          content: text(['Kontakta din närmaste anläggning så hjälper vi dig.'], 2),
          hasMarginTop: true,
        },
      ],
    },
  })
  // The editors' deletion of the campaign picture (see above).
  await payload.delete({ collection: 'media', id: picture, depth: 0 })
}
