import { describe, expect, it } from 'vitest'
import { requestIdOf } from './request-id'

const UUID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/

describe('requestIdOf', () => {
  it.each([
    '3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f',
    '6c1f0e7a9b2d4c3e8f5a1b0c9d8e7f6a',
    'Root=1-67891233-abcdef012345678912345678'.replace(/[A-Z]/g, 'r'),
    'lb-01:000123',
    'x'.repeat(128),
  ])('keeps a well-formed id: %s', (id) => expect(requestIdOf(id)).toBe(id))

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['sent twice', ['a', 'b']],
    ['with a space', 'a b'],
    ['with a line break', 'a\nb'],
    ['with a quote', 'a"b'],
    ['with non-ASCII', 'bilköp'],
    ['an e-mail address', 'anna@example.se'],
    ['a phone number', '+46701740605'],
  ])('makes a new one when the header is %s', (_, header) => expect(requestIdOf(header)).toMatch(UUID))

  it('makes a different id each time', () => expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined)))
})
