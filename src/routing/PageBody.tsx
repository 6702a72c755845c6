import { RenderBlocks } from '@/features/blocks/registry'
import { frame } from '@/features/blocks/frame'
import { RecentlyViewedSection } from '@/features/cars/favourites/RecentlyViewedSection'
import { listSearchTitle } from '@/features/cars/list/search-title'
import { pageBlocksShown } from '@/features/pages/shown-blocks'
import type { Page } from '@/payload-types'
import { declareRenderDeadline } from '@/platform/render-cache/declare'
import type { Route } from './kinds'
import type { SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'

/**
 * A content page's title and blocks; a car list page hands its filter segments (brand, model) to its blocks, and
 * its title gets the search as a subtitle ("Volvo XC60 · Diesel"). The home page ends with the recently viewed cars
 * (issue 37 §3; empty until the browser's list is read). A block outside its visibility window is not rendered at
 * `now`.
 */
export async function PageBody({
  ctx,
  page,
  route,
  query,
  now,
}: {
  ctx: SiteContext
  page: Page
  route: Route
  query?: URLSearchParams
  now: Date
}) {
  // A stored copy of the page must not outlive the blocks it shows: it ends when a window opens or closes.
  const { blocks, until } = pageBlocksShown(page, ctx.site, now)
  declareRenderDeadline(until)
  // A rich text or hero banner titled h1 is the page's heading; otherwise the page title is.
  const hasH1 = blocks.some((b) => (b.blockType === 'richText' || b.blockType === 'heroBanner') && b.titleTag === 'h1')
  const subtitle =
    !hasH1 && route.kind === 'car-list'
      ? await listSearchTitle(ctx.site, ctx.locale, route.filters, query ?? new URLSearchParams())
      : null
  return (
    <>
      {hasH1 ? null : <h1 className="page-title">{page.title}</h1>}
      {subtitle ? (
        <p className="page-subtitle" data-testid="car-list-search-title">
          {subtitle}
        </p>
      ) : null}
      <RenderBlocks
        blocks={blocks}
        ctx={{
          locale: ctx.locale,
          siteKey: ctx.site.key,
          filters: route.kind === 'car-list' ? route.filters : [],
          path: localizedPath(ctx.route, ctx.locale, page.path ?? '/'),
          query,
        }}
      />
      {route.kind === 'content' && page.path === '/' ? (
        <RecentlyViewedSection siteKey={ctx.site.key} locale={ctx.locale} className={frame.section} />
      ) : null}
    </>
  )
}
