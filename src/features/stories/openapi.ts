/** POST /api/stories in the API description (docs/api.md "Stories"), with the schema its handler validates with. */
import { badRequest, tooLarge, tooMany, unavailable } from '@/platform/openapi/answers'
import type { ApiOperation } from '@/platform/openapi/operation'
import { storiesRequestSchema } from './request'

export const storiesOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/stories',
    tag: 'Stories',
    site: true,
    summary: 'A page of four stories of the site, newest first',
    description:
      '`index` is the stories index page, `tags` any of these tags, `cursor` the previous page’s ' +
      '`pageInfo.endCursor` (one the list did not give out is a 400).',
    body: storiesRequestSchema,
    example: { body: { tags: [1, 2] } },
    responses: {
      200: {
        description: 'The stories and where the next page starts.',
        example: {
          stories: [
            {
              id: 12,
              title: 'Vinterdäck: när ska du byta?',
              premble: 'Så vet du när det är dags.',
              date: '2026-11-01T00:00:00.000Z',
              href: '/aktuellt/vinterdack',
              image: null,
              tags: [1],
            },
          ],
          total: 9,
          pageInfo: { hasNext: true, endCursor: 'MjAyNi0xMS0wMXwxMg' },
        },
      },
      400: badRequest(),
      413: tooLarge(4),
      429: tooMany(),
      503: unavailable('The database cannot be read right now.'),
    },
  },
]
