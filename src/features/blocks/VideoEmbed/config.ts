import type { Block } from 'payload'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { youtubeId } from './youtube'

/** Video embed (spec 2 §2.6): a YouTube video behind a poster, loaded on the visitor's click after consent. */
export const VideoEmbedBlock: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'Video embed', plural: 'Video embeds' },
  fields: [
    titleField(true),
    titleTagField,
    {
      name: 'youtubeID',
      type: 'text',
      required: true,
      admin: { description: 'The YouTube video id or its URL.' },
      validate: (value: unknown) =>
        typeof value === 'string' && youtubeId(value)
          ? true
          : 'Paste a YouTube video id (11 characters) or a YouTube URL.',
    },
    { name: 'poster', type: 'upload', relationTo: 'media', admin: { description: 'Shown until the video is played.' } },
    { name: 'caption', type: 'text' },
    hasMarginTopField,
  ],
}
