import type { Block } from 'payload'
import { hasMarginTopField } from '../fields'
import { NETWORK_NAMES, SHARE_NETWORKS } from './share'

/** Social sharing (spec 2 §2.6): four networks, copy link and the device's own share sheet where there is one. */
export const SocialShareBlock: Block = {
  slug: 'socialShare',
  interfaceName: 'SocialShareBlock',
  labels: { singular: 'Social sharing', plural: 'Social sharing' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Empty: "Share this page" in the page language.' } },
    {
      name: 'networks',
      type: 'select',
      hasMany: true,
      options: SHARE_NETWORKS.map((n) => ({ label: NETWORK_NAMES[n], value: n })),
      admin: { description: 'Empty: all four.' },
    },
    hasMarginTopField,
  ],
}
