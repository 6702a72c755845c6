/**
 * Every text an editor reads on a collection's list and edit views, as the config registers the collections (after
 * the plugins and the access wrappers), is in every admin language: the collection's name and description, each
 * shown field's and tab's label and description, and a select option's label wherever it is a word rather than the
 * stored code. An English-only string fails here, and so does a missing label (Payload would show the field's name
 * in English). Payload's own fields (createdAt, the multi-tenant plugin's site) carry translation functions and
 * pass. An array's or blocks field's rows are named in every language too ("Add Brand", not Payload's "Add Site_brand"
 * made from the field's name). The page builder's blocks are checked with the blocks.
 */
import type { Field, Option, Tab } from 'payload'
import { expect, it } from 'vitest'
import { ADMIN_LANGUAGES } from '../admin-languages'
import configPromise from '../payload.config'

const config = await configPromise

/** An `AdminText` with every language filled in, or Payload's own translation (a function of its `t`). */
const isTranslated = (text: unknown) =>
  typeof text === 'function' ||
  (typeof text === 'object' &&
    text !== null &&
    ADMIN_LANGUAGES.every((language) => {
      const value = (text as Record<string, unknown>)[language]
      return typeof value === 'string' && value.trim() !== ''
    }))

/** Each admin language named in itself (src/cms/admin-languages.ts): the account's language options, alike in every admin. */
const NAMED_IN_THEMSELVES = new Set(['users.adminLanguage'])

const shown = (field: Field) => {
  const admin = (field.admin ?? {}) as { hidden?: boolean; disabled?: boolean }
  return !('hidden' in field && field.hidden) && !admin.hidden && !admin.disabled
}

/** An option shown as its stored code (a locale, a currency, a market; plain string options) is no word to translate. */
const optionProblems = (options: Option[], at: string) =>
  NAMED_IN_THEMSELVES.has(at)
    ? []
    : options.flatMap((option) =>
        typeof option === 'string' || option.label === option.value || isTranslated(option.label)
          ? []
          : [`${at}: option ${option.value}`],
      )

/**
 * An array's or blocks field's row names as `AdminText`s: Payload's sanitize gives a field without them English words
 * made from its name, as strings, so objects are required here (no translation functions either).
 */
const rowLabelProblems = (field: Field, at: string) => {
  if (field.type !== 'array' && field.type !== 'blocks') return []
  const labels = (field.labels ?? {}) as { singular?: unknown; plural?: unknown }
  return (['singular', 'plural'] as const).flatMap((form) =>
    typeof labels[form] === 'object' && isTranslated(labels[form]) ? [] : [`${at}: row label (${form})`],
  )
}

const textProblems = (at: string, label: unknown, description: unknown, labelled: boolean) => [
  ...(labelled && !isTranslated(label) ? [`${at}: label`] : []),
  ...(description !== undefined && !isTranslated(description) ? [`${at}: description`] : []),
]

/** The paths of the fields and tabs whose texts are not in every admin language. */
function untranslated(fields: Field[], path: string): string[] {
  return fields.filter(shown).flatMap((field): string[] => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab, i) => tabProblems(tab, `${path}.tabs[${i}]`))
    // A UI field draws its own component (a status, a button), which takes its words from the translations.
    if (field.type === 'ui') return []
    const named = 'name' in field && Boolean(field.name)
    const at = named ? `${path}.${(field as { name: string }).name}` : `${path}.(${field.type})`
    const label = 'label' in field ? field.label : undefined
    const description = (field.admin as { description?: unknown } | undefined)?.description
    return [
      ...textProblems(at, label, description, named || field.type === 'collapsible'),
      ...('options' in field ? optionProblems(field.options, at) : []),
      ...rowLabelProblems(field, at),
      // A blocks field's own fields are the page builder's blocks (src/features/blocks, tested there).
      ...('fields' in field ? untranslated(field.fields, at) : []),
    ]
  })
}

const tabProblems = (tab: Tab, at: string): string[] => [
  ...textProblems(at, tab.label, tab.admin?.description ?? tab.description, true),
  ...untranslated(tab.fields, at),
]

// Payload's own collections (preferences, migrations, locks, its key-value store) and hidden ones are no editor's view.
const collections = config.collections.filter((c) => !c.slug.startsWith('payload-') && c.admin?.hidden !== true)

it.each(collections.map((c) => [c.slug, c] as const))(
  '%s: name, description and fields in every admin language',
  (slug, c) => {
    expect([
      ...textProblems(`${slug} (singular)`, c.labels.singular, undefined, true),
      ...textProblems(`${slug} (plural)`, c.labels.plural, undefined, true),
      ...textProblems(slug, undefined, c.admin.description, false),
      ...untranslated(c.fields, slug),
    ]).toEqual([])
  },
)

it.each(config.globals.map((g) => [g.slug, g] as const))(
  '%s (global): every field in every admin language',
  (slug, g) => {
    expect([...textProblems(slug, g.label, g.admin.description, true), ...untranslated(g.fields, slug)]).toEqual([])
  },
)
