/**
 * Documents a site owns, or the group when no site is named: media files. A site editor replaced another
 * site's file (a PATCH with a new file) and it was gone from that site's pages; reading them stays as the
 * collection says (files are public), but writing is the owner's:
 * - a group admin creates, changes and deletes any (their uploads are the group's unless they name a site);
 * - a site editor's upload belongs to the site selected in the admin when it is theirs, else to their first
 *   site; naming another site, or the group, is refused;
 * - a site editor changes and deletes their sites' documents only: the database query carries
 *   `site in (their sites)`, so another site's or the group's document is not found (404), and moving one
 *   out of their sites is refused (403).
 */
import type { Access, DefaultValue, RelationshipField } from 'payload'
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { siteCell } from '../admin/components'
import { siteReach } from './roles'
import { scopedAccess, type SiteScope } from './scope'

const OWNER_FIELD = 'site'
const OWNER: SiteScope = { name: 'owner-site', field: OWNER_FIELD, values: async (siteIds) => siteIds }

const signedIn: Access = ({ req }) => Boolean(req.user)

/** The collection's create, update and delete rules; its read rule stays its own. */
export const siteOwnedWrites = {
  create: scopedAccess(OWNER, 'create', signedIn),
  update: scopedAccess(OWNER, 'update', signedIn),
  delete: scopedAccess(OWNER, 'delete', signedIn),
}

/** The owner of a new document: a site editor's selected site if it is theirs, else their first; the group (null) for anyone else. */
export const ownerOfUpload: DefaultValue = ({ req }) => {
  const reach = siteReach(req.user)
  if (reach === null || reach === 'all' || reach.length === 0) return null
  const selected = getTenantFromCookie(req.headers, 'number')
  return typeof selected === 'number' && reach.includes(selected) ? selected : reach[0]
}

/** The owning site's field: empty for the group's documents. */
export const ownerSiteField: RelationshipField = {
  name: OWNER_FIELD,
  type: 'relationship',
  relationTo: 'sites',
  index: true,
  defaultValue: ownerOfUpload,
  admin: {
    position: 'sidebar',
    // An empty owner is the group's, not a missing site.
    ...siteCell({ en: 'Group', sv: 'Koncernen', nb: 'Konsernet', sk: 'Skupina' }),
  },
}
