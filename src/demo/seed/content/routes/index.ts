import type { SiteKey } from '@/demo/seed/site-definitions'
import { bbRoutes } from './bb'
import { fiRoutes } from './fi'
import { noRoutes } from './no'
import { seRoutes } from './se'
import { skRoutes } from './sk'
import type { RoutePage } from './types'
import { ukRoutes } from './uk'

export type { RoutePage } from './types'

export const ROUTE_PAGES: Record<SiteKey, RoutePage[]> = {
  se: seRoutes,
  bb: bbRoutes,
  no: noRoutes,
  fi: fiRoutes,
  sk: skRoutes,
  uk: ukRoutes,
}
