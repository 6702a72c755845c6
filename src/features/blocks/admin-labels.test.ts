import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { ADMIN_LANGUAGES } from '@/cms/admin-languages'
import * as configs from './configs'

/** Every block list configs.ts exports (today PAGE_BLOCKS), so a new list is checked without touching this test. */
const BLOCK_LISTS = Object.entries(configs).filter((entry): entry is [string, Block[]] => Array.isArray(entry[1]))

/** The texts of `label` that are not a label object with a non-empty text in every admin language. */
function untranslated(label: unknown): string[] {
  if (typeof label !== 'object' || label === null) return [`${String(label)}`]
  const texts = label as Record<string, unknown>
  return ADMIN_LANGUAGES.filter((language) => typeof texts[language] !== 'string' || !String(texts[language]).trim())
}

/** Where a field, its description, row names and worded select options miss an admin language, by path. */
function missing(fields: Field[], at: string): string[] {
  return fields.flatMap((field) => {
    const here = 'name' in field ? `${at}.${field.name}` : at
    const found: string[] = []
    const check = (what: string, label: unknown) => {
      const gaps = untranslated(label)
      if (gaps.length) found.push(`${here} ${what}: ${gaps.join(', ')}`)
    }
    const admin = (field.admin ?? {}) as { hidden?: boolean; description?: unknown }
    if ('name' in field && !admin.hidden && field.type !== 'ui') check('label', field.label)
    if (admin.description !== undefined) check('description', admin.description)
    if ('labels' in field && field.labels) {
      check('row singular', field.labels.singular)
      check('row plural', field.labels.plural)
    }
    if (field.type === 'select' || field.type === 'radio')
      for (const option of field.options) {
        // A code shown as stored ('h2', car_fuel, a brand's own name) may stay a plain string; words may not.
        if (
          typeof option === 'string' ||
          (typeof option.label === 'string' && option.label.toLowerCase() === option.value.toLowerCase())
        )
          continue
        check(`option ${option.value}`, option.label)
      }
    if (field.type === 'tabs') found.push(...field.tabs.flatMap((tab) => missing(tab.fields, here)))
    if ('fields' in field) found.push(...missing(field.fields, here))
    if (field.type === 'blocks')
      found.push(...(field.blocks ?? []).flatMap((block) => missing(block.fields, `${here}.${block.slug}`)))
    return found
  })
}

describe('block labels in every admin language', () => {
  it('finds the block lists', () => {
    expect(BLOCK_LISTS.map(([name]) => name)).toContain('PAGE_BLOCKS')
  })

  it.each(BLOCK_LISTS)(
    '%s: every block is named, and every field labelled and described, in every language',
    (_, blocks) => {
      const gaps = blocks.flatMap((block) => [
        ...untranslated(block.labels?.singular).map((language) => `${block.slug} singular: ${language}`),
        ...untranslated(block.labels?.plural).map((language) => `${block.slug} plural: ${language}`),
        ...missing(block.fields, block.slug),
      ])
      expect(gaps).toEqual([])
    },
  )
})
