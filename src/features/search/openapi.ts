/** The search routes in the API description (docs/api.md "Search API"), with the schemas their handlers validate with. */
import { badRequest, tooLarge, tooMany, unavailable } from '@/platform/openapi/answers'
import type { ApiOperation } from '@/platform/openapi/operation'
import { searchQuerySchema } from './contract'
import { suggestAnswerSchema, suggestRequestSchema } from './suggest-contract'

const tag = 'Search'

export const searchOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/search',
    tag,
    summary: 'Search cars or dealer sites: hits, facets and counts',
    description:
      'The index (`cars-<market>` or `sites-<market>`) decides which fields, facets, filters and sorts exist; a ' +
      'name the index lacks is a 400 that lists the index’s own names. Leads e-mails and ERP ids are not ' +
      'available through this API.',
    body: searchQuerySchema,
    example: {
      body: {
        index: 'cars-se',
        fields: ['car_id', 'slug', 'car_model_text', 'car_price_text'],
        keyphrase: 'dragkrok',
        facets: [
          { name: 'car_brand>car_model', filters: ['Volvo>XC60', 'Kia'] },
          { name: 'car_fuel', sort_order: 'value_asc', filters: ['Diesel'] },
          { name: 'car_price', filters: { min: 150000, max: 400000 } },
        ],
        limit: 48,
        offset: 0,
        sort_name: 'price_asc',
        filters: { car_is_used: true, car_id: { not: ['1000042'] } },
      },
    },
    responses: {
      200: {
        description:
          'The hits (`content`), the facets asked for and the number of hits. When the engine fails, an empty ' +
          'answer (logged on the server).',
        example: {
          facet: [
            {
              name: 'car_brand>car_model',
              type: 'tree',
              values: [{ text: 'Volvo', count: 812, children: [{ text: 'XC60', count: 140 }] }],
            },
            {
              name: 'car_price',
              type: 'histogram',
              min: 89900,
              max: 1249000,
              values: [{ min: 89900, max: 205810, count: 97 }],
            },
          ],
          content: [
            { car_id: '1000123', slug: 'volvo-xc60-b4', car_model_text: 'Volvo XC60 B4', car_price_text: '349 900 kr' },
          ],
          total_items: 1234,
          limit: 48,
          offset: 0,
        },
      },
      400: badRequest('The query fails the contract or names what the index lacks.'),
      413: tooLarge(64),
      429: tooMany(),
      503: unavailable('Search is unavailable right now.'),
    },
  },
  {
    method: 'get',
    path: '/api/search/suggest',
    tag,
    site: true,
    summary: 'Suggestions while typing: brands, models, bodies and fuels with their counts',
    description: 'At most 8 suggestions in at most 2 KB; cached for a minute (`Cache-Control: public, max-age=60`).',
    query: suggestRequestSchema,
    example: { query: { q: 'vol', locale: 'sv-SE' } },
    responses: {
      200: {
        description: 'The suggestions, best first; `{ "suggestions": [] }` when the search failed (logged).',
        schema: suggestAnswerSchema,
        example: {
          suggestions: [
            { kind: 'brand', value: 'Volvo', label: 'Volvo', count: 120 },
            { kind: 'model', value: 'XC60', brand: 'Volvo', label: 'Volvo XC60', count: 40 },
          ],
        },
      },
      400: badRequest(),
      429: tooMany('Past the `api-ip` limit'),
      503: unavailable('Suggestions are unavailable right now.'),
    },
  },
]
