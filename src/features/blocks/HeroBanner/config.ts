import type { Block } from 'payload'
import { visibilityWindowField } from '../window-field'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { HEIGHT_LABELS, labelledOptions, PLACEMENT_LABELS } from '../fields'
import { buttonTypeField, searchPathField, textColorField, videoField } from '../shared/fields'
import { HERO_BANNER_LABELS as T } from './labels'

const isVideo = (s: Record<string, unknown>) => s.content === 'Video'
const hasSearch = (s: Record<string, unknown>) => s.hasSearchBar === true

/**
 * The hero banner (spec 1 §2 "Hero banner", §3 "Hero banner"; spec 2 §9 "Hero heights"): image or video with
 * phone variants, text content placed top, bottom or centre, a button, an optional car search bar.
 */
export const HeroBannerBlock: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    {
      name: 'content',
      type: 'select',
      label: T.content,
      required: true,
      defaultValue: 'Image',
      options: labelledOptions(['Image', 'Video'], { Image: BLOCK_LABELS.image, Video: BLOCK_LABELS.video }),
    },
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
    videoField('videoDesktop', T.videoDesktop, isVideo),
    videoField('videoPhone', BLOCK_LABELS.videoPhone, isVideo),
    { name: 'title', type: 'text', maxLength: 200, label: BLOCK_LABELS.title },
    {
      name: 'titleTag',
      type: 'select',
      label: BLOCK_LABELS.titleTag,
      defaultValue: 'h2',
      options: ['h1', 'h2', 'h3'],
      admin: { description: T.titleTagDescription },
    },
    { name: 'text', type: 'textarea', maxLength: 600, label: BLOCK_LABELS.text },
    linkGroup(),
    buttonTypeField(),
    textColorField,
    {
      name: 'contentPlacement',
      type: 'select',
      label: BLOCK_LABELS.contentPlacement,
      defaultValue: 'Center',
      options: labelledOptions(['Top', 'Center', 'Bottom'], PLACEMENT_LABELS),
    },
    {
      name: 'centerContent',
      type: 'checkbox',
      label: T.centerContent,
      defaultValue: false,
      admin: { description: T.centerContentDescription },
    },
    {
      name: 'variant',
      type: 'select',
      label: BLOCK_LABELS.variant,
      defaultValue: 'Default',
      options: labelledOptions(['Default', 'FullScreen'], {
        Default: T.variantDefault,
        FullScreen: T.variantFullScreen,
      }),
      admin: { description: T.variantDescription },
    },
    {
      name: 'height',
      type: 'select',
      label: BLOCK_LABELS.height,
      defaultValue: 'Default',
      options: labelledOptions(['Default', 'Medium', 'Full'], HEIGHT_LABELS),
      admin: { description: T.heightDescription },
    },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: false, label: BLOCK_LABELS.hasMarginTop },
    { name: 'hasSearchBar', type: 'checkbox', defaultValue: false, label: BLOCK_LABELS.hasSearchBar },
    searchPathField('searchUrl', hasSearch),
    {
      name: 'searchPlaceholder',
      type: 'text',
      label: T.searchPlaceholder,
      maxLength: 120,
      admin: {
        condition: (_d, s) => hasSearch(s),
        description: BLOCK_LABELS.searchPlaceholderDescription,
      },
    },
    {
      name: 'searchPlaceholderDesktop',
      type: 'text',
      label: T.searchPlaceholderDesktop,
      maxLength: 120,
      admin: { condition: (_d, s) => hasSearch(s), description: T.searchPlaceholderDesktopDescription },
    },
    visibilityWindowField,
  ],
}
