/** POST /api/stories (spec 1 §7 GetStories): the body's contract and the one domain call behind it. */
import 'server-only'
import { z } from 'zod'
import type { Locale } from '@/cms/locales'
import { InputError } from '@/platform/errors'
import { storiesPage } from './queries'
import { decodeCursor, MAX_CURSOR_LENGTH, MAX_TAG_FILTER, STORIES_PAGE_SIZE } from './rules'
import type { StoryListPage } from './list'

const id = z.number().int().positive().max(2_147_483_647)

/** `{ index?, tags?, cursor? }`: the stories index page, the chosen tags (any of them), the previous page's endCursor. */
export const storiesRequestSchema = z.strictObject({
  index: id.optional(),
  tags: z.array(id).max(MAX_TAG_FILTER).optional(),
  cursor: z.string().max(MAX_CURSOR_LENGTH).optional(),
})
export type StoriesRequest = z.infer<typeof storiesRequestSchema>

/** One page of 4 stories (spec 1 §9) of the site in the locale. */
export async function storiesForRequest(
  siteId: number,
  locale: Locale,
  body: StoriesRequest,
  localize?: (path: string) => string,
): Promise<StoryListPage> {
  const cursor = body.cursor ? decodeCursor(body.cursor) : null
  if (body.cursor && !cursor)
    throw new InputError('cursor', 'is not a cursor this list gave out; start again without it')
  return storiesPage({
    siteId,
    locale,
    indexPage: body.index ?? null,
    tags: body.tags ?? [],
    cursor,
    limit: STORIES_PAGE_SIZE,
    localize,
  })
}
