import { describe, expect, it } from 'vitest'

import { parseRedirectCsv, writeRedirectCsv } from './csv'

const pairs = (text: string) => parseRedirectCsv(text).rules.map((r) => [r.from, r.to, r.status, r.note])

describe('parseRedirectCsv', () => {
  it('reads the fixed format, empty status as 301, blank lines ignored', () => {
    const text =
      'from,to,status,note\n/404,/,301,retired\n\n/used/*,/buy-car/used-cars/:splat,,\r\n   \n/bilar?vehicletype=PB,/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB\n'
    expect(parseRedirectCsv(text).errors).toEqual([])
    expect(pairs(text)).toEqual([
      ['/404', '/', 301, 'retired'],
      ['/used/*', '/buy-car/used-cars/:splat', 301, undefined],
      ['/bilar?vehicletype=PB', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB', 301, undefined],
    ])
  })
  it('reads quoted fields with commas, doubled quotes and line breaks, and a BOM', () => {
    const text =
      '\uFEFFfrom,to,status,note\n"/a,b","/c?x=1&y=2",301,"the ""old"" page, retired"\n/d,/e,,"two\nlines"\n/f,/g,,\n'
    expect(parseRedirectCsv(text).errors).toEqual([])
    expect(pairs(text)).toEqual([
      ['/a,b', '/c?x=1&y=2', 301, 'the "old" page, retired'],
      ['/d', '/e', 301, 'two\nlines'],
      ['/f', '/g', 301, undefined],
    ])
  })
  it('reports malformed rows with their line numbers and keeps the good ones', () => {
    const text = [
      'from,to,status,note',
      '/ok,/',
      '/a,/b,302,',
      '/a"b,/c',
      '"/a"x,/c',
      '/only-one-field',
      '/a,/b,301,note,extra',
      'no-slash,/b',
      '/also-ok,/',
      '"/never,/closed',
    ].join('\n')
    const { rules, errors } = parseRedirectCsv(text)
    expect(rules.map((r) => r.from)).toEqual(['/ok', '/also-ok'])
    expect(errors).toEqual([
      { line: 3, message: 'status: status 302 is not allowed: every redirect is permanent (301)' },
      { line: 4, message: 'a quote inside an unquoted field (quote the field and double the quote)' },
      { line: 5, message: 'text after a closing quote (a quote inside a field must be doubled)' },
      { line: 6, message: 'expected the fields from,to,status,note (status and note may be empty), found 1' },
      { line: 7, message: 'expected the fields from,to,status,note (status and note may be empty), found 5' },
      { line: 8, message: 'from: from must be a path starting with "/"' },
      { line: 10, message: 'a quoted field is never closed' },
    ])
  })
  it('counts lines inside quoted fields when numbering errors', () => {
    expect(parseRedirectCsv('from,to,status,note\n/a,/b,,"one\ntwo"\n/c,/d,307,\n').errors).toEqual([
      { line: 4, message: 'status: status 307 is not allowed: every redirect is permanent (301)' },
    ])
  })
  it('requires the header', () => {
    expect(parseRedirectCsv('/a,/b,301,\n').errors).toEqual([
      { line: 1, message: 'the first line must be the header from,to,status,note' },
    ])
    expect(parseRedirectCsv('').errors).toEqual([
      { line: 1, message: 'the first line must be the header from,to,status,note' },
    ])
  })
})

describe('writeRedirectCsv', () => {
  it('writes the header and quotes only where needed, and reads back the same', () => {
    const rows = [
      { from: '/404', to: '/' },
      { from: '/a,b', to: '/c', status: 301, note: 'say "hi"\nthere' },
      { from: '/d', to: '/e', note: ' padded ' },
    ]
    const text = writeRedirectCsv(rows)
    expect(text).toBe('from,to,status,note\n/404,/,301,\n"/a,b",/c,301,"say ""hi""\nthere"\n/d,/e,301," padded "\n')
    expect(pairs(text)).toEqual([
      ['/404', '/', 301, undefined],
      ['/a,b', '/c', 301, 'say "hi"\nthere'],
      ['/d', '/e', 301, ' padded '],
    ])
  })
})
