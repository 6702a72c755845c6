/**
 * The admin dashboard's line on saved searches (issue 37 §1): for the site selected in the admin, how many are active
 * and how many wait for confirmation. Counts only: the searches carry e-mail addresses (docs/security.md).
 */
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { headers as requestHeaders } from 'next/headers'
import type { Payload, TypedUser } from 'payload'
import { savedSearchCounts } from '../store'

type Props = { payload: Payload; user?: TypedUser | null }

export async function SavedSearchCounts({ payload, user }: Props) {
  if (!user) return null
  const selected = getTenantFromCookie(await requestHeaders(), 'number')
  if (typeof selected !== 'number') return null
  const row = (await savedSearchCounts(payload)).find((count) => count.site === selected)
  return (
    <p data-testid="saved-search-counts">
      Saved searches with e-mail alerts: {row?.active ?? 0} active, {row?.pending ?? 0} waiting for confirmation.
    </p>
  )
}
