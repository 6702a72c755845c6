/**
 * A small one-page PDF (title and a few lines in Helvetica) for the demo's downloadable files: the machines
 * have no network, so demo documents are generated like the demo images. Text is reduced to ASCII, which
 * the standard font shows everywhere.
 */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const ascii = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/([\\()])/g, '\\$1')
  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${ascii(title)}) Tj`,
    '/F1 12 Tf 0 -32 Td',
    ...lines.map((line, i) => `${i ? '0 -18 Td ' : ''}(${ascii(line)}) Tj`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
