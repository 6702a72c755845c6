import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

export const ImageCardBlock: Block = {
  slug: 'imageCard',
  interfaceName: 'ImageCardBlock',
  labels: { singular: 'Image card', plural: 'Image cards' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'titleTag', type: 'select', options: ['h2', 'h3', 'h4'], defaultValue: 'h2' },
    { name: 'text', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    linkGroup(),
    { name: 'reverse', type: 'checkbox', defaultValue: false, admin: { description: 'Image on the right.' } },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: true },
  ],
}
