import 'server-only'
import { notFound } from 'next/navigation'
import { payloadClient } from '@/cms/payload'
import { loadStrings } from '@/i18n/dictionary/load'
import { NotFoundError } from '@/platform/errors'
import type { SiteContext } from '@/sites/context'
import { linkTokenSchema } from '../contract'
import { savedSearchMailStrings } from '../mail-strings'
import { linkSecret } from '../server'
import { manageSearches } from '../store'
import { ManageList } from './ManageList'

/**
 * The manage link's page: the address's searches by the link's token. A missing, malformed, forged or dead token
 * (the address's last search is gone) is the segment's 404, which says only that the link is no longer valid.
 */
export async function ManageSearchesPage({ ctx, token }: { ctx: SiteContext; token: string | null }) {
  const parsed = linkTokenSchema.safeParse(token)
  if (!parsed.success) notFound()
  const [messages, found] = await Promise.all([
    loadStrings(savedSearchMailStrings, ctx.site.id, ctx.locale),
    payloadClient()
      .then((payload) => manageSearches(payload, linkSecret(), parsed.data))
      .catch((error: unknown) => {
        if (error instanceof NotFoundError) return null
        throw error
      }),
  ])
  if (!found) notFound()
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
