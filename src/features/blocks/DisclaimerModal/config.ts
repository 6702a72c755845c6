import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { DISCLAIMER_MODAL_LABELS as T } from './labels'

/**
 * Disclaimer modal (spec 2 §4.3 "shown until approved", §2.5 "a decline link in a disclaimer modal"): a modal
 * over the page the visitor approves, or leaves by the decline link.
 */
export const DisclaimerModalBlock: Block = {
  slug: 'disclaimerModal',
  interfaceName: 'DisclaimerModalBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', required: true, label: BLOCK_LABELS.title },
    { name: 'text', type: 'textarea', required: true, label: BLOCK_LABELS.text },
    {
      name: 'approveLabel',
      type: 'text',
      label: T.approveLabel,
      admin: { description: T.approveLabelDescription },
    },
    {
      ...linkGroup('declineLink', { required: true, label: T.declineLink }),
      admin: { description: T.declineLinkDescription },
    },
  ],
}
