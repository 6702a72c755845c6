import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import { documentIdParam } from './cms-endpoint'

const withId = (id: string) => ({ routeParams: { id } }) as unknown as PayloadRequest

describe('documentIdParam', () => {
  it('takes a positive integer the database can hold', () => {
    expect(documentIdParam(withId('39'))).toBe(39)
    expect(documentIdParam(withId(String(2 ** 31 - 1)))).toBe(2 ** 31 - 1)
  })

  it('is none past the database integer, at zero, or for anything but digits', () => {
    for (const id of [String(2 ** 31), '9999999999', '0', '', '-1', '1e3', '12a', '٣'])
      expect(documentIdParam(withId(id)), id).toBeNull()
  })
})
