import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { demoPaths, demoRouting } from '@/demo/seed/content/demo-paths'
import { SITE_DEFINITIONS } from '@/demo/seed/site-definitions'
import { parseRedirectCsv } from '@/routing/redirects/csv'
import { lintRedirects } from '@/routing/redirects/lint'
import { expectedFindings, foundFindings } from './expectations'
import { tablePath } from './files'

/**
 * The six sites' tables of spec 2 §2.7 as the seed imports them. Every quirk the lint reports must be one the
 * table means to carry: its note says `[expect:<kind>]` (self-redirect, duplicate, chain-flattened).
 */
describe.each(SITE_DEFINITIONS.map((d) => d.key))('redirect table of %s', (key) => {
  const text = fs.readFileSync(tablePath(key), 'utf8')
  const { rules, errors } = parseRedirectCsv(text)

  it('parses without errors', () => {
    expect(errors).toEqual([])
    expect(rules.length).toBeGreaterThan(20)
  })

  it('lints with no loops, every internal target a page, a route or another rule, and only the quirks its notes expect', () => {
    // With the site's routes, a wildcard that keeps the rest of the path must lead under a route that takes it.
    const result = lintRedirects(rules, { knownPaths: demoPaths(key), routing: demoRouting(key) })
    expect(result.hasLoops).toBe(false)
    expect(foundFindings(result.report)).toEqual(expectedFindings(rules))
  })
})

describe('redirect tables together', () => {
  it('hold at least 300 rules (spec 2 §2.7)', () => {
    const total = SITE_DEFINITIONS.reduce(
      (n, d) => n + parseRedirectCsv(fs.readFileSync(tablePath(d.key), 'utf8')).rules.length,
      0,
    )
    expect(total).toBeGreaterThanOrEqual(300)
  })
  it('live beside this test, one per site', () => {
    expect(
      fs
        .readdirSync(path.dirname(tablePath('se')))
        .filter((f) => f.endsWith('.csv'))
        .sort(),
    ).toEqual(SITE_DEFINITIONS.map((d) => `${d.key}.csv`).sort())
  })
})
