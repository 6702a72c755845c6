import { describe, expect, it } from 'vitest'
import { carPath, carRedirect, carTitle } from './detail'

const car = { car_id: '1000042', slug: 'volvo-xc60-b4-plus' }

describe('car detail rules (spec 1 §2)', () => {
  it('builds the path under any base', () => {
    expect(carPath('/kop-bil', car)).toBe('/kop-bil/1000042/volvo-xc60-b4-plus')
    expect(carPath('/', car)).toBe('/1000042/volvo-xc60-b4-plus')
  })

  it('redirects id only with 302 and a wrong slug with 301, and leaves the right one and unknown cars alone', () => {
    expect(carRedirect(car, '/kop-bil', null)).toEqual({ status: 302, path: '/kop-bil/1000042/volvo-xc60-b4-plus' })
    expect(carRedirect(car, '/kop-bil', 'volvo-xc60')).toEqual({
      status: 301,
      path: '/kop-bil/1000042/volvo-xc60-b4-plus',
    })
    expect(carRedirect(car, '/kop-bil', 'volvo-xc60-b4-plus')).toBeNull()
    expect(carRedirect(null, '/kop-bil', null)).toBeNull()
  })

  it('heads the page with brand, model and version', () => {
    expect(carTitle({ car_brand: 'Volvo', car_model: 'XC60', car_version: 'B4 Plus' })).toBe('Volvo XC60 B4 Plus')
    expect(carTitle({ car_brand: 'Kia', car_model: 'EV6', car_version: null })).toBe('Kia EV6')
  })
})
