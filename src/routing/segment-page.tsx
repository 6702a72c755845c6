import 'server-only'
import type React from 'react'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { answerAsNotFound } from '@/platform/not-found-answer'
import { bindRenderFill } from '@/platform/render-cache/declare'
import { FILL_ID_HEADER } from '@/platform/render-cache/tags'
import type { SiteContext } from '@/sites/context'
import { isDeepListQuery } from '@/features/cars/list/state'
import { CarNotFound } from '@/features/cars/page/CarNotFound'
import { SiteNotFound } from '@/features/shell/SiteNotFound'
import { RouteFrame } from './RouteFrame'
import { PRIVATE_KINDS, type Route } from './kinds'
import { routeMetadata } from './metadata'
import { segmentOrMissing, type Missing, type Segment } from './segment'

type SiteParams = { site: string; locale: string }
type Build<P> = (p: P, ctx: SiteContext) => Route | null
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Next's searchParams prop as URLSearchParams (repeated keys kept in order). */
function toQuery(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) for (const v of [value ?? []].flat()) query.append(key, v)
  return query
}

/** What a segment draws, with status 404, when its address finds nothing (spec 1 §2): the car's view with similar cars, else the site's. */
const missingView = ({ ctx, route }: Missing) =>
  answerAsNotFound(
    ctx && route?.kind === 'car-detail' ? <CarNotFound ctx={ctx} slug={route.slug} /> : <SiteNotFound ctx={ctx} />,
  )

const NOT_INDEXED = { index: false, follow: true }

/**
 * A route kind's segment in three exports: the guard layout (resolves before the page, so a
 * missing thing is a real 404), the page's metadata and the page in the shared frame. A kind adds only how to
 * build its route from the params and what to render. Kinds have no loading.tsx: its Suspense boundary would
 * stream the page into a hidden element that only JavaScript reveals, and every page must work without it.
 */
export function kindSegment<P>(
  build: Build<P>,
  render: (segment: Segment<P>, query: URLSearchParams) => React.ReactNode,
) {
  return {
    async Guard({ children, params }: { children: React.ReactNode; params: Promise<SiteParams & P> }) {
      const found = await segmentOrMissing(params, build)
      return 'missing' in found ? missingView(found) : children
    },
    async generateMetadata({
      params,
      searchParams,
    }: {
      params: Promise<SiteParams & P>
      searchParams: SearchParams
    }): Promise<Metadata> {
      const [found, query] = await Promise.all([segmentOrMissing(params, build), searchParams.then(toQuery)])
      // The not-found view names its own title.
      if ('missing' in found) return { robots: NOT_INDEXED }
      const { ctx, view, route } = found
      const metadata = await routeMetadata(ctx, view)
      // A page with a token or an address: the proxy's headers say it too, a copy saved from the browser keeps this.
      if (PRIVATE_KINDS.has(route.kind))
        return { ...metadata, robots: { index: false, follow: false }, referrer: 'no-referrer' }
      // A car list under deep filter combinations is not indexed (its canonical URL has no query).
      return route.kind === 'car-list' && isDeepListQuery(query) ? { ...metadata, robots: NOT_INDEXED } : metadata
    },
    async Page({ params, searchParams }: { params: Promise<SiteParams & P>; searchParams: SearchParams }) {
      // A navigation renders below the site layout, which binds a render-cache fill otherwise: the page always renders.
      bindRenderFill((await headers()).get(FILL_ID_HEADER))
      const [segment, query] = await Promise.all([segmentOrMissing(params, build), searchParams.then(toQuery)])
      // The guard drew the not-found view in the page's place.
      if ('missing' in segment) return null
      return (
        <RouteFrame ctx={segment.ctx} view={segment.view} kind={segment.route.kind}>
          {render(segment, query)}
        </RouteFrame>
      )
    },
  }
}
