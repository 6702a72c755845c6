import { describe, expect, it } from 'vitest'
import type { Navigation } from '@/payload-types'
import { alertToShow, hideAlertCookie, isDismissibleType, readCookie } from './rules'

/** The tests' clock: the day the stale spring campaign was seen. */
const NOW = Date.parse('2026-11-27T12:00:00Z')

const nav = (over: Partial<Navigation>): Navigation =>
  ({
    id: 1,
    site: 1,
    title: 'n',
    hasMessage: true,
    messageTitle: 'Campaign',
    messageText: 'Lease from 3 495',
    messageType: 'Neutral',
    updatedAt: '',
    createdAt: '',
    ...over,
  }) as Navigation

describe('alert bar rules (spec 1 §4)', () => {
  it('shows only between its start and its end (a spring campaign in November)', () => {
    const spring = { messageStartsAt: '2026-03-01T00:00:00.000Z', messageEndsAt: '2026-04-30T22:00:00.000Z' }
    expect(alertToShow(nav(spring), null, NOW)).toBeNull()
    expect(alertToShow(nav(spring), null, Date.parse('2026-04-15T12:00:00Z'))).toMatchObject({ title: 'Campaign' })
    expect(alertToShow(nav({ messageStartsAt: '2026-12-01T00:00:00.000Z' }), null, NOW)).toBeNull()
    expect(
      alertToShow(nav({ messageStartsAt: '2026-11-01T00:00:00.000Z', messageEndsAt: null }), null, NOW),
    ).toMatchObject({ title: 'Campaign' })
  })

  it('shows with HasMessage and non-empty title, text and type', () => {
    expect(alertToShow(nav({}), null, NOW)).toMatchObject({
      title: 'Campaign',
      type: 'Neutral',
      dismissible: true,
      belowNavigation: false,
    })
  })

  it('needs HasMessage', () => {
    expect(alertToShow(nav({ hasMessage: false }), null, NOW)).toBeNull()
    expect(alertToShow(null, null, NOW)).toBeNull()
  })

  it.each([
    ['title', { messageTitle: '  ' }],
    ['text', { messageText: '' }],
    ['type', { messageType: null }],
  ])('is hidden when the %s is empty', (_, over) => {
    expect(alertToShow(nav(over as Partial<Navigation>), null, NOW)).toBeNull()
  })

  it('is dismissible except for Warning, and the hideAlert cookie hides only dismissible ones', () => {
    expect(isDismissibleType('Warning')).toBe(false)
    for (const t of ['Dark', 'Light', 'Neutral']) expect(isDismissibleType(t)).toBe(true)
    expect(alertToShow(nav({}), '1', NOW)).toBeNull()
    expect(alertToShow(nav({ messageType: 'Warning' }), '1', NOW)).toMatchObject({
      type: 'Warning',
      dismissible: false,
    })
  })

  it('keeps the position below the navigation', () => {
    expect(alertToShow(nav({ messageIsBelowNavigation: true }), null, NOW)?.belowNavigation).toBe(true)
  })

  it('dismissal cookie lasts one day on the whole site', () => {
    expect(hideAlertCookie()).toBe('hideAlert=1; Max-Age=86400; Path=/; SameSite=Lax')
  })

  it('reads a cookie among others', () => {
    expect(readCookie('a=1; hideAlert=1; b=x%20y', 'hideAlert')).toBe('1')
    expect(readCookie('a=1; b=x%20y', 'b')).toBe('x y')
    expect(readCookie('hideAlertX=1', 'hideAlert')).toBeNull()
  })
})
