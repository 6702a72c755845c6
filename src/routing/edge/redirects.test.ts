import { describe, expect, it } from 'vitest'
import { canonicalMove } from './redirects'

const origin = 'https://se.example'

describe('canonicalMove', () => {
  it('leaves a canonical address on its primary host alone', () => {
    expect(canonicalMove(false, '/kop-bil', '?a=1', origin)).toBeNull()
    expect(canonicalMove(false, '/', '', origin)).toBeNull()
  })
  it('moves www to the bare host with 301, keeping path and query, and the slash in the same hop', () => {
    expect(canonicalMove(true, '/kop-bil/', '?a=1', origin)).toEqual({
      location: 'https://se.example/kop-bil?a=1',
      status: 301,
    })
    expect(canonicalMove(true, '/', '', origin)).toEqual({ location: 'https://se.example/', status: 301 })
  })
  it('drops trailing slashes of a page address with 308', () => {
    expect(canonicalMove(false, '/om-oss//', '', origin)).toEqual({
      location: 'https://se.example/om-oss',
      status: 308,
    })
  })
})
