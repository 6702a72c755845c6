import type { Field } from 'payload'
import type { AdminText } from '@/cms/admin-languages'
import { BLOCK_SORTS } from '@/features/cars/list/facets'
import { BLOCK_LABELS as T, SORT_LABELS } from './admin-labels'

/** The fields most blocks share (spec 1 §3 "Other content blocks": Title, TitleTag, HasMarginTop). */
export const titleField = (required = false): Field => ({ name: 'title', type: 'text', required, label: T.title })
export const titleTagField: Field = {
  name: 'titleTag',
  type: 'select',
  label: T.titleTag,
  options: ['h2', 'h3', 'h4'],
  defaultValue: 'h2',
}
export const hasMarginTopField: Field = {
  name: 'hasMarginTop',
  type: 'checkbox',
  defaultValue: true,
  label: T.hasMarginTop,
}

/** Select options that keep their stored (spec) values and show them by name in the editor's language. */
export const labelledOptions = <V extends string>(values: readonly V[], labels: Record<V, AdminText>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** The spec's names for where a block's text sits and how tall it is, by stored value. */
export const PLACEMENT_LABELS = {
  Top: T.top,
  Center: T.centre,
  Bottom: T.bottom,
  Left: T.left,
  Right: T.right,
} satisfies Record<string, AdminText>
export const HEIGHT_LABELS = {
  Default: T.standard,
  Medium: T.medium,
  Full: T.fullHeight,
  FullHeight: T.fullHeight,
} satisfies Record<string, AdminText>
export const BACKGROUND_COLOR_LABELS = {
  None: T.none,
  BackgroundColor1: T.backgroundColor1,
  BackgroundColor2: T.backgroundColor2,
  BackgroundColor3: T.backgroundColor3,
} satisfies Record<string, AdminText>

export const SORT_OPTIONS = labelledOptions(BLOCK_SORTS, SORT_LABELS)
