import { describe, expect, it } from 'vitest'
import { activityRows, type AuditRowLike } from './activity-rows'

const row = (id: number, at: string, extra: Partial<AuditRowLike> = {}): AuditRowLike => ({
  id,
  at,
  action: 'changed',
  collectionSlug: 'pages',
  documentId: 7,
  title: 'Om oss',
  userName: 'Anna',
  ...extra,
})
const format = { adminRoute: '/admin', locale: 'sv-SE', timeZone: 'Europe/Stockholm' }

describe('activityRows', () => {
  it('newest first (ties by the later row), the time in the site format and zone', () => {
    const rows = activityRows(
      [row(1, '2026-11-29T08:00:00.000Z'), row(3, '2026-11-29T09:30:00.000Z'), row(2, '2026-11-29T09:30:00.000Z')],
      format,
    )
    expect(rows.map((r) => r.key)).toEqual(['3', '2', '1'])
    expect(rows[0].when).toBe('2026-11-29 10:30')
    expect(
      activityRows([row(1, '2026-11-29T09:30:00.000Z')], { ...format, locale: 'en-GB', timeZone: 'Europe/London' })[0]
        .when,
    ).toBe('29/11/2026, 09:30')
  })

  it('links a document to its edit view until it is deleted; untitled documents by id; the platform as nobody', () => {
    const rows = activityRows(
      [
        row(1, '2026-11-29T08:00:00.000Z'),
        row(2, '2026-11-29T08:01:00.000Z', { collectionSlug: 'stories', documentId: 9, action: 'published' }),
        row(3, '2026-11-29T08:02:00.000Z', { action: 'deleted', userName: null }),
        row(4, '2026-11-29T08:03:00.000Z', { collectionSlug: 'redirects', documentId: 4, title: null }),
      ],
      format,
    )
    expect(rows.map((r) => [r.title, r.href, r.who])).toEqual([
      ['#4', '/admin/collections/redirects/4', 'Anna'],
      ['Om oss', null, null],
      ['Om oss', '/admin/collections/stories/9', 'Anna'],
      ['Om oss', null, 'Anna'],
    ])
  })
})
