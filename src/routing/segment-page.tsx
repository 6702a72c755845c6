import 'server-only'
import type React from 'react'
import type { Metadata } from 'next'
import type { SiteContext } from '@/sites/context'
import { RouteFrame } from '@/shell/RouteFrame'
import type { Route } from './kinds'
import { routeMetadata } from './metadata'
import { segmentView, type Segment } from './segment'

type SiteParams = { site: string; locale: string }
type Build<P> = (p: P, ctx: SiteContext) => Route | null

/**
 * A route kind's segment in three exports (issue 10 §1): the guard layout (resolves before the loading
 * boundary, so a missing thing is a real 404), the page's metadata and the page in the shared frame. A kind
 * adds only how to build its route from the params and what to render.
 */
export function kindSegment<P>(build: Build<P>, render: (segment: Segment<P>) => React.ReactNode) {
  return {
    async Guard({ children, params }: { children: React.ReactNode; params: Promise<SiteParams & P> }) {
      await segmentView(params, build)
      return children
    },
    async generateMetadata({ params }: { params: Promise<SiteParams & P> }): Promise<Metadata> {
      const { ctx, view } = await segmentView(params, build)
      return routeMetadata(ctx, view)
    },
    async Page({ params }: { params: Promise<SiteParams & P> }) {
      const segment = await segmentView(params, build)
      return (
        <RouteFrame ctx={segment.ctx} view={segment.view} kind={segment.route.kind}>
          {render(segment)}
        </RouteFrame>
      )
    },
  }
}
