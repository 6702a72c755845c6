import type { Block } from 'payload'
import { BLOCK_LABELS } from '../admin-labels'
import { TYRE_HOTEL_LABELS as T } from './labels'

/**
 * The tyre hotel flow (spec 2 §2.5). A page holding it is a tyre-hotel route page
 * (src/routing/route-blocks.ts); the screens and texts are fixed by the spec, the links and the
 * footer's contact e-mail are the editor's.
 */
export const TyreHotelBlock: Block = {
  slug: 'tyreHotel',
  interfaceName: 'TyreHotelBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    {
      name: 'contactEmail',
      type: 'email',
      label: BLOCK_LABELS.contactEmail,
      required: true,
      admin: { description: T.contactEmailDescription },
    },
    {
      name: 'facilitiesPath',
      type: 'text',
      label: T.facilitiesPath,
      admin: { description: T.facilitiesPathDescription },
    },
    { name: 'tireInfoPath', type: 'text', label: T.tireInfoPath, admin: { description: T.tireInfoPathDescription } },
    {
      name: 'bookServicePath',
      type: 'text',
      label: T.bookServicePath,
      admin: { description: T.bookServicePathDescription },
    },
    {
      name: 'declinePath',
      type: 'text',
      label: T.declinePath,
      admin: { description: T.declinePathDescription },
    },
  ],
}
