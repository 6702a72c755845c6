import type { CollectionConfig } from 'payload'
import { SITE_COLLECTIONS, SITE_SINGLETONS } from '@/cms/tenancy'
import { withAudit } from './hooks'

/**
 * The collections whose saves and deletions the audit log records: the editors' work on a site, and the group
 * documents every site can show (their rows name no site, so group admins alone read them). Leads stay out:
 * visitors submit them, and their titles are people's names.
 */
export const AUDITED_COLLECTIONS: readonly string[] = [
  ...SITE_COLLECTIONS.filter((slug) => slug !== 'leads'),
  ...SITE_SINGLETONS,
  'group-content',
]

/** The config's collections, the audited ones with the log's hooks. */
export const withAuditLog = (collections: CollectionConfig[]) =>
  collections.map((collection) => (AUDITED_COLLECTIONS.includes(collection.slug) ? withAudit(collection) : collection))
