import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Validate } from 'payload'
import { editors, internalField } from '@/cms/access'
import { FIELD_NAME, FIELD_TYPES, MAX_FIELDS } from './fields'
import { fallbackCell, localeStatusField } from '@/cms/admin/components'
import { publishTags } from '@/platform/invalidation'
import { renderTags } from '@/platform/render-cache/tags'
import { ADMIN_GROUPS } from '@/cms/admin/groups'

/** A form's change reaches every stored page that shows it, in every instance, once the editor's change commits. */
const publishFormChange = async ({
  doc,
  req,
}: Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0]) =>
  publishTags(req.payload, [renderTags.form(doc.id)], req)

/** Field names are answer keys: identifiers, each once per form. */
const uniqueNames: Validate<unknown[] | null | undefined> = (rows) => {
  const names = (rows ?? []).map((row) => (row as { name?: string }).name)
  if (names.length > MAX_FIELDS) return `A form has at most ${MAX_FIELDS} fields.`
  const bad = names.find((name) => !name || !FIELD_NAME.test(name))
  if (bad !== undefined) return 'Each field name is a letter, then letters, digits or _ (at most 40), e.g. firstName.'
  return new Set(names).size === names.length ? true : 'Each field name may be used once in a form.'
}

/**
 * Marketing forms editors build (spec 1 §5, §7). Payload's form builder plugin is not installed in
 * this project, so this is its small equivalent: a list of typed fields. The marketing form block shows one;
 * its submissions are leads (POST /api/forms/comhub, formName `marketing`) with the same store and outbox.
 */
export const MarketingForms: CollectionConfig = {
  slug: 'marketing-forms',
  labels: {
    singular: {
      en: 'Marketing form',
      sv: 'Marknadsföringsformulär',
      nb: 'Markedsføringsskjema',
      sk: 'Marketingový formulár',
    },
    plural: {
      en: 'Marketing forms',
      sv: 'Marknadsföringsformulär',
      nb: 'Markedsføringsskjemaer',
      sk: 'Marketingové formuláre',
    },
  },
  // The site renders a form on the server and POST /api/jotform describes it; the REST API is for editors.
  access: { read: editors, create: editors, update: editors, delete: editors },
  admin: {
    group: ADMIN_GROUPS.leads,
    useAsTitle: 'title',
    defaultColumns: ['title', 'site', 'updatedAt'],
    description: 'Forms for campaign pages: place one with the Marketing form block.',
  },
  hooks: { afterChange: [publishFormChange], afterDelete: [publishFormChange] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, admin: fallbackCell },
    localeStatusField('title'),
    {
      name: 'fields',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: MAX_FIELDS,
      validate: uniqueNames,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { description: 'The answer’s key, e.g. firstName.' } },
            { name: 'label', type: 'text', required: true, localized: true },
            { name: 'type', type: 'select', required: true, defaultValue: 'text', options: [...FIELD_TYPES] },
            { name: 'required', type: 'checkbox', defaultValue: false },
          ],
        },
        {
          name: 'options',
          type: 'array',
          admin: { condition: (_, sibling) => sibling?.type === 'select' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'value', type: 'text', required: true },
                { name: 'label', type: 'text', required: true, localized: true },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'submitLabel',
      type: 'text',
      localized: true,
      admin: { description: 'The send button; empty for the standard text.' },
    },
    {
      name: 'thanks',
      type: 'textarea',
      localized: true,
      admin: { description: 'Shown after a successful submission; empty for the standard text.' },
    },
    {
      name: 'notify',
      type: 'email',
      access: internalField,
      admin: { description: 'Who at the dealer gets each submission by e-mail (optional; the CRM gets every one).' },
    },
  ],
}
