import type { Block } from 'payload'
import { visibilityWindowField } from '../window-field'
import { linkGroup } from '@/cms/fields/link'
import { buttonTypeField, searchPathField, textColorField, videoField } from '../shared/fields'

const isVideo = (s: Record<string, unknown>) => s.content === 'Video'
const hasSearch = (s: Record<string, unknown>) => s.hasSearchBar === true

/**
 * The hero banner (spec 1 §2 "Hero banner", §3 "Hero banner"; spec 2 §9 "Hero heights"): image or video with
 * phone variants, text content placed top, bottom or centre, a button, an optional car search bar.
 */
export const HeroBannerBlock: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [
    { name: 'content', type: 'select', required: true, defaultValue: 'Image', options: ['Image', 'Video'] },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Required for Image content; the poster of Video content.' },
    },
    {
      name: 'imagePhone',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Shown below 768 px; empty: the image.' },
    },
    videoField('videoDesktop', isVideo),
    videoField('videoPhone', isVideo),
    { name: 'title', type: 'text', maxLength: 200 },
    {
      name: 'titleTag',
      type: 'select',
      defaultValue: 'h2',
      options: ['h1', 'h2', 'h3'],
      admin: { description: 'h1 on a page’s first block replaces the page title.' },
    },
    { name: 'text', type: 'textarea', maxLength: 600 },
    linkGroup(),
    buttonTypeField(),
    textColorField,
    { name: 'contentPlacement', type: 'select', defaultValue: 'Center', options: ['Top', 'Center', 'Bottom'] },
    {
      name: 'centerContent',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Centre the text horizontally.' },
    },
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'Default',
      options: ['Default', 'FullScreen'],
      admin: { description: 'FullScreen fills the screen and shows a scroll-down button.' },
    },
    {
      name: 'height',
      type: 'select',
      defaultValue: 'Default',
      options: ['Default', 'Medium', 'Full'],
      admin: { description: 'Medium: 64 % of the screen height; Full: all of it.' },
    },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: false },
    { name: 'hasSearchBar', type: 'checkbox', defaultValue: false },
    searchPathField('searchUrl', hasSearch),
    {
      name: 'searchPlaceholder',
      type: 'text',
      maxLength: 120,
      admin: {
        condition: (_d, s) => hasSearch(s),
        description: "Phones; empty: 'Sök på märke, modell eller utrustning' in the page's language.",
      },
    },
    {
      name: 'searchPlaceholderDesktop',
      type: 'text',
      maxLength: 120,
      admin: { condition: (_d, s) => hasSearch(s), description: 'From 1024 px; empty: the phone text.' },
    },
    visibilityWindowField,
  ],
}
