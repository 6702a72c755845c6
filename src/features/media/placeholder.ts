import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Media } from '@/payload-types'
import { blurDataUrl } from './blur'
import { MEDIA_DIR } from './collection'
import { log } from '@/platform/log/logger'

/**
 * The blur placeholder of an image (spec 1 §7 "hero banner (blur placeholder from image src)"): the one stored
 * at upload, else made from the file now. Spec 1 §8 "Hero blur failure logged and ignored": no placeholder then.
 */
export async function blurPlaceholder(media: number | Media | null | undefined): Promise<string | null> {
  if (!media || typeof media !== 'object' || !media.filename) return null
  if (media.blurDataUrl) return media.blurDataUrl
  if (!media.mimeType?.startsWith('image/') || media.mimeType.includes('svg')) return null
  try {
    const file = path.resolve(MEDIA_DIR, media.filename)
    if (!file.startsWith(path.resolve(MEDIA_DIR) + path.sep)) return null
    return await blurDataUrl(await fs.readFile(file))
  } catch (error) {
    log.error({ err: error }, `hero: no blur placeholder for media ${media.id}`)
    return null
  }
}
