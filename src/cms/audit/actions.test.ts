import { describe, expect, it } from 'vitest'
import { CHANGE_RUN_MS, documentTitle, editorName, extendsRun, refId, saveAction } from './actions'

const published = { _status: 'published' }
const draft = { _status: 'draft' }

describe('saveAction', () => {
  it('a new draft is created, a new live document published', () => {
    expect(saveAction({ operation: 'create', draft: true, before: null, after: draft })).toBe('created')
    expect(saveAction({ operation: 'create', draft: false, before: null, after: published })).toBe('published')
  })

  it('collections without drafts: created, then changed', () => {
    expect(saveAction({ operation: 'create', draft: false, before: null, after: {} })).toBe('created')
    expect(saveAction({ operation: 'update', draft: false, before: {}, after: {} })).toBe('changed')
  })

  it('publishing, and publishing again with changes, are publications', () => {
    expect(saveAction({ operation: 'update', draft: false, before: draft, after: published })).toBe('published')
    expect(saveAction({ operation: 'update', draft: false, before: published, after: published })).toBe('published')
  })

  it('a draft saved over a published document is a change; taking the live version away an unpublication', () => {
    expect(saveAction({ operation: 'update', draft: true, before: published, after: draft })).toBe('changed')
    expect(saveAction({ operation: 'update', draft: false, before: published, after: draft })).toBe('unpublished')
    expect(saveAction({ operation: 'update', draft: false, before: draft, after: draft })).toBe('changed')
    // A newer draft over the live version: the live version's status decides.
    expect(saveAction({ operation: 'update', draft: false, before: draft, after: draft, wasLive: true })).toBe(
      'unpublished',
    )
    expect(saveAction({ operation: 'update', draft: false, before: published, after: draft, wasLive: false })).toBe(
      'changed',
    )
  })
})

describe('extendsRun', () => {
  const now = new Date('2026-11-29T12:00:00.000Z')
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const row = { action: 'changed' as const, user: 1, locale: 'sv-SE', at: ago(60_000) }
  const next = { action: 'changed' as const, user: 1, locale: 'sv-SE' }

  it('the same editor changing the same document again soon extends its newest row', () => {
    expect(extendsRun(row, next, now)).toBe(true)
    expect(extendsRun({ ...row, action: 'created' }, next, now)).toBe(true)
    expect(extendsRun({ ...row, at: ago(CHANGE_RUN_MS) }, next, now)).toBe(true)
  })

  it('another editor, locale, a later time or a publication in between start a row of their own', () => {
    expect(extendsRun(null, next, now)).toBe(false)
    expect(extendsRun({ ...row, user: 2 }, next, now)).toBe(false)
    expect(extendsRun({ ...row, locale: 'en' }, next, now)).toBe(false)
    expect(extendsRun({ ...row, at: ago(CHANGE_RUN_MS + 1) }, next, now)).toBe(false)
    expect(extendsRun({ ...row, action: 'published' }, next, now)).toBe(false)
    expect(extendsRun(row, { ...next, action: 'published' }, now)).toBe(false)
    expect(extendsRun(row, { ...next, action: 'deleted' }, now)).toBe(false)
  })
})

describe('row values', () => {
  it('titles: the collection title field first, then the usual names, bounded', () => {
    expect(documentTitle({ key: 'ui.x', value: 'V' }, 'key')).toBe('ui.x')
    expect(documentTitle({ title: ' Om oss ' })).toBe('Om oss')
    expect(documentTitle({ from: '/old' })).toBe('/old')
    expect(documentTitle({ title: '' })).toBeNull()
    expect(documentTitle({ title: 'x'.repeat(500) })?.length).toBe(200)
  })

  it('ids of relationships, populated or not; editors by name, else e-mail', () => {
    expect([refId(3), refId({ id: 4 }), refId('5'), refId(null), refId('a')]).toEqual([3, 4, 5, null, null])
    expect(editorName({ name: 'Anna', email: 'a@x.se' })).toBe('Anna')
    expect(editorName({ name: ' ', email: 'a@x.se' })).toBe('a@x.se')
    expect(editorName(null)).toBeNull()
  })
})
