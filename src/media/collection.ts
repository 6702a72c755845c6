import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editors } from '@/cms/access'
import { blurDataUrl } from './blur'
import { clearsShellCache } from '@/sites/shell-cache'

/** Where uploads live; under ./data with the embedded database unless MEDIA_DIR says otherwise. */
export const MEDIA_DIR = process.env.MEDIA_DIR || path.join(process.cwd(), 'data', 'media')

/**
 * Uploaded images, converted by sharp to WebP with a blur placeholder. Resizing to the device widths
 * of spec 1 §2 (320, 640, 1280, 1920) happens on demand in next/image, so no fixed sizes are stored.
 * Files are also served at /-/media/{file} and /-/jssmedia/{file} (rewrites in next.config.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'filename' },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
  },
  hooks: {
    // Logos in the cached navigation and footer carry file names.
    ...clearsShellCache,
    beforeChange: [
      async ({ data, req }) => {
        const file = req.file
        if (file?.data && file.mimetype.startsWith('image/') && !file.mimetype.includes('svg')) {
          data.blurDataUrl = await blurDataUrl(file.data)
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true },
    { name: 'blurDataUrl', type: 'text', admin: { readOnly: true, description: 'Tiny placeholder shown while the image loads.' } },
  ],
}
