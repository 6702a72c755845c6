import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Field, Input } from './Field'
import { Price } from './Price'

const field = (props: { error?: string; hint?: string; required?: boolean }) =>
  renderToStaticMarkup(
    h(Field, { label: 'E-post', ...props, children: (control) => h(Input, { ...control, name: 'email' }) }),
  )

const attrs = (html: string, tag: string) => new TagReader(html).attributesOf(tag)

/** Enough of an HTML reader for one element's attributes (no DOM in the unit project). */
class TagReader {
  constructor(private html: string) {}
  attributesOf(tag: string): Record<string, string> {
    const match = this.html.match(new RegExp(`<${tag}\\b([^>]*)>`))
    if (!match) throw new Error(`no <${tag}> in ${this.html}`)
    return Object.fromEntries([...match[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  }
}

describe('Field', () => {
  it('labels the control and leaves it valid without an error', () => {
    const html = field({})
    const input = attrs(html, 'input')
    expect(attrs(html, 'label').for).toBe(input.id)
    expect(input['aria-invalid']).toBeUndefined()
    expect(input['aria-describedby']).toBeUndefined()
  })

  it('marks the control invalid and points it at the hint and the error message', () => {
    const html = field({ error: 'Ange en giltig e-postadress.', hint: 'Vi svarar inom en dag.', required: true })
    const input = attrs(html, 'input')
    expect(input['aria-invalid']).toBe('true')
    expect(input['aria-required']).toBe('true')
    const [hintId, errorId] = input['aria-describedby'].split(' ')
    expect(html).toContain(`<p id="${hintId}"`)
    expect(html).toMatch(new RegExp(`<p id="${errorId}"[^>]*>Ange en giltig e-postadress.</p>`))
  })
})

describe('Price', () => {
  it('formats the amount in the market currency', () => {
    expect(renderToStaticMarkup(h(Price, { amount: 349900, market: 'se' }))).toContain('>349 900 kr<')
    expect(renderToStaticMarkup(h(Price, { amount: 24995, market: 'uk', monthly: true }))).toContain('>£24,995/month<')
  })

  it('strikes through a higher retail price, with a label for screen readers, and omits a lower one', () => {
    const html = renderToStaticMarkup(h(Price, { amount: 29990, market: 'fi', retail: 32990, retailLabel: 'Ovh.' }))
    expect(html).toMatch(/<s [^>]*data-price="retail"[^>]*><span[^>]*>Ovh. <\/span>32 990 €<\/s>/)
    expect(renderToStaticMarkup(h(Price, { amount: 29990, market: 'fi', retail: 29990 }))).not.toContain(
      'data-price="retail"',
    )
  })
})
