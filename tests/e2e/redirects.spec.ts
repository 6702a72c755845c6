import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './test'
import { parseRedirectCsv } from '../../src/routing/redirects/csv'
import { compileRedirects, resolveFinal } from '../../src/routing/redirects/engine'
import { lintRedirects } from '../../src/routing/redirects/lint'
import { tablePath } from '../../src/demo/redirects/files'
import { E2E_DATA_DIR, PORT, rawGet } from './helpers'

const SITES = ['se', 'bb', 'no', 'fi', 'sk', 'uk']

/** What the seed stored for a site: its CSV table, linted like the import does. */
function servedRules(key: string) {
  return lintRedirects(parseRedirectCsv(fs.readFileSync(tablePath(key), 'utf8')).rules).rules
}

/** A request line for a rule's source: its path (for a wildcard, the base path it covers), conditions and a tag. */
function sampleRequest(rule: ReturnType<typeof servedRules>[number]): string {
  const [source] = rule.from.split('?')
  const base = rule.wildcard ? source.slice(0, -2) || '/' : source
  let decoded = base
  try {
    decoded = decodeURIComponent(base)
  } catch {}
  const query = [...rule.conditions.map((c) => c.raw), 'utm_campaign=e2e'].join('&')
  return `${encodeURI(decoded)}?${query}`
}

for (const key of SITES) {
  test(`${key}: every old path gets exactly one 301 to a page that answers 200`, async () => {
    test.setTimeout(180_000)
    const rules = servedRules(key)
    const engine = compileRedirects(rules)
    const host = `${key}.localhost`
    for (const rule of rules) {
      const request = sampleRequest(rule)
      const expected = resolveFinal(engine, request)
      const res = await rawGet(host, request)
      expect(res.status, `${request} (${rule.from} → ${rule.to})`).toBe(expected ? 301 : 200)
      if (!expected) continue
      expect(res.headers.location, 'the Location is percent-encoded ASCII').toMatch(/^[\x21-\x7e]+$/)
      if (/^https?:/.test(expected.location)) {
        expect(res.headers.location, request).toBe(expected.location)
        continue
      }
      expect(res.headers.location, request).toBe(`http://${host}:${PORT}${expected.location}`)
      // One hop: the target is a page, not another redirect; campaign tags survived the hop.
      const landing = await rawGet(host, expected.location)
      expect(landing.status, `${request} → ${expected.location}`).toBe(200)
      expect(expected.location).toContain('utm_campaign=e2e')
    }
  })
}

test('wildcards keep or drop the rest of the path; conditions consume their parameters; targets win on shared keys', async () => {
  const uk = await rawGet('uk.localhost', '/used/electric-cars?utm_source=mail')
  expect(uk.status).toBe(301)
  expect(uk.headers.location).toBe(`http://uk.localhost:${PORT}/buy-car/used-cars/electric-cars?utm_source=mail`)
  // An old model page under /used collapses to the brand page (kept, /buy-car/used-cars/bmw/x1 was a 404).
  for (const old of ['/used/bmw/x1', '/used/bmw/3-series?utm_source=mail', '/used/mini/cooper']) {
    const res = await rawGet('uk.localhost', old)
    expect(res.status, old).toBe(301)
    expect(res.headers.location, old).toMatch(
      new RegExp(`^http://uk\\.localhost:${PORT}/buy-car/used-cars/(bmw|mini)(\\?|$)`),
    )
    expect((await rawGet('uk.localhost', new URL(res.headers.location!).pathname)).status, old).toBe(200)
  }
  const se = await rawGet('se.localhost', '/bilar?vehicletype=PB&gclid=abc')
  expect(se.status).toBe(301)
  expect(se.headers.location).toBe(
    `http://se.localhost:${PORT}/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil&gclid=abc`,
  )
})

test('a trailing slash, another letter case or an encoded Nordic letter still gets one hop', async () => {
  const rule = servedRules('se').find(
    (r) => !r.wildcard && !r.conditions.length && r.path !== '/' && !r.target.absolute,
  )!
  const expected = resolveFinal(compileRedirects(servedRules('se')), rule.path)!
  for (const variant of [`${rule.path}/`, rule.path.toUpperCase()]) {
    const res = await rawGet('se.localhost', encodeURI(variant))
    expect(res.status, variant).toBe(301)
    expect(res.headers.location, variant).toBe(`http://se.localhost:${PORT}${expected.location}`)
  }
  const nordic = servedRules('se').find((r) => /[åäö]|%C3%A[45]|%C3%B6/i.test(r.from) && !r.conditions.length)
  expect(nordic, 'the Swedish table has a rule with a Nordic letter').toBeTruthy()
  const decoded = decodeURIComponent(nordic!.path)
  for (const variant of [decoded, encodeURI(decoded)]) {
    const res = await rawGet('se.localhost', /[^\x21-\x7e]/.test(variant) ? encodeURI(variant) : variant)
    expect(res.status, variant).toBe(301)
  }
})

test('www.se.localhost/<old path> gets one hop to the final URL on the bare host', async () => {
  const rules = servedRules('se')
  const engine = compileRedirects(rules)
  const rule = rules.find((r) => !r.wildcard && !r.conditions.length && !r.target.absolute)!
  const expected = resolveFinal(engine, `${rule.path}?utm_source=www`)!
  const res = await rawGet('www.se.localhost', `${rule.path}?utm_source=www`)
  expect(res.status).toBe(301)
  expect(res.headers.location).toBe(`http://se.localhost:${PORT}${expected.location}`)
  const landing = await rawGet('se.localhost', expected.location)
  expect(landing.status).toBe(200)
})

test('a path no rule matches is served as usual', async () => {
  const res = await rawGet('uk.localhost', '/buy-car?utm_source=x')
  expect(res.status).toBe(200)
  // A page address with a trailing slash gets its canonical form, in one hop even from the www host.
  const slash = await rawGet('uk.localhost', '/buy-car/?utm_source=x')
  expect([slash.status, slash.headers.location]).toEqual([308, `http://uk.localhost:${PORT}/buy-car?utm_source=x`])
  const www = await rawGet('www.se.localhost', '/kop-bil/')
  expect([www.status, www.headers.location]).toEqual([301, `http://se.localhost:${PORT}/kop-bil`])
})

const run = promisify(execFile)
const redirectsCommand = (...args: string[]) =>
  run(process.execPath, ['scripts/redirects.mjs', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
    timeout: 240_000,
  })

test('npm run redirects: resolve and import against the running demo', async () => {
  // Each command boots Payload in its own process (TypeScript compiled on the fly): slow on a busy 2-core machine.
  test.setTimeout(720_000)
  const resolved = await redirectsCommand('resolve', '--site', 'uk.localhost', '/used/mini?utm_source=cli')
  expect(resolved.stdout.trim().split('\n').at(-1)).toBe('301 /buy-car/used-cars/mini?utm_source=cli')

  // Re-importing the seeded table: the same rules, nothing changes.
  const same = await redirectsCommand('import', '--site', 'uk', tablePath('uk'))
  expect(same.stdout).toMatch(/uk: \d+ rules, the same as stored; nothing changed/)

  // A table with a loop is refused with a non-zero exit, and the stored table still answers.
  const loop = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'redirects-')), 'loop.csv')
  fs.writeFileSync(loop, 'from,to,status,note\n/a,/b,,\n/b,/a,,\n')
  const refused = await redirectsCommand('import', '--site', 'Motor Group UK', loop).then(
    () => null,
    (error: { code: number; stdout: string }) => error,
  )
  expect(refused?.code).toBe(1)
  expect(refused?.stdout).toContain('redirect loop: /a → /b → /a')
  expect((await rawGet('uk.localhost', '/used/mini')).headers.location).toBe(
    `http://uk.localhost:${PORT}/buy-car/used-cars/mini`,
  )
})
