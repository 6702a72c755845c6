/**
 * Every public API under src/app/api, in one list: each feature's operations (its `openapi.ts` beside its contract)
 * and the few addresses that belong to no feature. The internal /api/platform/* routes are left out (only the proxy
 * calls them), as is the CMS's /api/cms/* (Payload's REST API, for editors). tests/int/openapi.int.test.ts fails
 * when a route file is missing here, or when a handler validates with another schema than the one listed.
 */
import { fontFileSchema } from '@/sites/font-assets'
import { notFound } from '@/platform/openapi/answers'
import { bookingManageOperations } from '@/features/booking-manage/openapi'
import { carOperations } from '@/features/cars/openapi'
import { financeOperations } from '@/features/finance/openapi'
import { leadOperations } from '@/features/leads/openapi'
import { mapOperations } from '@/features/maps/openapi'
import { savedSearchOperations } from '@/features/saved-searches/openapi'
import { searchOperations } from '@/features/search/openapi'
import { serviceBookingOperations } from '@/features/service-booking/openapi'
import { storiesOperations } from '@/features/stories/openapi'
import { tyreHotelOperations } from '@/features/tyre-hotel/server/openapi'
import type { ApiOperation } from '@/platform/openapi/operation'

const assets: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/fonts/{file}',
    tag: 'Assets',
    summary: 'A site font by its content-hashed name (pages load it as /-/fonts/{file})',
    params: { file: fontFileSchema },
    example: { params: { file: 'inter-latin-wght-normal.0123456789ab.woff2' } },
    responses: {
      200: {
        description: 'The font; `Cache-Control: public, max-age=31536000, immutable` (the name changes with it).',
        contentType: 'font/woff2',
      },
      404: notFound('No font has this name.'),
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Assets',
    summary: 'This document',
    example: {},
    responses: {
      200: { description: 'The OpenAPI 3.1 document; `Cache-Control: public, max-age=3600` and an `ETag`.' },
      304: { description: 'The document has not changed since the `If-None-Match` tag.', contentType: null },
    },
  },
]

export const API_TAGS = [
  { name: 'Search', description: 'Cars and dealer sites: hits, facets, suggestions (docs/api.md "Search API").' },
  { name: 'Cars', description: 'A car’s media by registration number.' },
  { name: 'Finance', description: 'Loans, PCP and HP quotations, the UK finance provider’s calls.' },
  { name: 'Leads', description: 'Lead forms and the editors’ marketing forms.' },
  { name: 'Saved searches', description: 'Saved car searches with e-mail alerts, without an account.' },
  { name: 'Service booking', description: 'The Swedish workshop booking (spec 2 §7.1) and its place search.' },
  { name: 'Bookings managed by link', description: 'A booking opened by the link in its confirmation.' },
  { name: 'Tyre hotel', description: 'One-time codes, sessions and wheel-change bookings (spec 2 §7.3).' },
  { name: 'Stories', description: 'The sites’ stories, a page at a time.' },
  { name: 'Assets', description: 'Map style and data, fonts, and this document.' },
]

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...searchOperations,
  ...carOperations,
  ...financeOperations,
  ...leadOperations,
  ...savedSearchOperations,
  ...serviceBookingOperations,
  ...bookingManageOperations,
  ...tyreHotelOperations,
  ...storiesOperations,
  ...mapOperations,
  ...assets,
]
