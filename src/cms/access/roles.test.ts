import { describe, expect, it } from 'vitest'
import { assignedSiteIds, isGroupAdmin, mayCopyBetweenSites, siteReach } from './roles'

describe('roles', () => {
  const admin = { collection: 'users', role: 'admin', sites: [{ site: 3 }] }
  const editor = {
    collection: 'users',
    role: 'editor',
    sites: [{ site: 1 }, { site: { id: 4 } }, { site: '4' }, { site: null }],
  }

  it('a group admin reaches every site; a site editor their assigned sites only', () => {
    expect(isGroupAdmin(admin)).toBe(true)
    expect(siteReach(admin)).toBe('all')
    expect(isGroupAdmin(editor)).toBe(false)
    expect(assignedSiteIds(editor)).toEqual([1, 4])
    expect(siteReach(editor)).toEqual([1, 4])
  })

  it('nobody else has a role: anonymous callers, other collections, a missing role', () => {
    expect(siteReach(null)).toBeNull()
    expect(siteReach({ collection: 'customers', role: 'admin' })).toBeNull()
    expect(isGroupAdmin({ collection: 'customers', role: 'admin' })).toBe(false)
    expect(siteReach({ collection: 'users' })).toEqual([])
  })

  it('copies between two sites only for someone who reaches both: a group admin, or an editor of both', () => {
    expect(mayCopyBetweenSites(admin, 1, 9)).toBe(true)
    expect(mayCopyBetweenSites(editor, 1, 4)).toBe(true)
    expect(mayCopyBetweenSites(editor, 1, 9)).toBe(false)
    expect(mayCopyBetweenSites(editor, 9, 1)).toBe(false)
    expect(mayCopyBetweenSites(null, 1, 4)).toBe(false)
  })
})
