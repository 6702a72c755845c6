import { describe, expect, it } from 'vitest'
import { editorStatusChange } from './editor-retry'

describe('editor retry', () => {
  const now = new Date('2026-11-23T06:00:00Z')
  it('sets a dead entry back to pending, due now, with fresh attempts', () => {
    expect(editorStatusChange('dead', 'pending', now)).toEqual({
      ok: true,
      fields: {
        status: 'pending',
        attempts: 0,
        nextRunAt: '2026-11-23T06:00:00.000Z',
        lockedUntil: null,
        lockedBy: null,
      },
    })
  })
  it('leaves an unchanged status alone', () => {
    expect(editorStatusChange('done', 'done', now)).toEqual({ ok: true, fields: null })
  })
  it('refuses every other change', () => {
    for (const [from, to] of [
      ['pending', 'done'],
      ['processing', 'pending'],
      ['done', 'pending'],
      ['dead', 'done'],
      ['pending', 'dead'],
    ] as const) {
      expect(editorStatusChange(from, to, now)).toMatchObject({ ok: false })
    }
  })
})
