import type { Block } from 'payload'

/**
 * The tyre hotel flow (spec 2 §2.5). A page holding it is a tyre-hotel route page
 * (src/routing/route-blocks.ts); the screens and texts are fixed by the spec, the links and the
 * footer's contact e-mail are the editor's.
 */
export const TyreHotelBlock: Block = {
  slug: 'tyreHotel',
  interfaceName: 'TyreHotelBlock',
  labels: { singular: 'Tyre hotel', plural: 'Tyre hotels' },
  fields: [
    {
      name: 'contactEmail',
      type: 'email',
      required: true,
      admin: { description: 'The footer’s contact e-mail on every screen.' },
    },
    { name: 'facilitiesPath', type: 'text', admin: { description: 'The list of facilities (e.g. /anlaggningar).' } },
    { name: 'tireInfoPath', type: 'text', admin: { description: 'Optional page about the tyre hotel.' } },
    {
      name: 'bookServicePath',
      type: 'text',
      admin: { description: 'Book-service page, linked when no agreement is found.' },
    },
    {
      name: 'declinePath',
      type: 'text',
      admin: { description: 'Where declining the disclaimer leads (default: the home page).' },
    },
  ],
}
