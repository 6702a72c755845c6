// The redirects command, started by scripts/redirects.mjs.
import fs from 'node:fs'
import path from 'node:path'
import { payloadClient } from '@/cms/payload'
import { runMigrations } from '@/cms/migrate'
import { formatImportResult, runResolve } from './commands'
import { importSiteTable } from './import'
import { findSite } from './store'

const USAGE = `usage:
  npm run redirects -- import --site <site> <file.csv>
  npm run redirects -- resolve --site <site> "<path?query>"
<site> is the site's key or name as stored, or one of its host names (e.g. uk.localhost).`

function fail(message: string, code = 2): never {
  console.error(message)
  process.exit(code)
}

const [command, ...rest] = process.argv.slice(2)
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(USAGE)
  process.exit(0)
}
const siteAt = rest.indexOf('--site')
const siteArg = siteAt === -1 ? undefined : rest[siteAt + 1]
const [operand, ...extra] = rest.filter((_, i) => i !== siteAt && i !== siteAt + 1)
if (!['import', 'resolve'].includes(command ?? '') || !siteArg || !operand || extra.length) fail(USAGE)

const payload = await payloadClient()
await runMigrations(payload)
const site = (await findSite(payload, siteArg)) ?? fail(`No site called "${siteArg}". ${USAGE}`)

if (command === 'import') {
  const file = path.resolve(process.env.REDIRECTS_CWD || process.cwd(), operand)
  if (!fs.existsSync(file)) fail(`No such file: ${file}`)
  const result = await importSiteTable(payload, site, fs.readFileSync(file, 'utf8'))
  const { text, code } = formatImportResult(site.key, result)
  console.log(text)
  process.exit(code)
}
console.log(await runResolve(payload, site, operand))
process.exit(0)
