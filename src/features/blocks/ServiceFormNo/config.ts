import type { Block, PayloadRequest } from 'payload'
import { inAdminLanguage } from '@/cms/admin-languages'
import { BLOCK_LABELS } from '../admin-labels'
import { SERVICE_FORM_NO_LABELS as T } from './labels'

/**
 * The Norwegian service booking form (spec 2 §2.4, §3, §9). Its fields are fixed by the spec; the editor
 * picks the variant: a car form (the visitor chooses one of the website's workshops) or the motorcycle
 * form with its one fixed dealer.
 */
export const ServiceFormNoBlock: Block = {
  slug: 'serviceFormNo',
  interfaceName: 'ServiceFormNoBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', label: BLOCK_LABELS.title, admin: { description: T.titleDescription } },
    {
      name: 'variant',
      type: 'select',
      label: BLOCK_LABELS.variant,
      required: true,
      defaultValue: 'car',
      options: [
        { label: T.variantCar, value: 'car' },
        { label: T.variantMotorcycle, value: 'motorcycle' },
      ],
    },
    {
      name: 'dealer',
      type: 'relationship',
      label: T.dealer,
      relationTo: 'dealer-sites',
      admin: {
        condition: (_, sibling) => sibling?.variant === 'motorcycle',
        description: T.dealerDescription,
      },
      // The server takes a lead only for one of the page's website's dealers (src/features/leads/submit.ts).
      filterOptions: ({ data }) =>
        data?.site ? { website: { equals: typeof data.site === 'object' ? data.site.id : data.site } } : true,
      validate: (value: unknown, { siblingData, req }: { siblingData: { variant?: string }; req: PayloadRequest }) =>
        siblingData?.variant === 'motorcycle' && !value ? inAdminLanguage(T.dealerMissing, req.i18n?.language) : true,
    },
  ],
}
