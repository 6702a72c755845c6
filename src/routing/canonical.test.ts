import { describe, expect, it } from 'vitest'
import { canonicalFromField } from './canonical'

const origin = 'https://se.example.com'

describe('canonicalFromField', () => {
  it('keeps a full URL and makes a path of this site absolute', () => {
    expect(canonicalFromField('https://other.example.com/a', origin)).toBe('https://other.example.com/a')
    expect(canonicalFromField(' /om-oss ', origin)).toBe('https://se.example.com/om-oss')
  })

  it('ignores empty values, protocol-relative and other schemes', () => {
    expect(canonicalFromField('', origin)).toBeNull()
    expect(canonicalFromField(null, origin)).toBeNull()
    expect(canonicalFromField('//evil.example/x', origin)).toBeNull()
    expect(canonicalFromField('javascript:alert(1)', origin)).toBeNull()
    expect(canonicalFromField('om-oss', origin)).toBeNull()
  })
})
