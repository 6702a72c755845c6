import { describe, expect, it } from 'vitest'
import type { Navigation } from '@/payload-types'
import { alertToShow, hideAlertCookie, isDismissibleType, readCookie } from './rules'

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
  it('shows with HasMessage and non-empty title, text and type', () => {
    expect(alertToShow(nav({}), null)).toMatchObject({ title: 'Campaign', type: 'Neutral', dismissible: true, belowNavigation: false })
  })

  it('needs HasMessage', () => {
    expect(alertToShow(nav({ hasMessage: false }), null)).toBeNull()
    expect(alertToShow(null, null)).toBeNull()
  })

  it.each([
    ['title', { messageTitle: '  ' }],
    ['text', { messageText: '' }],
    ['type', { messageType: null }],
  ])('is hidden when the %s is empty', (_, over) => {
    expect(alertToShow(nav(over as Partial<Navigation>), null)).toBeNull()
  })

  it('is dismissible except for Warning, and the hideAlert cookie hides only dismissible ones', () => {
    expect(isDismissibleType('Warning')).toBe(false)
    for (const t of ['Dark', 'Light', 'Neutral']) expect(isDismissibleType(t)).toBe(true)
    expect(alertToShow(nav({}), '1')).toBeNull()
    expect(alertToShow(nav({ messageType: 'Warning' }), '1')).toMatchObject({ type: 'Warning', dismissible: false })
  })

  it('keeps the position below the navigation', () => {
    expect(alertToShow(nav({ messageIsBelowNavigation: true }), null)?.belowNavigation).toBe(true)
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
