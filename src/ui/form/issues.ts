/**
 * Zod issues → the visitor's language. The forms kit parses with the error map built here, so a
 * Swedish visitor never sees zod's English: each issue code maps to a `ui` catalogue key, with the
 * issue's limits as template values. Shared schemas therefore carry no messages of their own (a
 * schema-level message would win over this map); a refinement names its message by catalogue key:
 * `.refine(ok, { params: { key: 'mustAccept' } })`.
 */
import type { z } from 'zod'
import type { Locale } from '@/cms/locales'
import { translator } from '@/i18n/catalogue'
import type { UiKey, UiMessages } from '../strings'

export type RawIssue = z.core.$ZodRawIssue

/** A form's own texts for issues the generic keys do not describe well (e.g. a registration number). */
export type DescribeIssue = (issue: RawIssue) => string | null | undefined

const numberOrigins = new Set(['number', 'int', 'bigint'])

function isUiKey(messages: UiMessages, key: unknown): key is UiKey {
  return typeof key === 'string' && Object.hasOwn(messages, key)
}

/** The translated message of one issue. */
export function issueMessage(issue: RawIssue, messages: UiMessages, locale: Locale): string {
  const number = (value: number | bigint) => new Intl.NumberFormat(locale).format(value)
  const t = translator(messages, number)
  const empty = issue.input === undefined || issue.input === null || issue.input === ''
  switch (issue.code) {
    case 'invalid_type':
      if (empty) return t('required')
      if (issue.expected === 'int') return t('notAWholeNumber')
      if (issue.expected === 'number' || issue.expected === 'nan') return t('notANumber')
      return t('invalid')
    case 'too_small': {
      const min = Number(issue.minimum) + (issue.inclusive === false ? 1 : 0)
      if (issue.origin === 'string') return min <= 1 ? t('required') : t('tooShort', { min })
      if (issue.origin === 'array' || issue.origin === 'set') return t('invalidChoice')
      if (numberOrigins.has(issue.origin)) return t('tooSmall', { min: number(issue.minimum) })
      return t('invalid')
    }
    case 'too_big':
      if (issue.origin === 'string')
        return t('tooLong', { max: Number(issue.maximum) - (issue.inclusive === false ? 1 : 0) })
      if (numberOrigins.has(issue.origin)) return t('tooBig', { max: number(issue.maximum) })
      return t('invalid')
    case 'invalid_format':
      if (empty) return t('required')
      return issue.format === 'email' ? t('invalidEmail') : t('invalidFormat')
    case 'not_multiple_of':
      return issue.divisor === 1 ? t('notAWholeNumber') : t('invalid')
    case 'invalid_value':
      if (issue.values.length === 1 && issue.values[0] === true) return t('mustAccept')
      return empty ? t('required') : t('invalidChoice')
    case 'custom':
      return isUiKey(messages, issue.params?.key) ? messages[issue.params.key] : t('invalid')
    default:
      return t('invalid')
  }
}

/** The zod error map of a form: the form's own texts first, then the generic ones. */
export function errorMap(messages: UiMessages, locale: Locale, describe?: DescribeIssue): (issue: RawIssue) => string {
  return (issue) => describe?.(issue) || issueMessage(issue, messages, locale)
}

export type TranslatedParse<T> = { success: true; data: T } | { success: false; fields: Record<string, string> }

/**
 * Parses with the translated messages and answers field → message (the first issue of each field,
 * dotted path). For a route handler that answers a form in the visitor's language.
 */
export function parseWithMessages<S extends z.ZodType>(
  schema: S,
  value: unknown,
  messages: UiMessages,
  locale: Locale,
): TranslatedParse<z.output<S>> {
  const parsed = schema.safeParse(value, { error: errorMap(messages, locale) })
  if (parsed.success) return { success: true, data: parsed.data }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.')] ??= issue.message
  return { success: false, fields }
}
