import type { Block } from 'payload'
import { visibilityWindowField } from '../window-field'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { HEIGHT_LABELS, labelledOptions, PLACEMENT_LABELS } from '../fields'
import { buttonTypeField, searchPathField, textColorField, videoField } from '../shared/fields'
import { CAROUSEL_LABELS as T } from './labels'
import { AUTO_ADVANCE_DEFAULT_S, AUTO_ADVANCE_MAX_S, AUTO_ADVANCE_MIN_S, MAX_SLIDES } from './rules'

const hasSearch = (s: Record<string, unknown>) => s.hasSearchBar === true

/**
 * The carousel / slider (spec 1 §3 "Slide", "Slider", §4 "Carousel", "Video"; spec 2 §2.6, §4.3, §9): slides of
 * image or video with text and a button, previous/next and dots, looping and auto-advance, an optional search bar.
 */
export const CarouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: T.title,
      maxLength: 120,
      admin: { description: T.titleDescription },
    },
    {
      name: 'slides',
      type: 'array',
      label: T.slides,
      labels: { singular: T.slide, plural: T.slides },
      required: true,
      minRows: 1,
      maxRows: MAX_SLIDES,
      fields: [
        { name: 'title', type: 'text', maxLength: 200, label: BLOCK_LABELS.title },
        { name: 'text', type: 'textarea', maxLength: 400, label: BLOCK_LABELS.text },
        { name: 'textShadow', type: 'checkbox', defaultValue: false, label: T.textShadow },
        textColorField,
        linkGroup('button', { label: T.button }),
        buttonTypeField(),
        {
          name: 'image',
          type: 'upload',
          label: BLOCK_LABELS.image,
          relationTo: 'media',
          admin: { description: T.imageDescription },
        },
        {
          name: 'imagePhone',
          type: 'upload',
          label: BLOCK_LABELS.imagePhone,
          relationTo: 'media',
          admin: { description: T.imagePhoneDescription },
        },
        videoField('video', BLOCK_LABELS.video),
        videoField('videoPhone', BLOCK_LABELS.videoPhone),
      ],
    },
    {
      name: 'hasMediaButtons',
      type: 'checkbox',
      label: T.hasMediaButtons,
      defaultValue: true,
      admin: { description: T.hasMediaButtonsDescription },
    },
    {
      name: 'contentPlacementX',
      type: 'select',
      label: T.contentPlacementX,
      defaultValue: 'Left',
      options: labelledOptions(['Left', 'Center', 'Right'], PLACEMENT_LABELS),
    },
    {
      name: 'contentPlacementY',
      type: 'select',
      label: T.contentPlacementY,
      defaultValue: 'Center',
      options: labelledOptions(['Top', 'Center', 'Bottom'], PLACEMENT_LABELS),
    },
    {
      name: 'height',
      type: 'select',
      label: BLOCK_LABELS.height,
      defaultValue: 'Default',
      options: labelledOptions(['Default', 'Medium', 'FullHeight'], HEIGHT_LABELS),
    },
    { name: 'loop', type: 'checkbox', defaultValue: true, label: T.loop },
    {
      name: 'autoPlay',
      type: 'checkbox',
      label: T.autoPlay,
      defaultValue: true,
      admin: { description: T.autoPlayDescription },
    },
    {
      name: 'autoPlayDelay',
      type: 'number',
      label: T.autoPlayDelay,
      min: AUTO_ADVANCE_MIN_S,
      max: AUTO_ADVANCE_MAX_S,
      defaultValue: AUTO_ADVANCE_DEFAULT_S,
    },
    { name: 'hasSearchBar', type: 'checkbox', defaultValue: false, label: BLOCK_LABELS.hasSearchBar },
    searchPathField('searchUrl', hasSearch),
    {
      name: 'searchPlaceholder',
      type: 'text',
      label: BLOCK_LABELS.searchPlaceholder,
      maxLength: 120,
      admin: { condition: (_d, s) => hasSearch(s), description: BLOCK_LABELS.searchPlaceholderDescription },
    },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: false, label: BLOCK_LABELS.hasMarginTop },
    visibilityWindowField,
  ],
}
