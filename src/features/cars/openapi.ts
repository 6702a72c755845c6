/** GET /api/{name}/{regNo} in the API description (docs/api.md "Media"), with the schema its handler validates with. */
import { badRequest, notFound, tooMany, unavailable } from '@/platform/openapi/answers'
import type { ApiOperation } from '@/platform/openapi/operation'
import { MediaDataSchema, MediaPathSchema } from './media-data'

export const carOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/{name}/{regNo}',
    tag: 'Cars',
    summary: 'A car’s video and 360° frames by registration number',
    description:
      '`name` is the site’s key (`se`, `bb`, `no`, `fi`, `sk`, `uk`); the plate is looked up in that site’s market, ' +
      'without spaces or dashes and upper-cased. A plate without media answers the empty media, not a 404.',
    params: MediaPathSchema,
    example: { params: { name: 'se', regNo: 'ABC123' } },
    responses: {
      200: {
        description: 'The media (the empty media for a plate without any).',
        schema: MediaDataSchema,
        example: {
          videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          images360: ['/-/media/car360-suv-silver-00.webp', '/-/media/car360-suv-silver-01.webp'],
          internal360: [],
          hasVideo: true,
          hasInternal360: false,
          has360: true,
        },
      },
      400: badRequest(),
      404: notFound('No site has this key.'),
      429: tooMany('Past the `api-ip` limit'),
      503: unavailable('Media is unavailable right now.'),
    },
  },
]
