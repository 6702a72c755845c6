import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { fillCacheBuster, MAX_STORED_TREE, storedNavigationTree } from './navigation'

/**
 * An independent oracle of the router's `_rsc` (Next's client computes it so: SHA-256 of "prefetch,segment,tree,next-url"
 * with '0' for an absent header, the first 12 bytes in base64url; nothing at all when no header is sent).
 */
const routerHash = (tree: string, nextUrl: string) =>
  tree === '' && nextUrl === ''
    ? ''
    : createHash('sha256')
        .update(['0', '0', tree || '0', nextUrl || '0'].join(','))
        .digest()
        .subarray(0, 12)
        .toString('base64url')

const tree = encodeURIComponent(
  JSON.stringify(['', { children: ['(site)', { children: [['site', 'se', 'd', null], {}] }] }, null, 'refetch', 16]),
)

describe('client-router navigations from the store', () => {
  it('keeps a navigation under its tree when its _rsc is the hash the router computes of its headers', async () => {
    expect(
      await storedNavigationTree({ tree, nextUrl: '/se/sv-SE/page', cacheBuster: routerHash(tree, '/se/sv-SE/page') }),
    ).toBe(tree)
    // The current page is in the hash but not in the answer: two visitors from two pages share the payload.
    expect(
      await storedNavigationTree({
        tree,
        nextUrl: '/se/sv-SE/car-list/3',
        cacheBuster: routerHash(tree, '/se/sv-SE/car-list/3'),
      }),
    ).toBe(tree)
    expect(await storedNavigationTree({ tree: '', nextUrl: '', cacheBuster: '' })).toBe('')
  })

  it('leaves to Next a navigation whose hash does not match or is absent (Next redirects it), or whose tree is too long', async () => {
    expect(
      await storedNavigationTree({ tree, nextUrl: '/se/sv-SE/page', cacheBuster: routerHash(tree, '/other') }),
    ).toBeNull()
    expect(await storedNavigationTree({ tree, nextUrl: '', cacheBuster: null })).toBeNull()
    expect(await storedNavigationTree({ tree: '', nextUrl: '', cacheBuster: 'x' })).toBeNull()
    const long = 'a'.repeat(MAX_STORED_TREE + 1)
    expect(await storedNavigationTree({ tree: long, nextUrl: '', cacheBuster: routerHash(long, '') })).toBeNull()
  })

  it("makes a fill's _rsc from the tree alone", async () => {
    expect(await fillCacheBuster(tree)).toBe(routerHash(tree, ''))
    expect(await fillCacheBuster('')).toBe('')
  })
})
