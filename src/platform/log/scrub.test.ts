import { describe, expect, it } from 'vitest'
import { holdsContact, scrub } from './scrub'

describe('scrub', () => {
  it.each([
    ['lead from anna.svensson@example.se failed', 'lead from [email] failed'],
    ['to: "Erik <erik+bil@mail.example.co.uk>"', 'to: "Erik <[email]>"'],
    ['mailto:a_b%c@sub.example.org', 'mailto:[email]'],
  ])('replaces e-mail addresses: %s', (text, expected) => expect(scrub(text)).toBe(expected))

  it.each([
    ['SMS to +46701740605: 1234 är din kod', 'SMS to [phone]: 1234 är din kod'],
    ['ring 070-174 06 05.', 'ring [phone].'],
    ['tel (08) 123 45 00', 'tel [phone]'],
    ['0046 70 174 06 05', '[phone]'],
    ['+47 912 34 567', '[phone]'],
    ['+358 40 1234567', '[phone]'],
    ['+421 905 123 456', '[phone]'],
    ['07700 900123', '[phone]'],
    ['/api/x/0701740605?y', '/api/x/[phone]?y'],
    ['+44 (0)7700 900123', '[phone]'],
  ])('replaces phone numbers: %s', (text, expected) => expect(scrub(text)).toBe(expected))

  it.each([
    ['vehicle ABC123 not found', 'vehicle [plate] not found'],
    ['/api/mechmate/vehicles/abc12a', '/api/mechmate/vehicles/[plate]'],
    ['NO EL12345', 'NO [plate]'],
    ['FI ABC-123 and AB-1', 'FI [plate] and [plate]'],
    ['SK BA123AB, BA-123AB', 'SK [plate], [plate]'],
    ['UK AB24 CDE and AB24CDE', 'UK [plate] and [plate]'],
  ])('replaces registration plates: %s', (text, expected) => expect(scrub(text)).toBe(expected))

  it.each([
    ['Authorization: Bearer abc.def.ghi', 'Authorization: Bearer [token]'],
    ['/boka/hantera?token=Zk3.x_y&site=se', '/boka/hantera?token=[token]&site=se'],
    ['?authToken=AAAA&otpToken=1234', '?authToken=[token]&otpToken=[token]'],
    ['link /x/Qm9va2luZy1tYW5hZ2UtdG9rZW4tMTIzNDU2Nzg5MA end', 'link /x/[token] end'],
    ['sha ' + 'a1'.repeat(32), 'sha [token]'],
  ])('replaces tokens: %s', (text, expected) => expect(scrub(text)).toBe(expected))

  it.each([
    'GET /kop-bil/volvo/xc60 200 in 12.5 ms',
    'outbox: crm.deliver lead:42 is dead after 8 attempts: 503 Service Unavailable',
    'server: listening on port 3000',
    '2026-11-27T08:00:00.000Z took 1234567 ms for 200000 cars',
    'request 3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f from 10.0.0.12',
    '/sv/bil/12345/volvo-xc60-d4-awd-momentum-2021-automat-panorama',
    'invalidation: reading platform.invalidations failed; caches expire by their TTL meanwhile',
    'content-type: text/html; charset=utf-8',
    'Redis is unreachable at redis:6379; index cars-se, sites-se',
    'node_modules/@payloadcms/db-postgres/dist/index.js:12:5',
    'at 200ms for 100 cars, 0.125 s',
  ])('leaves operational text alone: %s', (text) => expect(scrub(text)).toBe(text))
})

describe('holdsContact', () => {
  it.each(['anna@example.se', 'id-+46701740605', '0701740605'])('finds a way to reach someone in %s', (text) =>
    expect(holdsContact(text)).toBe(true),
  )
  it.each(['6c1f0e7a9b2d4c3e8f5a1b0c9d8e7f6a', 'ABC123', 'lb-01:000123', '3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f'])(
    'finds none in %s',
    (text) => expect(holdsContact(text)).toBe(false),
  )
})
