import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

/** The car model card (spec 1 §3 "Car model card"): a model's picture, text, campaign flag and four key figures. */
export const CarModelCardBlock: Block = {
  slug: 'carModelCard',
  interfaceName: 'CarModelCardBlock',
  labels: { singular: 'Car model card', plural: 'Car model cards' },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'titleTag', type: 'select', defaultValue: 'h2', options: ['h2', 'h3'] },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'text', type: 'textarea', maxLength: 600 },
    { name: 'isCampaign', type: 'checkbox', defaultValue: false },
    {
      name: 'campaign',
      type: 'text',
      maxLength: 80,
      admin: { condition: (_d, s) => s.isCampaign === true, description: 'The campaign flag’s text, e.g. “Kampanj”.' },
    },
    linkGroup(),
    {
      name: 'facts',
      type: 'array',
      maxRows: 4,
      labels: { singular: 'Label/value pair', plural: 'Label/value pairs' },
      admin: { description: 'Up to four key figures, e.g. Range / 520 km.' },
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 60 },
        { name: 'labelValue', type: 'text', required: true, maxLength: 60 },
      ],
    },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: true },
  ],
}
