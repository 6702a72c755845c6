import { headers } from 'next/headers'
import { answerAsNotFound } from '@/platform/not-found-answer'
import { SiteNotFound } from '@/features/shell/SiteNotFound'
import { DealerPage } from '@/features/dealers/pages/DealerPage'
import { siteBySlug } from '@/features/dealers/pages/queries'
import { loadRoutingTable } from '@/routing/load'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'
import { siteOrigin } from '@/sites/context'
import { pickLocale } from '@/sites/resolve'

export const segment = kindSegment(SEGMENT_ROUTES.dealer, async ({ ctx, view }) => {
  const site = await siteBySlug(ctx.site.searchIndex, view.dealer!.slug)
  // spec 1 §2: a site without site_id is not found
  if (!site?.site_id) return answerAsNotFound(<SiteNotFound ctx={ctx} />)
  const routes = (await loadRoutingTable())[ctx.site.key]?.[ctx.locale]
  const origin = siteOrigin(ctx.route, await headers())
  const path = `${view.page!.path === '/' ? '' : view.page!.path}/${site.slug}`
  return (
    <DealerPage
      site={site}
      websiteId={ctx.site.id}
      market={ctx.site.searchIndex}
      country={ctx.site.country}
      locale={ctx.locale}
      url={origin + path}
      carDetailBase={routes?.carDetailBase ?? null}
      carListPath={pickLocale<string>(ctx.site.pathToCarList, ctx.locale) ?? null}
      bookingPath={routes?.pages.find((p) => p.kind === 'service-booking')?.path ?? null}
      now={new Date()}
    />
  )
})
