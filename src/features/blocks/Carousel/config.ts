import type { Block } from 'payload'
import { visibilityWindowField } from '../window-field'
import { linkGroup } from '@/cms/fields/link'
import { buttonTypeField, searchPathField, textColorField, videoField } from '../shared/fields'
import { AUTO_ADVANCE_DEFAULT_S, AUTO_ADVANCE_MAX_S, AUTO_ADVANCE_MIN_S, MAX_SLIDES } from './rules'

const hasSearch = (s: Record<string, unknown>) => s.hasSearchBar === true

/**
 * The carousel / slider (spec 1 §3 "Slide", "Slider", §4 "Carousel", "Video"; spec 2 §2.6, §4.3, §9): slides of
 * image or video with text and a button, previous/next and dots, looping and auto-advance, an optional search bar.
 */
export const CarouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Carousel', plural: 'Carousels' },
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 120,
      admin: { description: 'Names the carousel for screen readers; not shown.' },
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: MAX_SLIDES,
      fields: [
        { name: 'title', type: 'text', maxLength: 200 },
        { name: 'text', type: 'textarea', maxLength: 400 },
        { name: 'textShadow', type: 'checkbox', defaultValue: false },
        textColorField,
        linkGroup('button'),
        buttonTypeField(),
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'The slide’s picture; for a video, its poster.' },
        },
        {
          name: 'imagePhone',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Below 768 px; empty: the image.' },
        },
        videoField('video'),
        videoField('videoPhone'),
      ],
    },
    {
      name: 'hasMediaButtons',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Play/pause and mute buttons on video slides.' },
    },
    { name: 'contentPlacementX', type: 'select', defaultValue: 'Left', options: ['Left', 'Center', 'Right'] },
    { name: 'contentPlacementY', type: 'select', defaultValue: 'Center', options: ['Top', 'Center', 'Bottom'] },
    { name: 'height', type: 'select', defaultValue: 'Default', options: ['Default', 'Medium', 'FullHeight'] },
    { name: 'loop', type: 'checkbox', defaultValue: true },
    {
      name: 'autoPlay',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: 'Advance by itself; paused on hover, on focus and for visitors who ask for reduced motion.',
      },
    },
    {
      name: 'autoPlayDelay',
      type: 'number',
      min: AUTO_ADVANCE_MIN_S,
      max: AUTO_ADVANCE_MAX_S,
      defaultValue: AUTO_ADVANCE_DEFAULT_S,
      admin: { description: 'Seconds per slide.' },
    },
    { name: 'hasSearchBar', type: 'checkbox', defaultValue: false },
    searchPathField('searchUrl', hasSearch),
    { name: 'searchPlaceholder', type: 'text', maxLength: 120, admin: { condition: (_d, s) => hasSearch(s) } },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: false },
    visibilityWindowField,
  ],
}
