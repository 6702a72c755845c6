import type { Block } from 'payload'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField } from '../fields'
import { SOCIAL_SHARE_LABELS as T } from './labels'
import { NETWORK_NAMES, SHARE_NETWORKS } from './share'

/** Social sharing (spec 2 §2.6): four networks, copy link and the device's own share sheet where there is one. */
export const SocialShareBlock: Block = {
  slug: 'socialShare',
  interfaceName: 'SocialShareBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', label: BLOCK_LABELS.title, admin: { description: T.titleDescription } },
    {
      name: 'networks',
      type: 'select',
      label: T.networks,
      hasMany: true,
      options: SHARE_NETWORKS.map((n) => ({ label: NETWORK_NAMES[n], value: n })),
      admin: { description: T.networksDescription },
    },
    hasMarginTopField,
  ],
}
