import { StoryArticle } from '@/features/stories/StoryArticle'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

export const segment = kindSegment(SEGMENT_ROUTES.story, ({ ctx, view }) => (
  <StoryArticle story={view.story!} ctx={ctx} path={view.shell.path} />
))
