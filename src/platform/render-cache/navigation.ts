/**
 * Client-router navigations from the store. A navigation (`RSC: 1`, not a prefetch) is answered with the RSC payload of
 * the page below the first segment where the router's state tree and the page part; which segment that is, Next reads
 * from the tree, so the payload is a function of the page and the tree (and of nothing else a page reads that the
 * store's key does not hold already). A stored payload is therefore kept per page and tree as sent. A browser sends
 * the target's own tree with a `refetch` mark where it leaves its current page (Next's segment cache): a few trees per
 * page, shared by every visitor who comes from the same kind of page.
 *
 * The router sends `_rsc`, a hash of its headers, so that a cache keyed by the URL alone never answers one tree with
 * another's payload; Next redirects a request whose hash does not match. The store answers only a request whose hash
 * matches, and its own fill sends the hash of what it sends.
 */
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js'

/** Longer trees are not stored (a browser's is under 1 KB; the pages here are at most eight segments deep). */
export const MAX_STORED_TREE = 4096

export type Navigation = { tree: string; nextUrl: string; cacheBuster: string | null }

const orUndefined = (value: string) => (value === '' ? undefined : value)

/** The tree a stored payload is kept under, or null when the store must leave the navigation to Next. */
export async function storedNavigationTree(navigation: Navigation): Promise<string | null> {
  if (
    navigation.cacheBuster === null ||
    navigation.tree.length > MAX_STORED_TREE ||
    navigation.nextUrl.length > MAX_STORED_TREE
  )
    return null
  const expected = await computeCacheBustingSearchParam(
    undefined,
    undefined,
    orUndefined(navigation.tree),
    orUndefined(navigation.nextUrl),
  )
  return expected === navigation.cacheBuster ? navigation.tree : null
}

/** The `_rsc` parameter of a fill that sends this tree and no current page (Next would redirect the fill without it). */
export const fillCacheBuster = (tree: string): Promise<string> =>
  computeCacheBustingSearchParam(undefined, undefined, orUndefined(tree), undefined)
