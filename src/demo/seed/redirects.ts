import fs from 'node:fs'
import type { Payload } from 'payload'

import type { Site } from '@/payload-types'
import { formatImportResult } from '@/routing/redirects/commands'
import { importSiteTable } from '@/routing/redirects/import'
import { tablePath } from '@/demo/redirects/files'
import type { SiteKey } from './site-definitions'

/**
 * The six sites' redirect tables (src/demo/redirects/*.csv, spec 2 §2.7), imported exactly as
 * `npm run redirects -- import` does; after the content, because the lint checks targets against the pages.
 */
export async function seedRedirects(
  payload: Payload,
  sites: Record<SiteKey, Site>,
  log: (msg: string) => void,
): Promise<void> {
  for (const [key, site] of Object.entries(sites)) {
    const result = await importSiteTable(payload, site, fs.readFileSync(tablePath(key), 'utf8'))
    const { text, code } = formatImportResult(key, result)
    if (!result.ok || code !== 0) throw new Error(`redirects: ${text}`)
    log(
      `redirects[${key}]: ${result.stored} rules${result.unchanged ? '' : ' imported'}, ${result.report.length} lint findings`,
    )
  }
}
