import { describe, expect, it } from 'vitest'
import { auditReadScope } from './audit'

describe('auditReadScope', () => {
  it('a group admin reads every row, a site editor their sites', () => {
    expect(auditReadScope({ collection: 'users', role: 'admin' })).toBe(true)
    expect(auditReadScope({ collection: 'users', role: 'editor', sites: [{ site: 2 }, { site: { id: 5 } }] })).toEqual({
      site: { in: [2, 5] },
    })
  })

  it('an editor without sites, an anonymous caller or another collection read nothing', () => {
    expect(auditReadScope({ collection: 'users', role: 'editor', sites: [] })).toBe(false)
    expect(auditReadScope(null)).toBe(false)
    expect(auditReadScope({ collection: 'customers', role: 'admin' })).toBe(false)
  })
})
