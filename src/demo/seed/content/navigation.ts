import type { Locale } from '@/cms/locales'
import type { Navigation } from '@/payload-types'
import type { MediaLibrary } from '@/demo/seed/media-types'
import type { SiteDefinition } from '@/demo/seed/site-definitions'
import type { SiteEnv } from './context'
import type { NavItemSeed } from './types'
import { seedWindow, withLastDay } from './dated'

type Item = NonNullable<Navigation['items']>[number]
type Child = NonNullable<Item['children']>[number]
type GrandChild = NonNullable<Child['grandchildren']>[number]

/** Menu paths stay content paths: the header adds the locale prefix (src/features/shell/Header.tsx). */
async function navItem<L extends Locale>(env: SiteEnv<L>, item: NavItemSeed, where: string): Promise<GrandChild> {
  let page: number | null = null
  if (item.page) {
    const id = env.pageIds.get(item.page)
    if (!id) throw new Error(`content[${env.content.key}]: menu item ${item.name} links to unknown page ${item.page}`)
    page = id
  }
  return {
    name: item.name,
    navTitle: item.navTitle ?? null,
    page,
    path: item.path ?? null,
    externalLink: item.externalLink ?? null,
    hideInNavigation: item.hide ?? false,
    shouldBeNavigableInMenuWhenItHasChildren: item.navigable ?? false,
    image: item.image ? await env.image(item.image, `nav:${where}`, item.name) : null,
  }
}

async function navTree<L extends Locale>(env: SiteEnv<L>, items: NavItemSeed[], locale: L): Promise<Item[]> {
  const out: Item[] = []
  for (const [i, item] of items.entries()) {
    const children: Child[] = []
    for (const [j, child] of (item.children ?? []).entries()) {
      const grandChildren: GrandChild[] = []
      for (const [k, grandChild] of (child.children ?? []).entries()) {
        if (grandChild.children?.length)
          throw new Error(`content[${env.content.key}]: the menu has three levels at most (${grandChild.name})`)
        grandChildren.push(await navItem(env, grandChild, `${locale}/${i}/${j}/${k}`))
      }
      children.push({ ...(await navItem(env, child, `${locale}/${i}/${j}`)), grandchildren: grandChildren })
    }
    out.push({ ...(await navItem(env, item, `${locale}/${i}`)), children })
  }
  return out
}

/** The dark header's background (src/features/shell/Header.module.css, `.header[data-dark]`): its logo is drawn for it. */
const DARK_HEADER = '#14171f'

function localeData<L extends Locale>(env: SiteEnv<L>, locale: L, window: { endsAt: string } | null) {
  const nav = env.content.navigation
  const text = nav.message?.copy[locale].text
  return {
    extraItems: nav.extraItems[locale].map((x) => ({
      title: x.title,
      href: x.href,
      icon: x.icon,
      target: x.newTab ? ('_blank' as const) : ('_self' as const),
    })),
    messageTitle: nav.message?.copy[locale].title ?? null,
    messageText: text && window ? withLastDay(text, window.endsAt, locale) : null,
  }
}

/** The site's one navigation document, looked up by site. */
export async function seedNavigation<L extends Locale>(
  env: SiteEnv<L>,
  definition: SiteDefinition,
  media: MediaLibrary,
): Promise<void> {
  const { payload, content, site } = env
  const { docs } = await payload.find({
    collection: 'navigations',
    where: { site: { equals: site.id } },
    depth: 0,
    limit: 1,
  })
  env.count('navigations', !docs[0])
  if (docs[0]) return

  const nav = content.navigation
  // The alert bar's campaign is dated from today, so it is current in the demo and ends by itself.
  const window = nav.message ? seedWindow(nav.message.window, new Date()) : null
  const doc = await payload.create({
    collection: 'navigations',
    locale: content.defaultLocale,
    depth: 0,
    data: {
      site: site.id,
      title: `${site.name} – navigation`,
      items: await navTree(env, nav.items[content.defaultLocale], content.defaultLocale),
      ...localeData(env, content.defaultLocale, window),
      logo: await media.siteLogo({
        name: site.name,
        color: definition.logoColor,
        background: nav.appearance?.hasDarkTheme ? DARK_HEADER : undefined,
      }),
      ...nav.appearance,
      hasMessage: Boolean(nav.message),
      messageType: nav.message?.type ?? null,
      messageIcon: nav.message?.icon ?? null,
      messageIsBelowNavigation: nav.message?.belowNavigation ?? false,
      messageStartsAt: window?.startsAt ?? null,
      messageEndsAt: window?.endsAt ?? null,
    },
  })
  for (const locale of content.locales) {
    if (locale === content.defaultLocale) continue
    await payload.update({
      collection: 'navigations',
      id: doc.id,
      locale,
      depth: 0,
      data: { items: await navTree(env, nav.items[locale], locale), ...localeData(env, locale, window) },
    })
  }
}
