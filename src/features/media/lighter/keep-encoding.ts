/**
 * The media collection encodes every upload at its own quality (WebP 82: `upload.formatOptions`), which would put a
 * lighter copy back over its budget. A lighter copy (./lighter-copy.ts) arrives as a lossless picture at its final
 * width, with the format and quality that made it fit; for that one update the collection's encoder runs at that
 * quality, so the stored file is the very one that was weighed. The file is known by identity (the buffer the server
 * made, named in the request's context), which no client can send.
 */
import type { CollectionBeforeOperationHook } from 'payload'
import type { LighterFormat } from './plan'

export const LIGHTER_COPY_CONTEXT = 'lighterCopy'

export type LighterEncoding = { file: Buffer; format: LighterFormat; quality: number }

/** The collection's encoding of a lighter copy: the options sharp weighed it with. */
export const encodingOptions = ({ format, quality }: Pick<LighterEncoding, 'format' | 'quality'>) =>
  format === 'jpeg' ? { quality, mozjpeg: true } : { quality }

export const keepLighterCopyEncoding: CollectionBeforeOperationHook = ({ args, operation, context, req }) => {
  const encoding = context?.[LIGHTER_COPY_CONTEXT] as LighterEncoding | undefined
  if (operation !== 'update' || !encoding || !req.file || req.file.data !== encoding.file) return args
  const { config } = args.collection
  if (!config.upload) return args
  const formatOptions = { format: encoding.format, options: encodingOptions(encoding) }
  return {
    ...args,
    collection: { ...args.collection, config: { ...config, upload: { ...config.upload, formatOptions } } },
  }
}
