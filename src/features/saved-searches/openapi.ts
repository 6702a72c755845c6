/** The saved searches' routes in the API description (docs/api.md "Saved searches"), with the schemas their handlers validate with. */
import { z } from 'zod'
import { badRequest, tooLarge, tooMany, unavailable } from '@/platform/openapi/answers'
import type { ApiOperation, ApiResponse } from '@/platform/openapi/operation'
import { createSavedSearchSchema, deleteSchema, linkSchema } from './contract'

const tag = 'Saved searches'
const token = 'dGhpcyBpcyBub3QgYSByZWFsIHRva2Vu.c2lnbmF0dXJl'

/** A redirect to one of the site's link pages (/saved-searches/unsubscribed, …/manage, …/invalid-link). */
const toPage = (description: string): ApiResponse => ({
  description,
  contentType: null,
  headers: { Location: { description: 'The site’s page, in the link’s language.', schema: { type: 'string' } } },
})
const linkLimit = tooMany('Past the `saved-search-link-ip` limit')
const privatePage =
  'Answers and the pages they lead to carry `cache-control: private, no-store`, `x-robots-tag: noindex` and ' +
  '`referrer-policy: no-referrer`; `locale` (the e-mail’s language) picks the page’s language.'

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
  query: linkSchema,
  example: { query: { token, locale: 'sv-SE' } },
  responses:
    method === 'get'
      ? {
          303: toPage(
            'Deleted (also when it already was): to the site’s page saying so; or, for a link that is not ' +
              'ours, to the invalid-link page.',
          ),
          400: badRequest(),
          429: linkLimit,
          503: unavailable('The search could not be deleted right now.'),
        }
      : {
          200: { description: 'Deleted (also when it already was).', contentType: null },
          400: badRequest(),
          404: { description: 'The link is used, expired or not ours.', contentType: null },
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
    query: linkSchema,
    example: { query: { token, locale: 'sv-SE' } },
    responses: {
      303: {
        description:
          'Confirmed: to the site’s car list with the search’s filters; or, for a used, expired or unknown link, to ' +
          'the site’s invalid-link page (a 404).',
        contentType: null,
        headers: { Location: { description: 'The car list with the search.', schema: { type: 'string' } } },
      },
      400: badRequest(),
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
    summary: 'The address’s saved searches (the link in every e-mail): to the site’s page that lists them',
    description: privatePage,
    query: linkSchema,
    example: { query: { token, locale: 'sv-SE' } },
    responses: {
      303: toPage('To the site’s manage page with the token, which lists the searches (or is the invalid link’s 404).'),
      400: badRequest(),
      429: linkLimit,
    },
  },
  {
    method: 'post',
    path: '/api/saved-searches/manage',
    tag,
    site: true,
    summary: 'Delete one of the address’s saved searches (the manage page’s form)',
    description: privatePage,
    body: deleteSchema,
    bodyType: 'application/x-www-form-urlencoded',
    example: { body: { token, id: '7d1c0f9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f' } },
    responses: {
      303: toPage(
        'Deleted: back to the manage page, or to the unsubscribed page when it was the last search (the link died ' +
          'with it); a link that is not ours to the invalid-link page.',
      ),
      400: badRequest(),
      413: tooLarge(2),
      429: linkLimit,
      503: unavailable('The search could not be deleted right now.'),
    },
  },
]
