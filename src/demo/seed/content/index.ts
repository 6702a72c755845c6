import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import type { MediaLibrary } from '@/demo/seed/media-types'
import { SITE_DEFINITIONS, type SiteKey } from '@/demo/seed/site-definitions'
import { createHrefResolver, createImageResolver, planPaths, type SiteEnv } from './context'
import { seedDictionary } from './dictionary'
import { seedFooter } from './footer'
import { seedSiteMessages } from './messages'
import { seedNavigation } from './navigation'
import { seedPages } from './pages'
import { seedSectionFailureDemo } from './section-failure'
import { seedRoutePages } from './route-pages'
import { ROUTE_PAGES } from './routes'
import { seedStories, seedTags } from './stories'
import { seedStoriesListBlocks } from './story-blocks'
import { seedStyleGuide } from './style-guide'
import { seedFavouritesPage } from './favourites'
import { seedHomeBlocks } from './home-blocks'
import type { SiteContent } from './types'
import { bb } from './data/bb'
import { fi } from './data/fi'
import { no } from './data/no'
import { se } from './data/se'
import { sk } from './data/sk'
import { uk } from './data/uk'

export type SeedContentContext = {
  sites: Record<SiteKey, Site>
  media: MediaLibrary
  log: (msg: string) => void
}

type SiteJob = { key: SiteKey; run: (payload: Payload, ctx: SeedContentContext) => Promise<void> }

/** Wraps a site's content so the list below can hold sites with different locale unions. */
function job<L extends Locale>(content: SiteContent<L>): SiteJob {
  return { key: content.key, run: (payload, ctx) => seedSite(payload, ctx, content) }
}

const JOBS: SiteJob[] = [job(se), job(bb), job(no), job(fi), job(sk), job(uk)]

/**
 * Demo content of the six sites: pages, navigation, footer, tags, stories and dictionary
 * overrides in every locale of each site. Idempotent: every document is looked up by its
 * natural key first and left alone when it exists, so a second run creates nothing.
 */
export async function seedContent(payload: Payload, ctx: SeedContentContext): Promise<void> {
  for (const { run } of JOBS) await run(payload, ctx)
}

async function seedSite<L extends Locale>(
  payload: Payload,
  ctx: SeedContentContext,
  content: SiteContent<L>,
): Promise<void> {
  const site = ctx.sites[content.key]
  const definition = SITE_DEFINITIONS.find((d) => d.key === content.key)
  if (!site || !definition) throw new Error(`content[${content.key}]: the site is missing`)
  const siteLocales = [...definition.locales].sort().join(',')
  if (siteLocales !== [...content.locales].sort().join(',') || definition.defaultLocale !== content.defaultLocale) {
    throw new Error(
      `content[${content.key}]: content locales ${content.locales.join(',')} do not match the site's ${siteLocales}`,
    )
  }

  const counts = new Map<string, { created: number; existing: number }>()
  const paths = planPaths(content)
  const env: SiteEnv<L> = {
    payload,
    site,
    sites: ctx.sites,
    content,
    paths,
    pageIds: new Map(),
    image: createImageResolver(ctx.media, content.key),
    href: createHrefResolver(content, paths, ctx.sites),
    count: (collection, created) => {
      const c = counts.get(collection) ?? { created: 0, existing: 0 }
      if (created) c.created++
      else c.existing++
      counts.set(collection, c)
    },
    log: ctx.log,
  }

  await seedPages(env)
  await seedRoutePages(env, ROUTE_PAGES[content.key])
  await seedStories(env, await seedTags(env))
  await seedStoriesListBlocks(env)
  await seedStyleGuide(env)
  await seedFavouritesPage(env)
  await seedHomeBlocks(env)
  await seedNavigation(env, definition, ctx.media)
  await seedFooter(env, ctx.media)
  await seedDictionary(env)
  await seedSiteMessages(env)
  if (content.key === 'se') await seedSectionFailureDemo(env)

  const summary = [...counts].map(([name, c]) => `${name} ${c.created + c.existing} (${c.created} new)`).join(', ')
  ctx.log(`content[${content.key}]: ${summary}`)
}
