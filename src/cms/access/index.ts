import type { Access } from 'payload'

/** Anonymous visitors read published content; only signed-in editors write (spec 1 §6). */
export const anyone: Access = () => true
export const editors: Access = ({ req }) => Boolean(req.user)

/** Drafts stay private: visitors only see published versions of versioned collections. */
export const publishedOrEditors: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }
