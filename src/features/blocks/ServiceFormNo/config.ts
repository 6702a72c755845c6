import type { Block } from 'payload'

/**
 * The Norwegian service booking form (spec 2 §2.4, §3, §9). Its fields are fixed by the spec; the editor
 * picks the variant: a car form (the visitor chooses one of the website's workshops) or the motorcycle
 * form with its one fixed dealer.
 */
export const ServiceFormNoBlock: Block = {
  slug: 'serviceFormNo',
  interfaceName: 'ServiceFormNoBlock',
  labels: { singular: 'Service form (Norway)', plural: 'Service forms (Norway)' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Heading; empty for the standard one.' } },
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'car',
      options: [
        { label: 'Car (11 services, choice of workshop)', value: 'car' },
        { label: 'Motorcycle (3 services, one fixed dealer)', value: 'motorcycle' },
      ],
    },
    {
      name: 'dealer',
      type: 'relationship',
      relationTo: 'dealer-sites',
      admin: {
        condition: (_, sibling) => sibling?.variant === 'motorcycle',
        description: 'The motorcycle form’s dealer: one of this website’s dealer sites.',
      },
      // The server takes a lead only for one of the page's website's dealers (src/features/leads/submit.ts).
      filterOptions: ({ data }) =>
        data?.site ? { website: { equals: typeof data.site === 'object' ? data.site.id : data.site } } : true,
      validate: (value: unknown, { siblingData }: { siblingData: { variant?: string } }) =>
        siblingData?.variant === 'motorcycle' && !value ? 'The motorcycle form needs its dealer.' : true,
    },
  ],
}
