import { describe, expect, it } from 'vitest'
import type { Navigation } from '@/payload-types'
import type { DatedSiteMessage } from './rules'
import { messagesShown } from './shown'

const nav = {
  id: 1,
  site: 1,
  title: 'n',
  hasMessage: true,
  messageTitle: 'Vårkampanj',
  messageText: 'Gäller t.o.m. 30 april.',
  messageType: 'Neutral',
  messageEndsAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '',
  createdAt: '',
} as Navigation
const message = (title: string, startsAt: string | null, endsAt: string | null): DatedSiteMessage => ({
  id: title,
  title,
  text: 'x',
  type: 'Light',
  startsAt,
  endsAt,
})

describe('the messages a page shows', () => {
  const messages = [
    message('always', null, null),
    message('december', '2026-12-01T00:00:00.000Z', null),
    message('spring', null, '2026-05-01T00:00:00.000Z'),
  ]

  it('leaves out the ended spring campaign in November, and what has not started', () => {
    const shown = messagesShown(nav, messages, Date.parse('2026-11-27T12:00:00Z'))
    expect(shown.alert).toBeNull()
    expect(shown.messages.map((m) => m.title)).toEqual(['always'])
    // The page is right until the December message starts.
    expect(shown.until).toBe(Date.parse('2026-12-01T00:00:00.000Z'))
  })

  it('shows them in their window, and the page ends with the first of them', () => {
    const shown = messagesShown(nav, messages, Date.parse('2026-04-15T12:00:00Z'))
    expect(shown.alert).toMatchObject({ title: 'Vårkampanj' })
    expect(shown.messages.map((m) => m.title)).toEqual(['always', 'spring'])
    expect(shown.messages[0]).toEqual({ id: 'always', title: 'always', text: 'x', type: 'Light' })
    expect(shown.until).toBe(Date.parse('2026-05-01T00:00:00.000Z'))
  })
})
