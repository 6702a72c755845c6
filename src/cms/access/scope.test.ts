import { describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import { scopedAccess, valueAllowed, type SiteScope } from './scope'

const scope: SiteScope = { name: 'test', field: 'website', values: async (siteIds) => siteIds.map((id) => id * 10) }
const req = (user: unknown) => ({ user }) as unknown as PayloadRequest
const editor = { collection: 'users', role: 'editor', sites: [{ site: 1 }] }
const run = (key: 'create' | 'read' | 'update' | 'readVersions', user: unknown, data?: Record<string, unknown>) =>
  scopedAccess(scope, key, ({ req }) => Boolean(req.user) || key === 'read')({ req: req(user), data } as never)

describe('site scope of collections outside the plugin', () => {
  it("narrows a site editor's reads, updates and versions to their sites' values", async () => {
    expect(await run('read', editor)).toEqual({ website: { in: [10] } })
    expect(await run('update', editor, { name: 'x' })).toEqual({ website: { in: [10] } })
    expect(await run('readVersions', editor)).toEqual({ 'version.website': { in: [10] } })
  })

  it('refuses a write that names another site, or empties the field', async () => {
    expect(await run('create', editor, { website: 20 })).toBe(false)
    expect(await run('create', editor, { website: { id: 10 } })).toBe(true)
    expect(await run('update', editor, { website: null })).toBe(false)
    expect(await run('create', editor)).toBe(true)
  })

  it("keeps the collection's own rule for group admins, anonymous callers and editors without sites", async () => {
    expect(await run('read', { collection: 'users', role: 'admin' })).toBe(true)
    expect(await run('read', null)).toBe(true)
    expect(await run('create', null, { website: 20 })).toBe(false)
    expect(await run('read', { collection: 'users', role: 'editor', sites: [] })).toBe(false)
  })

  it('compares ids whatever their type', () => {
    expect(valueAllowed('10', [10])).toBe(true)
    expect(valueAllowed(undefined, [10])).toBe(false)
    expect(valueAllowed('', [''])).toBe(false)
  })
})
