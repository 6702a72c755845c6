import { randomBytes } from 'node:crypto'

/** Crockford base 32 (no I, L, O, U): easy to read out on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new quote reference: CW and ten random characters (50 bits), matching QUOTE_REFERENCE. */
export function newQuoteReference(): string {
  const bytes = randomBytes(10)
  let out = 'CW'
  for (const b of bytes) out += ALPHABET[b & 31]
  return out
}
