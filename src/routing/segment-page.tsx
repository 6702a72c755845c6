import 'server-only'
import type React from 'react'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { bindRenderFill } from '@/platform/render-cache/declare'
import { FILL_ID_HEADER } from '@/platform/render-cache/tags'
import type { SiteContext } from '@/sites/context'
import { isDeepListQuery } from '@/features/cars/list/state'
import { RouteFrame } from './RouteFrame'
import { PRIVATE_KINDS, type Route } from './kinds'
import { routeMetadata } from './metadata'
import { segmentView, type Segment } from './segment'

type SiteParams = { site: string; locale: string }
type Build<P> = (p: P, ctx: SiteContext) => Route | null
type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Next's searchParams prop as URLSearchParams (repeated keys kept in order). */
function toQuery(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) for (const v of [value ?? []].flat()) query.append(key, v)
  return query
}

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
      await segmentView(params, build)
      return children
    },
    async generateMetadata({
      params,
      searchParams,
    }: {
      params: Promise<SiteParams & P>
      searchParams: SearchParams
    }): Promise<Metadata> {
      const [{ ctx, view, route }, query] = await Promise.all([segmentView(params, build), searchParams.then(toQuery)])
      const metadata = await routeMetadata(ctx, view)
      // A page with a token or an address: the proxy's headers say it too, a copy saved from the browser keeps this.
      if (PRIVATE_KINDS.has(route.kind))
        return { ...metadata, robots: { index: false, follow: false }, referrer: 'no-referrer' }
      // A car list under deep filter combinations is not indexed (its canonical URL has no query).
      return route.kind === 'car-list' && isDeepListQuery(query)
        ? { ...metadata, robots: { index: false, follow: true } }
        : metadata
    },
    async Page({ params, searchParams }: { params: Promise<SiteParams & P>; searchParams: SearchParams }) {
      // A navigation renders below the site layout, which binds a render-cache fill otherwise: the page always renders.
      bindRenderFill((await headers()).get(FILL_ID_HEADER))
      const [segment, query] = await Promise.all([segmentView(params, build), searchParams.then(toQuery)])
      return (
        <RouteFrame ctx={segment.ctx} view={segment.view} kind={segment.route.kind}>
          {render(segment, query)}
        </RouteFrame>
      )
    },
  }
}
