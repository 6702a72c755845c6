import type { Block } from 'payload'
import { MARKETING_FORM_LABELS as T } from './labels'

/**
 * A marketing form (spec 1 §5, §7): an editor-built form from Leads › Marketing forms, with the region and
 * portal the campaign's leads are filed under in the CRM. Without a form the block shows 'Missing FormId'.
 */
export const MarketingFormBlock: Block = {
  slug: 'marketingForm',
  interfaceName: 'MarketingFormBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'region',
          type: 'text',
          label: T.region,
          maxLength: 50,
          admin: { description: T.regionDescription },
        },
        { name: 'portal', type: 'text', label: T.portal, maxLength: 50, admin: { description: T.portalDescription } },
      ],
    },
    {
      name: 'formId',
      label: T.form,
      type: 'relationship',
      relationTo: 'marketing-forms',
      filterOptions: ({ data }) =>
        data?.site ? { site: { equals: typeof data.site === 'object' ? data.site.id : data.site } } : true,
    },
  ],
}
