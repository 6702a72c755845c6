import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { editors } from '@/cms/access'
import { parseRule } from './rules'
import { withLabels } from '@/cms/fields/labels'
import { REDIRECT_FIELD_TEXTS, REDIRECTS_DESCRIPTION } from './labels'

/** The row as the CMS edits it, checked by the same rule parser the import and the proxy use. */
const validateRule =
  (field: 'from' | 'to'): TextFieldSingleValidation =>
  (value, { siblingData }) => {
    const row = { ...(siblingData as { from?: string; to?: string }), [field]: value ?? '' }
    try {
      parseRule({ from: row.from ?? '', to: row.to ?? '' })
      return true
    } catch (error) {
      // The parser names the field in front of each message ("to: ..."); keep this field's, without the name.
      const own = (error as Error).message.split('; ').filter((m) => m.startsWith(`${field}: `))
      return own.length ? own.map((m) => m.slice(field.length + 2)).join('; ') : true
    }
  }

/**
 * Permanent redirects of a site (spec 2 §2.7, §9 "Redirects"), applied by src/proxy.ts before any page renders.
 * The table order matters: among rules with the same source the first wins, so `position` keeps the order of the
 * imported CSV (`npm run redirects -- import`) and new rules go to the end. Every redirect is a 301.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { en: 'Redirect', sv: 'Omdirigering', nb: 'Omdirigering', sk: 'Presmerovanie' },
    plural: { en: 'Redirects', sv: 'Omdirigeringar', nb: 'Omdirigeringer', sk: 'Presmerovania' },
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'site', 'position', 'note'],
    description: REDIRECTS_DESCRIPTION,
  },
  defaultSort: 'position',
  access: { read: editors, create: editors, update: editors, delete: editors },
  fields: withLabels(
    [
      {
        name: 'from',
        type: 'text',
        required: true,
        index: true,
        validate: validateRule('from'),
      },
      {
        name: 'to',
        type: 'text',
        required: true,
        validate: validateRule('to'),
      },
      {
        name: 'status',
        type: 'number',
        defaultValue: 301,
        min: 301,
        max: 301,
        admin: { readOnly: true, position: 'sidebar' },
      },
      { name: 'note', type: 'text' },
      {
        name: 'position',
        type: 'number',
        index: true,
        admin: { position: 'sidebar' },
      },
    ],
    REDIRECT_FIELD_TEXTS,
  ),
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create' || typeof data.position === 'number' || !data.site) return data
        const { docs } = await req.payload.find({
          collection: 'redirects',
          where: { site: { equals: data.site } },
          sort: '-position',
          limit: 1,
          depth: 0,
          req,
        })
        return { ...data, position: (docs[0]?.position ?? -1) + 1 }
      },
    ],
  },
}
