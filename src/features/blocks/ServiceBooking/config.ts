import type { Block } from 'payload'

/**
 * The service booking (spec 2 §2.1). A page holding it is a service-booking route page
 * (src/routing/route-blocks.ts). The flow's texts are the `serviceBooking` dictionary entries; the
 * block holds what differs per page: the other brands' links of the generic intro, the authorised
 * brands and the contact mailbox of the failure texts.
 */
export const ServiceBookingBlock: Block = {
  slug: 'serviceBooking',
  interfaceName: 'ServiceBookingBlock',
  labels: { singular: 'Service booking', plural: 'Service bookings' },
  fields: [
    {
      name: 'brandLinks',
      type: 'array',
      maxRows: 8,
      admin: { description: 'Links of the generic intro to other brands’ booking pages (spec 2 §2.1).' },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true },
        { name: 'href', type: 'text', required: true, custom: { sitePath: 'href' } },
        {
          name: 'newTab',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'External booking pages open in a new tab.' },
        },
      ],
    },
    {
      name: 'authorisedBrands',
      type: 'array',
      maxRows: 40,
      admin: { description: 'The collapsible list of brands the group is an authorised workshop for.' },
      fields: [{ name: 'brand', type: 'text', required: true }],
    },
    { name: 'contactEmail', type: 'email', admin: { description: 'Shown with the failure texts (spec 2 §8).' } },
  ],
}
