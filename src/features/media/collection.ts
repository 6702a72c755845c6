import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, ownerSiteField, siteOwnedWrites } from '@/cms/access'
import { blurDataUrl } from './blur'
import { clearsShellCache } from '@/sites/shell-cache'
import { log } from '@/platform/log/logger'
import { lighterCopyEndpoint } from './lighter/endpoint'
import { keepLighterCopyEncoding } from './lighter/keep-encoding'
import { withLabels } from '@/cms/fields/labels'
import { MEDIA_FIELD_TEXTS } from './labels'

/**
 * Where uploads live; under ./data with the embedded database unless MEDIA_DIR says otherwise. Kept out of the
 * build's file tracing: the folder is data, and tracing it while the first start's seed writes into it failed the
 * build ("could not be resolved because a component does not exist").
 */
export const MEDIA_DIR = process.env.MEDIA_DIR || path.join(/*turbopackIgnore: true*/ process.cwd(), 'data', 'media')

/** 404 for a file missing from the media folder; undefined (Payload serves it, or refuses a path outside) otherwise. */
async function notFoundWhenMissing(filename: string): Promise<Response | undefined> {
  // The media folder is data, not code: without the ignore marks the build's file tracing cannot bound these paths
  // and traces the whole project into every server bundle that imports the CMS config.
  const file = path.resolve(/*turbopackIgnore: true*/ MEDIA_DIR, filename)
  if (!file.startsWith(path.resolve(/*turbopackIgnore: true*/ MEDIA_DIR) + path.sep)) return undefined
  if (
    await fs.stat(/*turbopackIgnore: true*/ file).then(
      (stats) => stats.isFile(),
      () => false,
    )
  )
    return undefined
  log.error(`media: the file of upload ${JSON.stringify(filename.slice(0, 200))} is missing from the media folder`)
  return Response.json({ error: 'No such file.' }, { status: 404, headers: { 'cache-control': 'no-store' } })
}

/**
 * Uploaded images, converted by sharp to WebP with a blur placeholder. Resizing to the device widths
 * of spec 1 §2 (320, 640, 1280, 1920) happens on demand in next/image, so no fixed sizes are stored.
 * Files are also served at /-/media/{file} and /-/jssmedia/{file} (rewrites in next.config.ts).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { en: 'Media file', sv: 'Mediafil', nb: 'Mediefil', sk: 'Mediálny súbor' },
    plural: { en: 'Media', sv: 'Media', nb: 'Medier', sk: 'Médiá' },
  },
  // Every site may show any file; a file is changed or deleted only by its site's editors, the group's by group admins (src/cms/access/owned.ts).
  access: { read: anyone, ...siteOwnedWrites },
  admin: { useAsTitle: 'filename' },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    // A file missing on disk is a 404 naming no path (Payload answers 500 and logs the absolute path).
    // Payload's handler type has no "not handled" promise; its getFile goes on unless the result is a Response.
    handlers: [(_req, { params }) => notFoundWhenMissing(params.filename) as Promise<Response>],
  },
  // A lighter copy of an image over its budget, offered by the checks before publishing (./lighter/contract.ts).
  endpoints: [lighterCopyEndpoint],
  hooks: {
    // Logos in the cached navigation and footer carry file names.
    ...clearsShellCache,
    beforeOperation: [keepLighterCopyEncoding],
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
  fields: withLabels(
    [
      ownerSiteField,
      { name: 'alt', type: 'text', localized: true },
      { name: 'blurDataUrl', type: 'text', admin: { readOnly: true } },
    ],
    MEDIA_FIELD_TEXTS,
  ),
}
