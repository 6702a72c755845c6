import type { Field } from 'payload'

/** Spec 1 §3 "ButtonType" of the hero banner and the slide: how the link shows. */
export const BUTTON_TYPES = ['Primary', 'Secondary', 'Ghost', 'GhostContrast', 'None'] as const
export type ButtonType = (typeof BUTTON_TYPES)[number]

export const buttonTypeField = (name = 'buttonType'): Field => ({
  name,
  type: 'select',
  defaultValue: 'Primary',
  options: BUTTON_TYPES.map((value) => ({ value, label: value === 'GhostContrast' ? 'Ghost Contrast' : value })),
  admin: { description: 'None: the link is not shown as a button (the label is shown as a plain link).' },
})

/** Spec 1 §3 "TextColor (black or white)". */
export const textColorField: Field = {
  name: 'textColor',
  type: 'select',
  defaultValue: 'white',
  options: ['white', 'black'],
}

/** A path of this site the search bar goes to (the car list), as the carSearch block validates it. */
export const searchPathField = (name: string, condition: (siblings: Record<string, unknown>) => boolean): Field => ({
  name,
  type: 'text',
  maxLength: 300,
  // A page path of the site: copying a page to another site keeps it only when that site has the page.
  custom: { sitePath: 'path' },
  validate: (value: string | null | undefined, { siblingData }: { siblingData: Record<string, unknown> }) =>
    !condition(siblingData) || (typeof value === 'string' && /^\/[^?#\s]*$/.test(value))
      ? true
      : 'A path of this site starting with /, without ? or #, e.g. /kop-bil/alla-bilar-i-lager',
  admin: {
    condition: (_data, siblings) => condition(siblings),
    description: 'The car list page the search goes to (without the language prefix).',
  },
})

/** Uploads that must be videos (the media library also holds images and PDFs). */
export const videoField = (name: string, condition?: (siblings: Record<string, unknown>) => boolean): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'video/' } },
  ...(condition
    ? { admin: { condition: (_data: unknown, siblings: Record<string, unknown>) => condition(siblings) } }
    : {}),
})
