import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'

/**
 * Disclaimer modal (spec 2 §4.3 "shown until approved", §2.5 "a decline link in a disclaimer modal"): a modal
 * over the page the visitor approves, or leaves by the decline link.
 */
export const DisclaimerModalBlock: Block = {
  slug: 'disclaimerModal',
  interfaceName: 'DisclaimerModalBlock',
  labels: { singular: 'Disclaimer modal', plural: 'Disclaimer modals' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'approveLabel', type: 'text', admin: { description: 'Empty: "I agree" in the page language.' } },
    {
      ...linkGroup('declineLink', { required: true }),
      admin: { description: 'Where a visitor who declines goes (the label is optional).' },
    },
  ],
}
