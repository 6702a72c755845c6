import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './script-hashes'

/** What a browser computes for a script's text (CSP3: SHA-256 of its UTF-8 bytes, base64). */
const sha = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`
const page = (html: string) => new Uint8Array(Buffer.from(html, 'utf8'))

describe('the hash sources of a stored page', () => {
  it("hashes each inline script a browser runs, with or without a nonce or a JavaScript type, in the page's order", () => {
    const html = page(
      '<html><head><script nonce="abc">(function(){start()})()</script><script type="module">import("/x.js")</script></head>' +
        '<body><p>Köp bil</p><script>self.__next_f.push([1,"Bränsle: El"])</script><SCRIPT type="text/javascript">b()</SCRIPT></body></html>',
    )
    expect(inlineScriptHashes(html)).toEqual([
      sha('(function(){start()})()'),
      sha('import("/x.js")'),
      sha('self.__next_f.push([1,"Bränsle: El"])'),
      sha('b()'),
    ])
  })

  it('leaves out scripts loaded from a file and data blocks the browser does not run', () => {
    const html = page(
      '<script src="/_next/static/chunks/main.js" async></script><script type="application/json" id="__deferred_scripts">{"scripts":[]}</script>' +
        '<script type="application/ld+json">{"@type":"Car"}</script><script>run()</script>',
    )
    expect(inlineScriptHashes(html)).toEqual([sha('run()')])
  })

  it('reads a > inside a quoted attribute as part of the tag, and names a repeated script once', () => {
    const html = page('<script data-note="a > b" nonce=\'x>y\'>one()</script><script>one()</script><script></script>')
    expect(inlineScriptHashes(html)).toEqual([sha('one()'), sha('')])
  })

  it('ends a script at the first </script, as the HTML parser does', () => {
    const html = page('<script>var s = "<\\/script>"; f()</script ><script>g()</script/>')
    expect(inlineScriptHashes(html)).toEqual([sha('var s = "<\\/script>"; f()'), sha('g()')])
  })

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes(page('<p>script</p><scripts>x</scripts>'))).toEqual([])
  })
})
