import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField } from '../fields'
import { CAR_MODEL_CARD_LABELS as T } from './labels'

/** The car model card (spec 1 §3 "Car model card"): a model's picture, text, campaign flag and four key figures. */
export const CarModelCardBlock: Block = {
  slug: 'carModelCard',
  interfaceName: 'CarModelCardBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, label: BLOCK_LABELS.title },
    { name: 'titleTag', type: 'select', defaultValue: 'h2', options: ['h2', 'h3'], label: BLOCK_LABELS.titleTag },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: BLOCK_LABELS.image },
    { name: 'text', type: 'textarea', maxLength: 600, label: BLOCK_LABELS.text },
    { name: 'isCampaign', type: 'checkbox', defaultValue: false, label: T.isCampaign },
    {
      name: 'campaign',
      type: 'text',
      label: T.campaign,
      maxLength: 80,
      admin: { condition: (_d, s) => s.isCampaign === true, description: T.campaignDescription },
    },
    linkGroup(),
    {
      name: 'facts',
      type: 'array',
      label: T.facts,
      maxRows: 4,
      labels: { singular: T.fact, plural: T.facts },
      admin: { description: T.factsDescription },
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 60, label: T.factLabel },
        { name: 'labelValue', type: 'text', required: true, maxLength: 60, label: T.factValue },
      ],
    },
    hasMarginTopField,
  ],
}
