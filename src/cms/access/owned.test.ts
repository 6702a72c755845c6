import { describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'
import { ownerOfUpload, siteOwnedWrites } from './owned'

const editor = { collection: 'users', role: 'editor', sites: [{ site: 1 }, { site: 4 }] }
const admin = { collection: 'users', role: 'admin' }
const req = (user: unknown, cookie = '') =>
  ({ user, headers: new Headers(cookie ? { cookie } : {}) }) as unknown as PayloadRequest
const owner = (user: unknown, cookie?: string) =>
  (ownerOfUpload as (args: { req: PayloadRequest; user: unknown }) => unknown)({ req: req(user, cookie), user })

describe('site-owned documents (media)', () => {
  it("gives a site editor's upload the selected site when it is theirs, else their first; anyone else's is the group's", () => {
    expect(owner(editor, 'payload-tenant=4')).toBe(4)
    expect(owner(editor, 'payload-tenant=9')).toBe(1)
    expect(owner(editor)).toBe(1)
    expect(owner(admin, 'payload-tenant=4')).toBeNull()
    expect(owner(null)).toBeNull()
  })

  it("narrows a site editor's changes to their sites, refuses writing another site or the group, and leaves group admins alone", async () => {
    const run = (key: 'create' | 'update' | 'delete', user: unknown, data?: Record<string, unknown>) =>
      siteOwnedWrites[key]({ req: req(user), data } as never)
    expect(await run('update', editor, { alt: 'x' })).toEqual({ site: { in: [1, 4] } })
    expect(await run('delete', editor)).toEqual({ site: { in: [1, 4] } })
    expect(await run('create', editor, { site: 9 })).toBe(false)
    expect(await run('create', editor, { site: null })).toBe(false)
    expect(await run('update', editor, { site: 4 })).toEqual({ site: { in: [1, 4] } })
    expect(await run('create', editor, {})).toBe(true)
    expect(await run('update', admin, { site: null })).toBe(true)
    expect(await run('create', null)).toBe(false)
  })
})
