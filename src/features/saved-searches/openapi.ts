/** The saved searches' routes in the API description (docs/api.md "Saved searches"), with the schemas their handlers validate with. */
import { z } from 'zod'
import { badRequest, tooLarge, tooMany, unavailable } from '@/platform/openapi/answers'
import type { ApiOperation, ApiResponse } from '@/platform/openapi/operation'
import { createSavedSearchSchema, deleteSchema, tokenSchema } from './contract'

const tag = 'Saved searches'
const token = 'dGhpcyBpcyBub3QgYSByZWFsIHRva2Vu.c2lnbmF0dXJl'

const page = (description: string): ApiResponse => ({ description, contentType: 'text/html', schema: z.string() })
const invalidLink = page('The link is used, expired or not ours: a small page saying so.')
const linkLimit = tooMany('Past the `saved-search-link-ip` limit')
const privatePage =
  'Pages that show a token or an address carry `cache-control: private, no-store`, `x-robots-tag: noindex` and ' +
  '`referrer-policy: no-referrer`.'

const unsubscribe = (method: 'get' | 'post'): ApiOperation => ({
  method,
  path: '/api/saved-searches/unsubscribe',
  tag,
  site: true,
  summary:
    method === 'get'
      ? 'Unsubscribe: delete the search (the link in every e-mail)'
      : 'One-click unsubscribe (RFC 8058), as a mail client sends it',
  description:
    (method === 'post' ? 'The body (`List-Unsubscribe=One-Click`) is not read. ' : '') +
    'The address goes with its last search. ' +
    privatePage,
  query: tokenSchema,
  example: { query: { token } },
  responses: {
    200: page('The search is deleted (also when it already was).'),
    400: badRequest(),
    404: invalidLink,
    429: linkLimit,
    503: unavailable('The search could not be deleted right now.'),
  },
})

export const savedSearchOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/saved-searches',
    tag,
    site: true,
    summary: 'Save a car search for e-mail alerts (confirmed by a link sent to the address)',
    description:
      '`query.filters` are those of `POST /api/search` for the site’s car index (not `car_id`); `locale` must be ' +
      'one of the site’s languages. The same search of the same address answers the same id and sends nothing again.',
    body: createSavedSearchSchema,
    example: {
      body: {
        email: 'anna@example.se',
        query: { filters: { car_fuel: ['El'], car_price: { max: 300000 } }, keyphrase: 'kombi' },
        locale: 'sv-SE',
        alerts: ['new', 'price-drop'],
      },
    },
    responses: {
      202: {
        description: 'Stored unconfirmed, with its confirmation e-mail in the outbox.',
        schema: z.object({ id: z.string() }),
        example: { id: '7d1c0f9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f' },
      },
      400: badRequest(),
      413: tooLarge(16),
      429: tooMany(
        'Past the `saved-search-ip` limit (per client address), the `saved-search-address` limit (new searches of ' +
          'an e-mail address a day), or at 10 searches of one address',
      ),
      503: unavailable('The search could not be saved right now.'),
    },
  },
  {
    method: 'get',
    path: '/api/saved-searches/confirm',
    tag,
    site: true,
    summary: 'Confirm a saved search (the link of the confirmation e-mail; single use, 7 days)',
    query: tokenSchema,
    example: { query: { token } },
    responses: {
      303: {
        description: 'Confirmed: to the site’s car list with the search’s filters.',
        contentType: null,
        headers: { Location: { description: 'The car list with the search.', schema: { type: 'string' } } },
      },
      400: badRequest(),
      404: invalidLink,
      429: linkLimit,
      503: unavailable('The search could not be confirmed right now.'),
    },
  },
  unsubscribe('get'),
  unsubscribe('post'),
  {
    method: 'get',
    path: '/api/saved-searches/manage',
    tag,
    site: true,
    summary: 'The address’s saved searches, each with a delete button (the link in every e-mail)',
    description: privatePage,
    query: tokenSchema,
    example: { query: { token } },
    responses: {
      200: page('The list.'),
      400: badRequest(),
      404: invalidLink,
      429: linkLimit,
      503: unavailable('The searches cannot be read right now.'),
    },
  },
  {
    method: 'post',
    path: '/api/saved-searches/manage',
    tag,
    site: true,
    summary: 'Delete one of the address’s saved searches (the list page’s form) and answer the list again',
    description: privatePage,
    body: deleteSchema,
    bodyType: 'application/x-www-form-urlencoded',
    example: { body: { token, id: '7d1c0f9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f' } },
    responses: {
      200: page('The list, without the deleted search.'),
      400: badRequest(),
      404: invalidLink,
      413: tooLarge(2),
      429: linkLimit,
      503: unavailable('The search could not be deleted right now.'),
    },
  },
]
