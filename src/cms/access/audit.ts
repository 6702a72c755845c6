/**
 * The audit log (src/cms/audit) is evidence: every editor reads what happened on the sites they reach, a
 * group admin on every site; nobody creates, changes or deletes a row through the API — the log's hooks
 * write it with access overridden, inside the editor's own transaction.
 */
import type { Access, Where } from 'payload'
import { siteReach } from './roles'

/** Which rows a user reads: all (a group admin), their sites' (a site editor; none without sites), or none. */
export function auditReadScope(user: unknown): true | false | Where {
  const reach = siteReach(user)
  if (reach === 'all') return true
  if (!reach?.length) return false
  return { site: { in: reach } }
}

export const auditReaders: Access = ({ req }) => auditReadScope(req.user)
export const nobody: Access = () => false
