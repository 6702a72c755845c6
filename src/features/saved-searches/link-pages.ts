/**
 * The site pages a saved-search e-mail link ends on (docs/api.md "Saved searches"): the link routes under
 * /api/saved-searches do the work and answer 303 to one of these paths, in the link's language, where the site
 * shows the outcome in its shell. Fixed on every site, before any editor's page at the same path
 * (src/routing/resolve.ts). Pure and tiny: the proxy resolves with it.
 */
export const LINK_PAGES = {
  unsubscribed: '/saved-searches/unsubscribed',
  /** `?token=`: the address's searches, each with a delete form. */
  manage: '/saved-searches/manage',
  /** A link that is used, expired or not ours: always a 404. */
  'invalid-link': '/saved-searches/invalid-link',
} as const

export type LinkPage = keyof typeof LINK_PAGES

const BY_PATH = new Map(Object.entries(LINK_PAGES).map(([page, path]) => [path as string, page as LinkPage]))

/** The link page at a (locale-stripped) path, or null. */
export const linkPageAt = (path: string): LinkPage | null => BY_PATH.get(path) ?? null

export const isLinkPage = (page: string): page is LinkPage => Object.hasOwn(LINK_PAGES, page)
