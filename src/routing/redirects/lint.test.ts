import { describe, expect, it } from 'vitest'

import { lintRedirects } from './lint'
import { parseRule } from './rules'

const rules = (...rows: [string, string][]) => rows.map(([from, to]) => parseRule({ from, to }))
const pairs = (result: ReturnType<typeof lintRedirects>) => result.rules.map((r) => [r.from, r.to])

describe('lintRedirects', () => {
  it('passes a clean table through untouched, with an empty report', () => {
    const result = lintRedirects(rules(['/404', '/'], ['/used/*', '/buy-car/used-cars/:splat']))
    expect(result).toMatchObject({ report: [], hasLoops: false })
    expect(pairs(result)).toEqual([
      ['/404', '/'],
      ['/used/*', '/buy-car/used-cars/:splat'],
    ])
  })

  it('drops and reports self-redirects, however they are spelt', () => {
    const result = lintRedirects(
      rules(
        ['/finn-oss/stavanger/', '/finn-oss/stavanger'],
        ['/hitta-oss/malm%C3%B6', '/Hitta-oss/malmö'],
        ['/a/*', '/a/:splat'],
        ['/b', '/c'],
      ),
    )
    expect(result.report.map((f) => [f.kind, f.from])).toEqual([
      ['self-redirect', '/finn-oss/stavanger/'],
      ['self-redirect', '/hitta-oss/malm%C3%B6'],
      ['self-redirect', '/a/*'],
    ])
    expect(pairs(result)).toEqual([['/b', '/c']])
  })

  it('does not take a rule that only drops query conditions for a self-redirect', () => {
    expect(lintRedirects(rules(['/bilar?vehicletype=PB', '/bilar'])).report).toEqual([])
  })

  it('reports duplicates with different targets, naming the winner, and keeps the first', () => {
    const result = lintRedirects(
      rules(['/om-oss', '/om-bilia/om-oss'], ['/Om-Oss/', '/'], ['/om-oss', '/om-bilia/om-oss/']),
    )
    expect(result.report).toEqual([
      {
        kind: 'duplicate',
        from: '/Om-Oss/',
        to: '/',
        message:
          '/Om-Oss/ appears more than once with different targets; the first wins (→ /om-bilia/om-oss), → / is ignored',
      },
    ])
    expect(pairs(result)).toEqual([['/om-oss', '/om-bilia/om-oss']])
  })

  it('treats rules with different conditions as different sources', () => {
    expect(
      lintRedirects(rules(['/bilar?vehicletype=PB', '/a'], ['/bilar?vehicletype=TB', '/b'], ['/bilar', '/c'])).report,
    ).toEqual([])
  })

  it('detects two-rule loops and longer cycles, and leaves their rules out', () => {
    const result = lintRedirects(
      rules(['/a', '/b'], ['/b', '/a'], ['/x', '/y'], ['/y', '/z'], ['/z', '/X/'], ['/ok', '/']),
    )
    expect(result.hasLoops).toBe(true)
    expect(result.report.map((f) => [f.kind, f.from])).toEqual([
      ['loop', '/a'],
      ['loop', '/b'],
      ['loop', '/x'],
      ['loop', '/y'],
      ['loop', '/z'],
    ])
    expect(result.report[0].message).toBe('redirect loop: /a → /b → /a')
    expect(pairs(result)).toEqual([['/ok', '/']])
  })

  it('detects a loop through wildcards', () => {
    const result = lintRedirects(rules(['/en/*', '/fi/:splat'], ['/fi/*', '/en/:splat']))
    expect(result.hasLoops).toBe(true)
    expect(result.report[0].message).toBe('redirect loop: /en/* → /fi/:splat → /en/:splat')
  })

  it('flattens chains to one hop', () => {
    const result = lintRedirects(rules(['/a', '/b'], ['/b', '/c'], ['/c', '/d']))
    expect(pairs(result)).toEqual([
      ['/a', '/d'],
      ['/b', '/d'],
      ['/c', '/d'],
    ])
    expect(result.report).toEqual([
      { kind: 'chain-flattened', from: '/a', to: '/b', message: 'chain /a → /b → /c → /d flattened to /a → /d' },
      { kind: 'chain-flattened', from: '/b', to: '/c', message: 'chain /b → /c → /d flattened to /b → /d' },
    ])
    expect(result.hasLoops).toBe(false)
  })

  it('carries the query along the chain: kept where unconsumed, the later target winning', () => {
    const result = lintRedirects(
      rules(
        ['/bilar-pb', '/bilar?vehicletype=PB&utm_medium=old'],
        ['/bilar?vehicletype=PB', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB&utm_medium=site'],
      ),
    )
    expect(pairs(result)[0]).toEqual(['/bilar-pb', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB&utm_medium=site'])
  })

  it('composes :splat through a chain of wildcards, or drops it where a later rule does', () => {
    const result = lintRedirects(
      rules(
        ['/used/*', '/buy-car/used/:splat'],
        ['/buy-car/used/*', '/buy-car/used-cars/:splat'],
        ['/old-bmw/*', '/used-cars/bmw/:splat'],
        ['/used-cars/bmw/*', '/buy-car/used-cars/bmw'],
      ),
    )
    expect(pairs(result)).toEqual([
      ['/used/*', '/buy-car/used-cars/:splat'],
      ['/buy-car/used/*', '/buy-car/used-cars/:splat'],
      ['/old-bmw/*', '/buy-car/used-cars/bmw'],
      ['/used-cars/bmw/*', '/buy-car/used-cars/bmw'],
    ])
  })

  it('never follows absolute URL targets', () => {
    const result = lintRedirects(rules(['/jobb', 'https://careers.example.com/jobb'], ['/jobs', '/jobb']))
    expect(pairs(result)).toEqual([
      ['/jobb', 'https://careers.example.com/jobb'],
      ['/jobs', 'https://careers.example.com/jobb'],
    ])
  })

  it('reports internal targets that are neither a known page nor a source, only when pages are given', () => {
    const table = rules(
      ['/404', '/'],
      ['/finnoss', '/Finn-Oss/Stavanger/'],
      ['/gammel', '/finnes-ikke'],
      ['/used/*', '/buy-car/used-cars/:splat'],
      ['/jobb', 'https://careers.example.com'],
    )
    expect(lintRedirects(table).report).toEqual([])
    const knownPaths = new Set(['/', '/finn-oss/stavanger', '/buy-car/used-cars/'])
    expect(lintRedirects(table, { knownPaths }).report).toEqual([
      {
        kind: 'unresolved-target',
        from: '/gammel',
        to: '/finnes-ikke',
        message: '/gammel → /finnes-ikke: /finnes-ikke is neither a page, a route nor the source of another rule',
      },
    ])
  })

  it('counts a route as a resolving target: a car list’s brand and model segments, a car, a dealer page', () => {
    const table = rules(
      ['/xc60', '/bilar/volvo/xc60'],
      ['/bil/123', '/kop-bil/123'],
      ['/oslo', '/finn-oss/oslo'],
      ['/tre', '/bilar/a/b/c'],
    )
    const knownPaths = new Set(['/', '/bilar', '/finn-oss'])
    const routing = {
      carDetailBase: '/kop-bil',
      pages: [
        { path: '/bilar', kind: 'car-list' as const, id: 1 },
        { path: '/finn-oss', kind: 'dealer-list' as const, id: 2 },
      ],
    }
    expect(lintRedirects(table, { knownPaths }).report.map((f) => f.from)).toEqual([
      '/xc60',
      '/bil/123',
      '/oslo',
      '/tre',
    ])
    // Three segments are more than a car list takes (spec 1 §2: brand and model).
    expect(lintRedirects(table, { knownPaths, routing }).report.map((f) => f.from)).toEqual(['/tre'])
  })

  it('probes a wildcard that keeps the rest with the deeper old paths its alias collapses (/used/bmw/x1 was a 404)', () => {
    const knownPaths = new Set(['/', '/buy-car/used-cars', '/buy-car/used-cars/bmw'])
    const table = rules(
      ['/used/*', '/buy-car/used-cars/:splat'],
      ['/used-cars/*', '/buy-car/used-cars/:splat'],
      ['/used-cars/bmw/*', '/buy-car/used-cars/bmw'],
    )
    expect(lintRedirects(table, { knownPaths }).report).toEqual([
      {
        kind: 'unresolved-target',
        from: '/used/*',
        to: '/buy-car/used-cars/:splat',
        message:
          '/used/bmw/… → /buy-car/used-cars/bmw/…: no page or route, while /used-cars/bmw/* sends the same old paths to /buy-car/used-cars/bmw',
      },
    ])
    expect(
      lintRedirects([...table, ...rules(['/used/bmw/*', '/buy-car/used-cars/bmw'])], { knownPaths }).report,
    ).toEqual([])
  })

  it('reports a wildcard that would send its own base path to itself', () => {
    const table = rules(['/buy-car/used-cars/bmw/*', '/buy-car/used-cars/bmw'])
    expect(lintRedirects(table, { knownPaths: new Set(['/']) }).report.map((f) => f.kind)).toEqual([
      'unresolved-target',
    ])
  })
})
