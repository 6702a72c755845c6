/**
 * Path normalisation shared by import and match, so a rule written as `/Hitta-oss/Malm%C3%B6/` and a request
 * for `/hitta-oss/malmö` meet on the same key; and the encoding of the Location header.
 */

/**
 * Decodes each run of `%XX` sequences. A run that is not valid UTF-8 (a Latin-1 `%E5`, say) keeps its non-ASCII
 * bytes encoded rather than failing the whole path; lone or malformed `%` signs are left as they are.
 */
export function percentDecode(s: string): string {
  if (!s.includes('%')) return s
  return s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return run.replace(/%[0-7][0-9a-f]/gi, (byte) => String.fromCharCode(parseInt(byte.slice(1), 16)))
    }
  })
}

// Junk the old tables carry after a path: spaces (a `%20` once decoded), `.`, `)`, `&`, and trailing slashes.
// Trimmed with a loop rather than a `[…]+$` regex, which backtracks quadratically on long request paths.
const TRAILING_JUNK = new Set([' ', '\t', '\n', '\r', '\u00a0', '.', ')', '&', '/'])

// On the hot path of every request: the ASCII test skips NFC, which costs far more than the rest together.
const NON_ASCII = /[^\x00-\x7f]/

/** Lower case, decoded, NFC, single slashes, no trailing slash or junk; always starts with '/', root stays '/'. */
export function normalizePath(path: string): string {
  let p = percentDecode(path.trim())
  if (NON_ASCII.test(p)) p = p.normalize('NFC')
  p = p.toLowerCase()
  if (p.includes('//')) p = p.replace(/\/{2,}/g, '/')
  let end = p.length
  while (end > 0 && TRAILING_JUNK.has(p[end - 1])) end--
  const trimmed = p.slice(0, end)
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

// Characters a URL may carry as they are (RFC 3986 unreserved and reserved); `%` only as the start of `%XX`.
const NEEDS_ENCODING = /%(?![0-9a-f]{2})|[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/iu
const NEEDS_ENCODING_ALL = new RegExp(NEEDS_ENCODING.source, 'giu')

function asciiHost(host: string): string {
  if (!/[^\x00-\x7f]/.test(host)) return host
  try {
    return new URL(`http://${host}`).host
  } catch {
    return host
  }
}

function encodeUnsafe(s: string): string {
  return NEEDS_ENCODING.test(s) ? s.replace(NEEDS_ENCODING_ALL, encodeURIComponent) : s
}

/** The Location value as percent-encoded ASCII: non-ASCII and unsafe characters encoded, existing `%XX` kept. */
export function encodeLocation(target: string): string {
  const trimmed = target.trim()
  const t = NON_ASCII.test(trimmed) ? trimmed.normalize('NFC') : trimmed
  const absolute = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/i.exec(t)
  return absolute ? absolute[1] + asciiHost(absolute[2]) + encodeUnsafe(absolute[3]) : encodeUnsafe(t)
}
