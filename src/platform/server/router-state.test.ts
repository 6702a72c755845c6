import { describe, expect, it } from 'vitest'
import { unreadableRouterState } from './router-state'

const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value))
const real = tree([
  '',
  {
    children: [
      '(site)',
      { children: [['site', 'se', 'd', null], { children: ['__PAGE__', {}, null, null, 0] }, null, null, 16] },
      null,
      null,
      16,
    ],
  },
  null,
  'refetch',
  16,
])

describe("the client router's state tree", () => {
  it("passes a browser's tree and requests without one", () => {
    expect(unreadableRouterState({ rsc: '1', 'next-router-state-tree': real })).toBe(false)
    expect(unreadableRouterState({ rsc: '1', 'next-router-state-tree': tree(['', {}, null, 'metadata-only']) })).toBe(
      false,
    )
    expect(unreadableRouterState({ rsc: '1' })).toBe(false)
    // Next reads the tree of a router request only.
    expect(unreadableRouterState({ 'next-router-state-tree': '%' })).toBe(false)
  })

  it('refuses a tree Next would fail on: broken escapes, bad bytes, not JSON, the wrong shape, sent twice, too long', () => {
    for (const bad of [
      '%',
      '%E0%A4%A',
      '%00',
      'null',
      '[]',
      '{"a":1}',
      tree(['', 'x']),
      real.slice(0, 40),
      'x'.repeat(40_001),
      [real, real],
    ]) {
      expect(unreadableRouterState({ rsc: '1', 'next-router-state-tree': bad }), String(bad).slice(0, 40)).toBe(true)
    }
  })
})
