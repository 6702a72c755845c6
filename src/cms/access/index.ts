import type { Access, FieldAccess } from 'payload'
import { isGroupAdmin } from './roles'

export { ownerSiteField, siteOwnedWrites } from './owned'
export { mayCopyBetweenSites } from './roles'
export { auditReaders, nobody } from './audit'

/**
 * Anonymous visitors read published content; only signed-in editors write (spec 1 §6). Which sites an
 * editor reaches is added on top of these rules: by the multi-tenant plugin for collections with a `site`
 * field (src/cms/tenancy.ts), by ./scope.ts for the others.
 */
export const anyone: Access = () => true
export const editors: Access = ({ req }) => Boolean(req.user)

/** Group admins only: users, the platform's outboxes, group-wide catalogues' writes. */
export const groupAdmins: Access = ({ req }) => isGroupAdmin(req.user)
export const groupAdminField: FieldAccess = ({ req }) => isGroupAdmin(req.user)

/** Drafts stay private: visitors only see published versions of versioned collections. */
export const publishedOrEditors: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/** Switched-off records (an inactive site message) are for editors only. */
export const activeOrEditors: Access = ({ req }) => (req.user ? true : { active: { equals: true } })

/**
 * Internal fields (leads e-mail addresses, ERP ids) are read by the server's own code (local API with
 * access overridden) and by editors, never by an anonymous read.
 */
export const internalField: { read: FieldAccess } = { read: ({ req }) => Boolean(req.user) }
