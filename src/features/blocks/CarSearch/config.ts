import type { Block, PayloadRequest } from 'payload'
import { inAdminLanguage } from '@/cms/admin-languages'
import { BLOCK_LABELS } from '../admin-labels'
import { CAR_SEARCH_LABELS as T } from './labels'

/** The hero/slider search bar (spec 1 §2, §3 "HeroBannerHasSearchBar", "HeroBannerSearchUrl", "SearchBarPlaceholderText"). */
export const CarSearchBlock: Block = {
  slug: 'carSearch',
  interfaceName: 'CarSearchBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', label: BLOCK_LABELS.title },
    {
      name: 'searchPath',
      type: 'text',
      label: BLOCK_LABELS.searchPath,
      required: true,
      maxLength: 300,
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        typeof value === 'string' && /^\/[^?#\s]*$/.test(value)
          ? true
          : inAdminLanguage(BLOCK_LABELS.searchPathInvalid, req.i18n?.language),
      admin: { description: BLOCK_LABELS.searchPathDescription },
    },
    {
      name: 'placeholder',
      type: 'text',
      label: BLOCK_LABELS.searchPlaceholder,
      maxLength: 120,
      admin: { description: BLOCK_LABELS.searchPlaceholderDescription },
    },
  ],
}
