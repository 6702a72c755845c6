import type { Tab } from 'payload'
import { PAGE_BLOCKS } from '@/features/blocks/configs'
import { LAYOUT_ROW_LABELS, PAGE_LABELS } from './admin/labels'

/**
 * The page builder's tab: the localized blocks a page, and a group document shown on pages (./group), are made of.
 * A new object per collection: Payload sanitises a collection's fields in place.
 */
export function layoutTab(): Tab {
  return {
    label: PAGE_LABELS.contentTab,
    fields: [
      {
        name: 'layout',
        type: 'blocks',
        label: PAGE_LABELS.layout,
        labels: LAYOUT_ROW_LABELS,
        localized: true,
        blocks: PAGE_BLOCKS,
      },
    ],
  }
}
