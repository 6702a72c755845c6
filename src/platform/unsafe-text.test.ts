import { describe, expect, it } from 'vitest'
import { isUnsafeText, unsafeTextField } from './unsafe-text'

describe('unsafe text', () => {
  it('finds a NUL and an unpaired surrogate of either half, anywhere in a string', () => {
    for (const text of ['\u0000', 'Anna\u0000', '\ud800', 'a\ud800b', '\udfff', 'x\udc00', '😀\ud83d', '\udc00\ud800'])
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(true)
  })

  it('passes every character, paired surrogates (emoji) and other control characters included', () => {
    for (const text of [
      '',
      'Köp bil',
      '😀😀',
      '\ud83d\ude00',
      'rad 1\nrad 2\t',
      '\u202e',
      '\uffff',
      '\ufffd',
      '%00',
      '\\u0000',
    ])
      expect(isUnsafeText(text), JSON.stringify(text)).toBe(false)
  })

  it('names the field of the first unsafe string in a JSON value, keys included, without repeating an odd key', () => {
    expect(unsafeTextField({ customer: { firstName: 'Anna', lastName: 'A\u0000' } })).toBe('customer.lastName')
    expect(unsafeTextField({ items: [{ note: 'ok' }, { note: '\ud800' }] })).toBe('items[1].note')
    expect(unsafeTextField({ values: { 'n\u0000': 'x' } })).toBe('values')
    expect(unsafeTextField({ values: { '<b>': { x: '\u0000' } } })).toBe('values')
    expect(unsafeTextField('\u0000')).toBe('')
    expect(unsafeTextField({ a: 1, b: [true, null, 'ok'], c: { d: '😀' } })).toBeNull()
  })

  it('walks a deeply nested body without exhausting the stack', () => {
    // A 64 KB body (the cap) nests at most 32,000 deep.
    const depth = 32_000
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`)
    expect(unsafeTextField(deep)).toBe('[0][0][0][0][0][0][0][0]')
    expect(unsafeTextField(JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`))).toBeNull()
  })
})
