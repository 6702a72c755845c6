import { createRng } from '@/demo/random'

/** FNV-1a 32-bit hash of a string: a stable number for a name. */
export function hashString(value: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h >>> 0
}

/** A stable image seed for a place in the content (site, page, story...), in 1..999999. */
export function seedFor(...parts: string[]): number {
  return createRng(hashString(parts.join('/'))).int(1, 999_999)
}
