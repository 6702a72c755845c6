import type { Block } from 'payload'
import { LINK_LABELS } from '@/cms/fields/link-labels'
import { BLOCK_LABELS } from '../admin-labels'
import { SERVICE_BOOKING_LABELS as T } from './labels'

/**
 * The service booking (spec 2 §2.1). A page holding it is a service-booking route page
 * (src/routing/route-blocks.ts). The flow's texts are the `serviceBooking` dictionary entries; the
 * block holds what differs per page: the other brands' links of the generic intro, the authorised
 * brands and the contact mailbox of the failure texts.
 */
export const ServiceBookingBlock: Block = {
  slug: 'serviceBooking',
  interfaceName: 'ServiceBookingBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    {
      name: 'brandLinks',
      type: 'array',
      label: T.brandLinks,
      labels: { singular: T.brandLink, plural: T.brandLinks },
      maxRows: 8,
      admin: { description: T.brandLinksDescription },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true, label: LINK_LABELS.label },
        { name: 'href', type: 'text', required: true, custom: { sitePath: 'href' }, label: LINK_LABELS.href },
        {
          name: 'newTab',
          type: 'checkbox',
          label: LINK_LABELS.newTab,
          defaultValue: false,
          admin: { description: T.newTabDescription },
        },
      ],
    },
    {
      name: 'authorisedBrands',
      type: 'array',
      label: T.authorisedBrands,
      labels: { singular: T.brand, plural: T.authorisedBrands },
      maxRows: 40,
      admin: { description: T.authorisedBrandsDescription },
      fields: [{ name: 'brand', type: 'text', required: true, label: T.brand }],
    },
    {
      name: 'contactEmail',
      type: 'email',
      label: BLOCK_LABELS.contactEmail,
      admin: { description: T.contactEmailDescription },
    },
  ],
}
