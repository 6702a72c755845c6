import { parseRule, type RedirectRow, type RedirectRule } from './rules'

/** The fixed header; other tools read these files, so neither its names nor their order may change. */
export const CSV_HEADER = 'from,to,status,note'

export interface CsvError {
  line: number
  message: string
}

interface CsvRecord {
  line: number
  fields: string[]
  error?: string
}

/** RFC 4180 records (quoted fields may hold commas, doubled quotes and line breaks), each with its first line. */
function readRecords(text: string): CsvRecord[] {
  const s = text.replace(/^\uFEFF/, '')
  const records: CsvRecord[] = []
  let i = 0
  let line = 1
  while (i < s.length) {
    const record: CsvRecord = { line, fields: [] }
    for (;;) {
      let field = ''
      if (s[i] === '"') {
        i++
        for (;;) {
          if (i >= s.length) {
            record.error = 'a quoted field is never closed'
            break
          }
          const c = s[i++]
          if (c === '"' && s[i] === '"') i++
          else if (c === '"') break
          if (c === '\n') line++
          field += c
        }
        if (!record.error && i < s.length && !',\r\n'.includes(s[i])) {
          record.error = 'text after a closing quote (a quote inside a field must be doubled)'
        }
      } else {
        while (i < s.length && !',\r\n'.includes(s[i])) field += s[i++]
        if (field.includes('"'))
          record.error = 'a quote inside an unquoted field (quote the field and double the quote)'
      }
      record.fields.push(field)
      if (record.error || s[i] !== ',') break
      i++
    }
    while (i < s.length && s[i] !== '\n') i++ // the rest of a malformed line; otherwise just a `\r`
    i++
    line++
    const blank = record.fields.length === 1 && record.fields[0].trim() === ''
    if (!blank || record.error) records.push(record)
  }
  return records
}

/** Parses a redirect table; rows that fail are left out and reported by line, so one import shows every error. */
export function parseRedirectCsv(text: string): { rules: RedirectRule[]; errors: CsvError[] } {
  const [header, ...rows] = readRecords(text)
  if (!header || header.error || header.fields.map((f) => f.trim().toLowerCase()).join(',') !== CSV_HEADER) {
    return {
      rules: [],
      errors: [{ line: header?.line ?? 1, message: `the first line must be the header ${CSV_HEADER}` }],
    }
  }
  const rules: RedirectRule[] = []
  const errors: CsvError[] = []
  for (const { line, fields, error } of rows) {
    if (error) errors.push({ line, message: error })
    else if (fields.length < 2 || fields.length > 4) {
      errors.push({
        line,
        message: `expected the fields ${CSV_HEADER} (status and note may be empty), found ${fields.length}`,
      })
    } else {
      const [from, to, status, note] = fields
      try {
        rules.push(parseRule({ from, to, status, note }))
      } catch (e) {
        errors.push({ line, message: (e as Error).message })
      }
    }
  }
  return { rules, errors }
}

function quote(field: string): string {
  return /[",\r\n]|^\s|\s$/.test(field) ? `"${field.replaceAll('"', '""')}"` : field
}

/** Writes rows in the fixed format, quoting only where needed; every row has all four fields. */
export function writeRedirectCsv(rows: readonly RedirectRow[]): string {
  const lines = rows.map((r) => [r.from, r.to, String(r.status ?? 301), r.note ?? ''].map(quote).join(','))
  return [CSV_HEADER, ...lines].join('\n') + '\n'
}
