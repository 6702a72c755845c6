/**
 * Just enough of RFC 822/2045/2047 to read back what nodemailer wrote in tests: unfolded headers,
 * encoded words, multipart bodies, base64 and quoted-printable parts.
 */
export type MimePart = { headers: Map<string, string>; body: string; parts: MimePart[] }

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

function decodeQuotedPrintable(text: string): string {
  return decodeURIComponent(
    text
      .replace(/%/g, '%25')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, '%$1'),
  )
}

export function parseMime(raw: string): MimePart {
  const text = raw.replace(/\r\n/g, '\n')
  const split = text.indexOf('\n\n')
  const head = text.slice(0, split).replace(/\n[ \t]+/g, ' ')
  let body = text.slice(split + 2)
  const headers = new Map<string, string>()
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1]
  if (boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1)
    return { headers, body: '', parts: sections.map((section) => parseMime(section.replace(/^\n/, ''))) }
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  if (encoding === 'base64') body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  else if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body)
  return { headers, body: body.replace(/\n$/, ''), parts: [] }
}

/** Leaf parts in order (text, html, attachments). */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part]
}
