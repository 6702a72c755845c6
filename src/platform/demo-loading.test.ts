import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'

describe("the demo seed's loading marker", () => {
  // The module remembers a marker seen gone: each test starts from a fresh one.
  beforeEach(() => vi.resetModules())

  it('says loading while the marker exists, and once it is gone never looks again', async () => {
    const { isDemoLoading } = await import('./demo-loading')
    const marker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-loading-')), 'demo-loading')
    fs.writeFileSync(marker, '')
    expect(isDemoLoading(marker)).toBe(true)
    fs.rmSync(marker)
    expect(isDemoLoading(marker)).toBe(false)
    // A marker written again later (another start's seed) is not this server's: the demo it serves is complete.
    fs.writeFileSync(marker, '')
    expect(isDemoLoading(marker)).toBe(false)
  })

  it('is never loading without a marker (a server not started by npm start)', async () => {
    const { isDemoLoading } = await import('./demo-loading')
    expect(isDemoLoading(undefined)).toBe(false)
  })
})
