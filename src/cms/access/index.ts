import type { Access, FieldAccess } from 'payload'

/** Anonymous visitors read published content; only signed-in editors write (spec 1 §6). */
export const anyone: Access = () => true
export const editors: Access = ({ req }) => Boolean(req.user)

/** Drafts stay private: visitors only see published versions of versioned collections. */
export const publishedOrEditors: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

/** Switched-off records (an inactive site message) are for editors only (issue 18 §8). */
export const activeOrEditors: Access = ({ req }) => (req.user ? true : { active: { equals: true } })

/**
 * Internal fields (leads e-mail addresses, ERP ids) are read by the server's own code (local API with
 * access overridden) and by editors, never by an anonymous read (issue 18 §1).
 */
export const internalField: { read: FieldAccess } = { read: ({ req }) => Boolean(req.user) }
