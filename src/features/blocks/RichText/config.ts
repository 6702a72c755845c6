import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'titleTag', type: 'select', options: ['h1', 'h2', 'h3'], defaultValue: 'h2' },
    { name: 'content', type: 'richText', required: true },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: true },
  ],
}
