import { publishTags } from '@/platform/invalidation'
import { ALL_TAG, renderTags } from '@/platform/render-cache/tags'
import { changedSites, type ShellHookArgs } from '@/sites/shell-cache'

/**
 * A story or a story tag changed: every stored page that shows the site's stories (its lists, teasers on content
 * pages, articles) is dropped in every instance once the editor's change commits. A draft save drops them too; a
 * render after it shows the published stories as before.
 */
const publishStoryChange = async (args: ShellHookArgs) => {
  const sites = changedSites(args)
  await publishTags(
    args.req.payload,
    sites.length ? sites.map((site) => renderTags.stories(site)) : [ALL_TAG],
    args.req,
  )
}

export const publishesStoryChanges = {
  afterChange: [publishStoryChange],
  afterDelete: [publishStoryChange],
}
