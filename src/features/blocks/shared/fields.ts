import type { Field, PayloadRequest } from 'payload'
import { type AdminText, inAdminLanguage } from '@/cms/admin-languages'
import { BLOCK_LABELS as T } from '../admin-labels'
import { labelledOptions } from '../fields'

/** Spec 1 §3 "ButtonType" of the hero banner and the slide: how the link shows. */
export const BUTTON_TYPES = ['Primary', 'Secondary', 'Ghost', 'GhostContrast', 'None'] as const
export type ButtonType = (typeof BUTTON_TYPES)[number]

const BUTTON_TYPE_LABELS: Record<ButtonType, AdminText> = {
  Primary: T.buttonPrimary,
  Secondary: T.buttonSecondary,
  Ghost: T.buttonGhost,
  GhostContrast: T.buttonGhostContrast,
  None: T.buttonNone,
}

export const buttonTypeField = (name = 'buttonType'): Field => ({
  name,
  type: 'select',
  label: T.buttonType,
  defaultValue: 'Primary',
  options: labelledOptions(BUTTON_TYPES, BUTTON_TYPE_LABELS),
  admin: { description: T.buttonTypeDescription },
})

/** Spec 1 §3 "TextColor (black or white)". */
export const textColorField: Field = {
  name: 'textColor',
  type: 'select',
  label: T.textColor,
  defaultValue: 'white',
  options: labelledOptions(['white', 'black'], { white: T.white, black: T.black }),
}

/** A path of this site the search bar goes to (the car list), as the carSearch block validates it. */
export const searchPathField = (name: string, condition: (siblings: Record<string, unknown>) => boolean): Field => ({
  name,
  type: 'text',
  label: T.searchPath,
  maxLength: 300,
  // A page path of the site: copying a page to another site keeps it only when that site has the page.
  custom: { sitePath: 'path' },
  validate: (
    value: string | null | undefined,
    { siblingData, req }: { siblingData: Record<string, unknown>; req: PayloadRequest },
  ) =>
    !condition(siblingData) || (typeof value === 'string' && /^\/[^?#\s]*$/.test(value))
      ? true
      : inAdminLanguage(T.searchPathInvalid, req.i18n?.language),
  admin: {
    condition: (_data, siblings) => condition(siblings),
    description: T.searchPathDescription,
  },
})

/** Uploads that must be videos (the media library also holds images and PDFs). */
export const videoField = (
  name: string,
  label: AdminText,
  condition?: (siblings: Record<string, unknown>) => boolean,
): Field => ({
  name,
  type: 'upload',
  label,
  relationTo: 'media',
  filterOptions: { mimeType: { contains: 'video/' } },
  ...(condition
    ? { admin: { condition: (_data: unknown, siblings: Record<string, unknown>) => condition(siblings) } }
    : {}),
})
