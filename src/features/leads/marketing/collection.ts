import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Validate } from 'payload'
import { editors, internalField } from '@/cms/access'
import { FIELD_NAME, FIELD_TYPES, MAX_FIELDS } from './fields'
import { fallbackCell, localeStatusField } from '@/cms/admin/components'
import { publishTags } from '@/platform/invalidation'
import { renderTags } from '@/platform/render-cache/tags'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { type AdminText, inAdminLanguage } from '@/cms/admin-languages'
import { withLabels } from '@/cms/fields/labels'
import { FIELD_TYPE_LABELS, MARKETING_FORM_MESSAGES, MARKETING_FORM_TEXTS, MARKETING_FORMS_DESCRIPTION } from './labels'

/** A form's change reaches every stored page that shows it, in every instance, once the editor's change commits. */
const publishFormChange = async ({
  doc,
  req,
}: Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0]) =>
  publishTags(req.payload, [renderTags.form(doc.id)], req)

/** Field names are answer keys: identifiers, each once per form. */
const uniqueNames: Validate<unknown[] | null | undefined> = (rows, { req }) => {
  const say = (text: AdminText) => inAdminLanguage(text, req?.i18n?.language)
  const names = (rows ?? []).map((row) => (row as { name?: string }).name)
  if (names.length > MAX_FIELDS) return say(MARKETING_FORM_MESSAGES.tooManyFields(MAX_FIELDS))
  const bad = names.find((name) => !name || !FIELD_NAME.test(name))
  if (bad !== undefined) return say(MARKETING_FORM_MESSAGES.badName)
  return new Set(names).size === names.length ? true : say(MARKETING_FORM_MESSAGES.duplicateName)
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
    description: MARKETING_FORMS_DESCRIPTION,
  },
  hooks: { afterChange: [publishFormChange], afterDelete: [publishFormChange] },
  fields: withLabels(
    [
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
              { name: 'name', type: 'text', required: true },
              { name: 'label', type: 'text', required: true, localized: true },
              {
                name: 'type',
                type: 'select',
                required: true,
                defaultValue: 'text',
                options: FIELD_TYPES.map((value) => ({ label: FIELD_TYPE_LABELS[value], value })),
              },
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
      },
      {
        name: 'thanks',
        type: 'textarea',
        localized: true,
      },
      {
        name: 'notify',
        type: 'email',
        access: internalField,
      },
    ],
    MARKETING_FORM_TEXTS,
  ),
}
