import type { Block, PayloadRequest } from 'payload'
import { inAdminLanguage } from '@/cms/admin-languages'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { BACKGROUND_COLOR_LABELS, hasMarginTopField, labelledOptions } from '../fields'
import { videoField } from '../shared/fields'
import { BLURB_LABELS as T } from './labels'
import { YOUTUBE_ID } from './rules'

/** The blurb (spec 1 §2 "Blurb", §3 "Blurb"): a 50/50 or offset text card beside an image, a video or a YouTube video. */
export const BlurbBlock: Block = {
  slug: 'blurb',
  interfaceName: 'BlurbBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', maxLength: 200, label: BLOCK_LABELS.title },
    { name: 'titleTag', type: 'select', defaultValue: 'h2', options: ['h2', 'h3', 'h4'], label: BLOCK_LABELS.titleTag },
    { name: 'richText', type: 'richText', label: BLOCK_LABELS.text },
    linkGroup(),
    {
      name: 'layout',
      type: 'select',
      label: BLOCK_LABELS.layout,
      defaultValue: 'Half',
      options: labelledOptions(['Half', 'Offset'], { Half: T.layoutHalf, Offset: T.layoutOffset }),
    },
    {
      name: 'media',
      type: 'select',
      label: T.media,
      defaultValue: 'Image',
      options: labelledOptions(['Image', 'Video', 'YouTube'], {
        Image: BLOCK_LABELS.image,
        Video: BLOCK_LABELS.video,
        YouTube: BLOCK_LABELS.youtubeId,
      }),
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: BLOCK_LABELS.image,
      admin: { description: T.imageDescription },
    },
    videoField('video', BLOCK_LABELS.video, (s) => s.media === 'Video'),
    {
      name: 'youtubeId',
      type: 'text',
      label: BLOCK_LABELS.youtubeId,
      maxLength: 11,
      validate: (
        value: string | null | undefined,
        { siblingData, req }: { siblingData: Record<string, unknown>; req: PayloadRequest },
      ) =>
        siblingData.media !== 'YouTube' || (typeof value === 'string' && YOUTUBE_ID.test(value))
          ? true
          : inAdminLanguage(T.youtubeIdInvalid, req.i18n?.language),
      admin: {
        condition: (_d, s) => s.media === 'YouTube',
        description: T.youtubeIdDescription,
      },
    },
    {
      name: 'hasControlBar',
      type: 'checkbox',
      label: T.hasControlBar,
      defaultValue: true,
      admin: { description: T.hasControlBarDescription },
    },
    {
      name: 'reverse',
      type: 'checkbox',
      label: BLOCK_LABELS.reverse,
      defaultValue: false,
      admin: { description: T.reverseDescription },
    },
    {
      name: 'backgroundColor',
      type: 'select',
      label: BLOCK_LABELS.backgroundColor,
      defaultValue: 'None',
      options: labelledOptions(
        ['None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'],
        BACKGROUND_COLOR_LABELS,
      ),
    },
    { name: 'useTextAnimations', type: 'checkbox', defaultValue: false, label: T.useTextAnimations },
    { name: 'useMediaAnimations', type: 'checkbox', defaultValue: false, label: T.useMediaAnimations },
    hasMarginTopField,
  ],
}
