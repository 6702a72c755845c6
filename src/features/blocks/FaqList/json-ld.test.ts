import { describe, expect, it } from 'vitest'
import { faqJsonLd, jsonLdScript } from './json-ld'

describe('FAQ JSON-LD', () => {
  it('is a schema.org FAQPage with one Question per item', () => {
    expect(faqJsonLd([{ question: 'Hur ofta ska bilen servas?', answer: 'En gång om året.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Hur ofta ska bilen servas?',
          acceptedAnswer: { '@type': 'Answer', text: 'En gång om året.' },
        },
      ],
    })
  })

  it('leaves out items without a question or an answer, and is null without any', () => {
    const ld = faqJsonLd([
      { question: ' ', answer: 'x' },
      { question: 'Q', answer: '' },
      { question: ' Q2 ', answer: ' A2 ' },
    ])
    expect(ld?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q2', acceptedAnswer: { '@type': 'Answer', text: 'A2' } },
    ])
    expect(faqJsonLd([])).toBeNull()
  })

  it('cannot close its script element', () => {
    const out = jsonLdScript(faqJsonLd([{ question: '</script><script>alert(1)</script>', answer: 'a' }]))
    expect(out).not.toContain('</script')
    expect(JSON.parse(out).mainEntity[0].name).toBe('</script><script>alert(1)</script>')
  })
})
