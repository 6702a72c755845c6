import type { Block } from 'payload'

/**
 * A marketing form (spec 1 §5, §7): an editor-built form from Leads › Marketing forms, with the region and
 * portal the campaign's leads are filed under in the CRM. Without a form the block shows 'Missing FormId'.
 */
export const MarketingFormBlock: Block = {
  slug: 'marketingForm',
  interfaceName: 'MarketingFormBlock',
  labels: { singular: 'Marketing form', plural: 'Marketing forms' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'region',
          type: 'text',
          maxLength: 50,
          admin: { description: 'CRM region the leads are filed under (optional).' },
        },
        { name: 'portal', type: 'text', maxLength: 50, admin: { description: 'CRM portal (optional).' } },
      ],
    },
    {
      name: 'formId',
      label: 'Form',
      type: 'relationship',
      relationTo: 'marketing-forms',
      filterOptions: ({ data }) =>
        data?.site ? { site: { equals: typeof data.site === 'object' ? data.site.id : data.site } } : true,
    },
  ],
}
