import 'server-only'
import { payloadClient } from '@/cms/payload'
import { loadStrings } from '@/i18n/dictionary/load'
import { NotFoundError } from '@/platform/errors'
import { answerAsNotFound } from '@/platform/not-found-answer'
import type { SiteContext } from '@/sites/context'
import { linkTokenSchema } from '../contract'
import { savedSearchMailStrings } from '../mail-strings'
import { linkSecret } from '../server'
import { manageSearches } from '../store'
import { InvalidLink } from './InvalidLink'
import { ManageList } from './ManageList'

/**
 * The manage link's page: the address's searches by the link's token. A missing, malformed, forged or dead token
 * (the address's last search is gone) is answered 404 with the page that says only that the link is no longer valid.
 */
export async function ManageSearchesPage({ ctx, token }: { ctx: SiteContext; token: string | null }) {
  const parsed = linkTokenSchema.safeParse(token)
  if (!parsed.success) return answerAsNotFound(<InvalidLink ctx={ctx} />)
  const [messages, found] = await Promise.all([
    loadStrings(savedSearchMailStrings, ctx.site.id, ctx.locale),
    payloadClient()
      .then((payload) => manageSearches(payload, linkSecret(), parsed.data))
      .catch((error: unknown) => {
        if (error instanceof NotFoundError) return null
        throw error
      }),
  ])
  if (!found) return answerAsNotFound(<InvalidLink ctx={ctx} />)
  return (
    <ManageList
      messages={messages}
      email={found.email}
      token={parsed.data}
      searches={found.searches}
      action={`/api/saved-searches/manage?locale=${ctx.locale}`}
    />
  )
}
