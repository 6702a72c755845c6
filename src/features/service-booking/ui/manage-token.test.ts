import { describe, expect, it } from 'vitest'
import { forgetManageToken, takeManageToken } from './manage-token'
import { MemoryStorage } from '../../../../tests/kits/memory-storage'

const TOKEN = 'a'.repeat(43)
const PAGE = 'http://se.localhost/service-och-verkstad/boka-bilverkstad'

describe('the manage link’s token on the booking page', () => {
  it('is taken from the address, which keeps everything else, and kept for a reload', () => {
    const storage = new MemoryStorage()
    const replaced: string[] = []
    expect(takeManageToken(`${PAGE}?utm_source=mail&manage=${TOKEN}#top`, (a) => replaced.push(a), storage)).toBe(TOKEN)
    expect(replaced).toEqual(['/service-och-verkstad/boka-bilverkstad?utm_source=mail#top'])
    expect(takeManageToken(PAGE, (a) => replaced.push(a), storage)).toBe(TOKEN)
    expect(replaced).toHaveLength(1)
  })

  it('is none without one, and none after the page is left for a new booking', () => {
    const storage = new MemoryStorage()
    expect(takeManageToken(PAGE, () => undefined, storage)).toBeNull()
    takeManageToken(`${PAGE}?manage=${TOKEN}`, () => undefined, storage)
    forgetManageToken(PAGE, storage)
    expect(takeManageToken(PAGE, () => undefined, storage)).toBeNull()
  })

  it('is kept per page: the tyre hotel page’s link does not open on the booking page', () => {
    const storage = new MemoryStorage()
    takeManageToken(`http://se.localhost/dack-och-biltillbehor/dackhotell?manage=${TOKEN}`, () => undefined, storage)
    expect(takeManageToken(PAGE, () => undefined, storage)).toBeNull()
    expect(takeManageToken('http://se.localhost/dack-och-biltillbehor/dackhotell', () => undefined, storage)).toBe(
      TOKEN,
    )
  })

  it('keeps a bounded piece of a mangled token, for the page to refuse, and works without storage', () => {
    const replaced: string[] = []
    expect(takeManageToken(`${PAGE}?manage=${'x'.repeat(5000)}`, (a) => replaced.push(a), null)).toHaveLength(100)
    expect(replaced).toEqual(['/service-och-verkstad/boka-bilverkstad'])
  })
})
