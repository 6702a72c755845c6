import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { videoField } from '../shared/fields'
import { YOUTUBE_ID } from './rules'

/** The blurb (spec 1 §2 "Blurb", §3 "Blurb"): a 50/50 or offset text card beside an image, a video or a YouTube video. */
export const BlurbBlock: Block = {
  slug: 'blurb',
  interfaceName: 'BlurbBlock',
  labels: { singular: 'Blurb', plural: 'Blurbs' },
  fields: [
    { name: 'title', type: 'text', maxLength: 200 },
    { name: 'titleTag', type: 'select', defaultValue: 'h2', options: ['h2', 'h3', 'h4'] },
    { name: 'richText', type: 'richText' },
    linkGroup(),
    {
      name: 'layout',
      type: 'select',
      defaultValue: 'Half',
      options: [
        { value: 'Half', label: '50/50' },
        { value: 'Offset', label: 'Offset' },
      ],
    },
    { name: 'media', type: 'select', defaultValue: 'Image', options: ['Image', 'Video', 'YouTube'] },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The image; for a video or YouTube, its poster.' },
    },
    videoField('video', (s) => s.media === 'Video'),
    {
      name: 'youtubeId',
      type: 'text',
      maxLength: 11,
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData.media !== 'YouTube' || (typeof value === 'string' && YOUTUBE_ID.test(value))
          ? true
          : 'The 11-character id of the YouTube video (after watch?v=)',
      admin: {
        condition: (_d, s) => s.media === 'YouTube',
        description: 'Loaded only after the visitor accepts marketing cookies and clicks play.',
      },
    },
    {
      name: 'hasControlBar',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show the player’s controls (video and YouTube).' },
    },
    { name: 'reverse', type: 'checkbox', defaultValue: false, admin: { description: 'Media on the right.' } },
    {
      name: 'backgroundColor',
      type: 'select',
      defaultValue: 'None',
      options: ['None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'],
    },
    { name: 'useTextAnimations', type: 'checkbox', defaultValue: false },
    { name: 'useMediaAnimations', type: 'checkbox', defaultValue: false },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: true },
  ],
}
