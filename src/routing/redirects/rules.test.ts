import { describe, expect, it } from 'vitest'

import { fillSplat, parseRule } from './rules'

describe('parseRule', () => {
  it('parses a wildcard source and a :splat target', () => {
    const rule = parseRule({ from: '/used/*', to: '/buy-car/used-cars/:splat' })
    expect(rule).toMatchObject({ path: '/used', wildcard: true, conditions: [], status: 301 })
    expect(rule.target).toEqual({ absolute: false, path: '/buy-car/used-cars/:splat', query: [], hash: '' })
  })
  it('parses query conditions, normalised, and the target query as written', () => {
    const rule = parseRule({ from: '/Bilar/?VehicleType=PB&', to: '/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB' })
    expect(rule.path).toBe('/bilar')
    expect(rule.conditions).toEqual([{ raw: 'VehicleType=PB', key: 'vehicletype', value: 'pb' }])
    expect(rule.target.query).toEqual([{ raw: 'car_vehicle_type=PB', key: 'car_vehicle_type', value: 'pb' }])
  })
  it('accepts absolute URL targets', () => {
    expect(parseRule({ from: '/karriar', to: 'https://careers.example.com/jobs' }).target.absolute).toBe(true)
  })
  it('defaults the status to 301 and accepts it written as text', () => {
    expect(parseRule({ from: '/404', to: '/' }).status).toBe(301)
    expect(parseRule({ from: '/404', to: '/', status: '' }).status).toBe(301)
    expect(parseRule({ from: '/404', to: '/', status: ' 301 ' }).status).toBe(301)
  })
  it.each([
    [{ from: '/a', to: '/b', status: 302 }, 'status: status 302 is not allowed: every redirect is permanent (301)'],
    [{ from: '/a', to: '/b', status: 'moved' }, 'status: status moved is not allowed'],
    [{ from: '', to: '/b' }, 'from: from is empty'],
    [{ from: 'a', to: '/b' }, 'from: from must be a path starting with "/"'],
    [{ from: '/a/*/b', to: '/b' }, 'from: a wildcard is only allowed as the last segment'],
    [{ from: '/a*', to: '/b' }, 'from: a wildcard is only allowed as the last segment'],
    [{ from: '/a', to: 'b' }, 'to: to must be a path starting with "/" or an http(s) URL'],
    [{ from: '/a', to: '' }, 'to: to is empty'],
  ])('rejects %o with a readable message', (row, message) => {
    expect(() => parseRule(row)).toThrow(message)
  })
})

describe('fillSplat', () => {
  it('puts the rest where :splat is', () => {
    expect(fillSplat('/buy-car/used-cars/:splat', 'bmw/x5')).toBe('/buy-car/used-cars/bmw/x5')
  })
  it('drops the slash before an empty splat', () => {
    expect(fillSplat('/buy-car/used-cars/:splat', '')).toBe('/buy-car/used-cars')
    expect(fillSplat('/:splat', '')).toBe('/')
  })
})
