/**
 * A stored page gzip-compressed once, answered many times with a fresh CSP nonce each (issue 19 throughput): the
 * page's bytes between the nonce's places are compressed when it is stored, each as a piece of one raw deflate
 * stream that ends on a byte boundary (a sync flush) and may refer back to the bytes before it but never into a
 * nonce (those are blanked out of its dictionary: no page byte is NUL, so nothing can match them). An answer
 * writes the pieces with the fresh nonce between them as uncompressed (stored) blocks, then the checksum of the
 * whole: a copy and a CRC-32 instead of compressing the page again, which was most of a cache hit's time.
 * Written by hand because no library splices deflate streams; gzip (RFC 1952) and deflate's stored blocks
 * (RFC 1951 §3.2.4) are the whole of it.
 */
import zlib from 'node:zlib'

/** The sliding window of deflate: how far back a piece may refer. */
const WINDOW = 32 * 1024
/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
/** The last block: stored, final, empty. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff])
/** A stored block holds at most this many bytes; a nonce is 24. */
const MAX_STORED = 0xffff

export type SplicedGzip = {
  /** The compressed pieces: one more than there are nonces. */
  pieces: readonly Buffer[]
  /** The uncompressed pieces (for the checksum): views of the whole page, which they keep in memory. */
  plain: readonly Buffer[]
}

/** Compresses the page once, cut at the nonce's places (`offsets`, each `length` bytes long). */
export function spliceGzip(body: Uint8Array, offsets: readonly number[], length: number): SplicedGzip {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  // What the decompressor's window may be referred to: the page with each nonce blanked.
  const blanked = Buffer.from(bytes)
  for (const at of offsets) blanked.fill(0, at, at + length)
  const plain: Buffer[] = []
  const pieces: Buffer[] = []
  let from = 0
  for (const end of [...offsets, bytes.length]) {
    const piece = bytes.subarray(from, end)
    const before = blanked.subarray(Math.max(0, from - WINDOW), from)
    plain.push(piece)
    // A copy of its own size: the compressor's output is a view of a 16 KB chunk, which a stored page would keep whole.
    pieces.push(Buffer.from(zlib.deflateRawSync(piece, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH, ...(before.length ? { dictionary: before } : {}) })))
    from = end + length
  }
  return { pieces, plain }
}

/** A stored (uncompressed) block of up to 65,535 bytes, not the last one. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5)
  head.writeUInt16LE(data.length, 1)
  head.writeUInt16LE(~data.length & 0xffff, 3)
  return Buffer.concat([head, data])
}

/** The whole page as gzip, with `fresh` in the nonce's places. */
export function gzipWithNonce(spliced: SplicedGzip, fresh: string): Buffer<ArrayBuffer> {
  const nonce = Buffer.from(fresh, 'latin1')
  if (nonce.length > MAX_STORED) throw new Error('nonce too long for one stored block')
  const between = storedBlock(nonce)
  const parts: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  spliced.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(between)
      crc = zlib.crc32(nonce, crc)
      size += nonce.length
    }
    parts.push(piece)
    crc = zlib.crc32(spliced.plain[i], crc)
    size += spliced.plain[i].length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  parts.push(FINAL_BLOCK, trailer)
  return Buffer.concat(parts)
}
