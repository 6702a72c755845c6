import type { Block, PayloadRequest } from 'payload'
import { inAdminLanguage } from '@/cms/admin-languages'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { VIDEO_EMBED_LABELS as T } from './labels'
import { youtubeId } from './youtube'

/** Video embed (spec 2 §2.6): a YouTube video behind a poster, loaded on the visitor's click after consent. */
export const VideoEmbedBlock: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    titleField(true),
    titleTagField,
    {
      name: 'youtubeID',
      type: 'text',
      label: BLOCK_LABELS.youtubeId,
      required: true,
      admin: { description: T.youtubeIDDescription },
      validate: (value: unknown, { req }: { req: PayloadRequest }) =>
        typeof value === 'string' && youtubeId(value) ? true : inAdminLanguage(T.youtubeIDInvalid, req.i18n?.language),
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      label: T.poster,
      admin: { description: T.posterDescription },
    },
    { name: 'caption', type: 'text', label: T.caption },
    hasMarginTopField,
  ],
}
