import { describe, expect, it } from 'vitest'
import { DEFERRED_LIST_ID, DEFERRED_START_SCRIPT } from './loader'
import { carrier, deferScripts } from './transform'

// The shape React and Next write (attribute order and quoting as in a production page of this app).
const HEAD_START = '<!DOCTYPE html><html lang="sv-SE"><head><meta charSet="utf-8"/>'
const FRAMEWORK_TAGS =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="N" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async="" nonce="N"></script>' +
  '<script src="/_next/static/chunks/two.js?dpl=x&amp;v=1" async="" nonce="N"></script>' +
  '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" nonce="N" fetchPriority="low"/>' +
  '<link rel="preload" href="/-/fonts/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="preload" as="image" imageSrcSet="/_next/image?url=x&amp;w=256 1x"/>'
const HEAD_OWN =
  '<style>@font-face{font-family:x}</style>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="N"></script>' +
  '<script src="https://www.googletagmanager.com/gtm.js" async=""></script>'
const LOADER = `<script nonce="N" data-deferred-start="">${DEFERRED_START_SCRIPT}</script>`
const BODY =
  '<body><script nonce="N">(function(){if(1<2&&"<script src=\\"/_next/static/chunks/x.js\\"></script>")d()})()</script>' +
  '<main><h1>Bilar &amp; service</h1><!-- <script src="/_next/static/chunks/c.js"></script> --><p>a > b</p></main>' +
  '<script nonce="N">self.__next_f.push([1,"\\u003cscript\\u003e"])</script>' +
  '<script nonce="N" id="_R_">(globalThis.TURBOPACK||[]).push({"otherChunks":["static/chunks/one.js"]})</script>' +
  '<script src="/_next/static/chunks/boot.js" nonce="N" async=""></script>' +
  '</body></html>'

const page = (withLoader: boolean) =>
  HEAD_START + FRAMEWORK_TAGS + HEAD_OWN + (withLoader ? LOADER : '') + '</head>' + BODY

function run(pieces: string[]): string {
  const t = deferScripts()
  return pieces.map((p) => t.write(p)).join('') + t.end()
}

const EXPECTED_SCRIPTS = [
  '/_next/static/chunks/one.js',
  '/_next/static/chunks/two.js?dpl=x&v=1',
  '/_next/static/chunks/boot.js',
]
const EXPECTED_PRELOADS = ['/_next/static/chunks/boot.js', '/_next/static/chunks/lazy.js']

describe('deferScripts', () => {
  it('leaves a document without the loader byte for byte (the admin, an error page outside the site layout)', () => {
    const html = page(false)
    expect(run([html])).toBe(html)
    expect(run([html.slice(0, 100), html.slice(100, 101), html.slice(101)])).toBe(html)
  })

  it("takes Next's scripts and script preloads out, in order, into the carrier before </body>", () => {
    const out = run([page(true)])
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(one|two|boot)/)
    expect(out).not.toMatch(/<link[^>]*as="script"/)
    const listed = new RegExp(
      `<script type="application/json" id="${DEFERRED_LIST_ID}">([^<]*)</script></body></html>$`,
    ).exec(out)
    expect(listed).not.toBeNull()
    expect(JSON.parse(listed![1])).toEqual({ scripts: EXPECTED_SCRIPTS, preloads: EXPECTED_PRELOADS })
  })

  it('passes everything else through unchanged', () => {
    const out = run([page(true)])
    const removed = [
      '<link rel="preload" as="script" fetchPriority="low" nonce="N" href="/_next/static/chunks/boot.js"/>',
      '<script src="/_next/static/chunks/one.js" async="" nonce="N"></script>',
      '<script src="/_next/static/chunks/two.js?dpl=x&amp;v=1" async="" nonce="N"></script>',
      '<link rel="preload" href="/_next/static/chunks/lazy.js" as="script" nonce="N" fetchPriority="low"/>',
      '<script src="/_next/static/chunks/boot.js" nonce="N" async=""></script>',
    ]
    let expected = page(true)
    for (const tag of removed) expected = expected.replace(tag, '')
    expected = expected.replace('</body>', `${carrier(EXPECTED_SCRIPTS, EXPECTED_PRELOADS)}</body>`)
    expect(out).toBe(expected)
    // Among what stays: the stylesheet, the font and image preloads, the nomodule polyfill, another host's
    // script, inline scripts whose text mentions a framework script, and a comment that does.
    for (const kept of [
      'a.css',
      'inter.woff2',
      'imageSrcSet',
      'polyfills.js" noModule',
      'gtm.js',
      'chunks/x.js\\"',
      'chunks/c.js"></script> -->',
    ]) {
      expect(out).toContain(kept)
    }
  })

  it('gives the same document however the stream is cut (every cut into two pieces, and one character at a time)', () => {
    const html = page(true)
    const whole = run([html])
    for (let cut = 0; cut <= html.length; cut++) {
      expect(run([html.slice(0, cut), html.slice(cut)]), `cut at ${cut}`).toBe(whole)
    }
    expect(run([...html])).toBe(whole)
  })

  it('passes the head on as one piece once </head> came, and each later piece as soon as its tags are complete', () => {
    const t = deferScripts()
    expect(t.write(HEAD_START + FRAMEWORK_TAGS)).toBe('')
    expect(t.write(HEAD_OWN + LOADER + '</head><body><p>one</p>')).toContain('<p>one</p>')
    expect(t.write('<p>two</p><scr')).toBe('<p>two</p>')
    expect(t.write('ipt src="/_next/static/chunks/late.js" async=""></script><p>three</p>')).toBe('<p>three</p>')
    expect(t.end()).toContain('"/_next/static/chunks/late.js"')
  })

  it('leaves a framework script that is not closed at once, and writes the carrier at the end when </body> never came', () => {
    const html = HEAD_START + LOADER + '</head><body><script src="/_next/static/chunks/odd.js">x()</script><p>cut'
    const out = run([html])
    expect(
      out.startsWith(HEAD_START + LOADER + '</head><body><script src="/_next/static/chunks/odd.js">x()</script><p>cut'),
    ).toBe(true)
    expect(out.endsWith(carrier([], []))).toBe(true)
  })

  it('passes a document whose head never ends on untouched', () => {
    const html =
      '<html><head>' + 'x'.repeat(300 * 1024) + LOADER + '<script src="/_next/static/chunks/one.js" async=""></script>'
    expect(run([html.slice(0, 1000), html.slice(1000)])).toBe(html)
  })

  it('writes a carrier that no listed text can close early', () => {
    expect(carrier(['/_next/static/a.js?x=</script><script>alert(1)'], [])).not.toContain('</script><script>')
    expect(JSON.parse(/>(.*)<\/script>$/.exec(carrier(['/a<b'], []))![1])).toEqual({ scripts: ['/a<b'], preloads: [] })
  })
})

describe('DEFERRED_START_SCRIPT', () => {
  it('is one valid script', () => {
    expect(() => new Function(DEFERRED_START_SCRIPT)).not.toThrow()
  })
})
