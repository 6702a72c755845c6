import { describe, expect, it } from 'vitest'
import { pdfDocument } from './pdf'

describe('pdfDocument', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const pdf = pdfDocument('Prislista (2026)', ['Åtta rader', 'med \\ tecken'])
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(text.match(/startxref\n(\d+)/)![1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`))
    expect(text).toContain('(Prislista \\(2026\\)) Tj')
    expect(text).toContain('(Atta rader) Tj')
  })
})
