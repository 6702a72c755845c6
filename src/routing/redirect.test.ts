import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SiteContext } from '@/sites/context'
import { log } from '@/platform/log/logger'
// Imported with the file (vi.mock is hoisted above it), not inside a test: its module graph takes seconds to load on a
// busy machine, past a test's 5 s.
import { routeRedirect } from './redirect'

const dealerBySlug = vi.fn()
const findPageById = vi.fn()
vi.mock('@/features/dealers/queries', () => ({ dealerBySlug: (...args: unknown[]) => dealerBySlug(...args) }))
vi.mock('@/features/pages/find', () => ({ findPageById: (...args: unknown[]) => findPageById(...args) }))
vi.mock('@/features/cars/queries', () => ({ carDetail: vi.fn() }))
vi.mock('./load', () => ({ loadRoutingTable: vi.fn() }))

const ctx = { site: { id: 1 }, locale: 'sv-SE' } as unknown as SiteContext
const route = { kind: 'dealer-detail', page: 20, slug: 'bilgruppen-goteborg' } as const

describe('redirects of a dealer site page (spec 1 §2, §8)', () => {
  beforeEach(() => {
    dealerBySlug.mockReset()
    findPageById.mockReset()
    vi.spyOn(log, 'error').mockImplementation(() => {})
  })

  it('renders a known site and sends an unknown one (302) to the list', async () => {
    findPageById.mockResolvedValue({ path: '/anlaggningar' })
    dealerBySlug.mockResolvedValueOnce({ slug: 'bilgruppen-goteborg' })
    expect(await routeRedirect(ctx, route)).toBeNull()
    dealerBySlug.mockResolvedValueOnce(null)
    expect(await routeRedirect(ctx, route)).toEqual({ status: 302, path: '/anlaggningar' })
  })

  it('sends a failed read (302) to the list, or to / when the list cannot be read either', async () => {
    dealerBySlug.mockRejectedValue(new Error('connection refused'))
    findPageById.mockResolvedValueOnce({ path: '/anlaggningar' })
    expect(await routeRedirect(ctx, route)).toEqual({ status: 302, path: '/anlaggningar' })
    findPageById.mockRejectedValueOnce(new Error('connection refused'))
    expect(await routeRedirect(ctx, route)).toEqual({ status: 302, path: '/' })
  })
})
