/**
 * A lighter copy of an image that replaces its media document's file: resized by sharp to at most the widest the
 * site serves, then weighed at stepwise lower quality (./plan.ts) until it fits the budget, exactly as the media
 * collection's encoder will write it (./keep-encoding.ts). It is written with the editor's own access (a site editor
 * replaces their sites' files only: src/cms/access/owned.ts), so Payload writes the new file and its placeholder as
 * for any upload.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Payload, PayloadRequest, Where } from 'payload'
import { ForbiddenError, NotFoundError, UnprocessableError } from '@/platform/errors'
import type { LighterCopyResult } from './contract'
import { encodingOptions, LIGHTER_COPY_CONTEXT, type LighterEncoding } from './keep-encoding'
import { firstStep, lighterFormat, MIN_QUALITY, nextStep, type LighterFormat, type LighterStep } from './plan'

const kb = (bytes: number) => Math.ceil(bytes / 1024)

/** Whether the editor may replace the document's file, by the collection's own update rule. */
async function assertMayReplace(payload: Payload, id: number, req: PayloadRequest) {
  const rule = payload.collections.media.config.access.update
  const allowed = await rule({ req, id })
  if (!allowed) throw new ForbiddenError('You may not replace files in the media library.')
  const where: Where = allowed === true ? { id: { equals: id } } : { and: [{ id: { equals: id } }, allowed] }
  const { totalDocs } = await payload.count({ collection: 'media', where, overrideAccess: true, req })
  if (totalDocs === 0) throw new NotFoundError('There is no such image among the files you may replace.')
}

/** The picture at the step's width, upright and lossless: what the collection's encoder is given. */
const resize = (source: Buffer, width: number) =>
  sharp(source)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true })

/** The collection's encoder as Payload runs it (its `formatOptions` on the uploaded file), at the step's quality. */
const weigh = async (picture: Buffer, format: LighterFormat, quality: number) =>
  (await sharp(picture).rotate().toFormat(format, encodingOptions({ format, quality })).toBuffer()).length

export async function makeLighterCopy(
  payload: Payload,
  { mediaId, maxBytes }: { mediaId: number; maxBytes: number },
  req: PayloadRequest,
): Promise<LighterCopyResult> {
  await assertMayReplace(payload, mediaId, req)
  const media = await payload.findByID({ collection: 'media', id: mediaId, depth: 0, overrideAccess: true, req })
  const mimeType = media.mimeType ?? ''
  if (!mimeType.startsWith('image/') || mimeType.includes('svg') || !media.filename)
    throw new UnprocessableError('id', 'Only a photo (JPEG, PNG, WebP) can be made lighter automatically.')
  const staticDir = payload.collections.media.config.upload.staticDir ?? ''
  const source = await fs.readFile(path.join(staticDir, path.basename(media.filename))).catch(() => null)
  if (!source) throw new NotFoundError('The file of this image is missing; upload it again.')
  const meta = await sharp(source).metadata()
  if ((meta.pages ?? 1) > 1 || !meta.width)
    throw new UnprocessableError('id', 'An animated image cannot be made lighter automatically.')

  const format = lighterFormat(mimeType)
  let step: LighterStep | null = firstStep(meta.width)
  const picture = await resize(source, step.width)
  let tried = { step, bytes: Infinity }
  while (step) {
    tried = { step, bytes: await weigh(picture.data, format, step.quality) }
    step = nextStep(step, tried.bytes, maxBytes)
  }
  if (tried.bytes > maxBytes)
    throw new UnprocessableError(
      'maxBytes',
      `Even at the lowest quality (${MIN_QUALITY}) the image weighs ${kb(tried.bytes)} KB, ` +
        `over the ${kb(maxBytes)} KB budget: choose a smaller image or crop this one.`,
    )
  const encoding: LighterEncoding = { file: picture.data, format, quality: tried.step.quality }

  // Payload names the stored file by the format it writes.
  const name = `${path.parse(media.filename).name}.png`
  const updated = await payload.update({
    collection: 'media',
    id: mediaId,
    data: {},
    file: { data: picture.data, mimetype: 'image/png', name, size: picture.data.length },
    context: { [LIGHTER_COPY_CONTEXT]: encoding },
    overrideAccess: false,
    depth: 0,
    req,
  })
  return {
    id: updated.id,
    filename: updated.filename ?? name,
    filesize: updated.filesize ?? tried.bytes,
    width: updated.width ?? picture.info.width,
    quality: tried.step.quality,
  }
}
