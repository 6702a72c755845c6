// `node scripts/doc-paths.mjs`: every repository path a comment or a document names (src/…, docs/…, scripts/…,
// tests/…, bench/…) exists, so a reader who follows one never lands on nothing after a move (`npm run lint`).
// A path may leave out its extension (src/proxy for src/proxy.ts); globs and placeholders (*, <name>, {a,b})
// are not paths and are skipped. Exit 1 with the file, line and path of every one that does not exist.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SCANNED = /\.(ts|tsx|mts|mjs|js|css|md)$|^\.ci\/run$|^\.env\.example$/
const GENERATED = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'src/migrations/']
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.md', '.css']
// A path starts at a word boundary with one of the top folders and runs over the characters a path here uses,
// Next's route folders included ("(site)", "[locale]", "[[...filters]]").
const PATH = /(?<![\w./@-])(?:src|docs|scripts|tests|bench)\/[\w@().[\]/-]*[\w)\]]/g

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      SCANNED.test(file) &&
      !GENERATED.some((generated) => file.startsWith(generated)) &&
      !file.startsWith('node_modules/'),
  )

const exists = (candidate) => EXTENSIONS.some((ext) => existsSync(path.join(root, candidate + ext)))

const missing = []
for (const file of files) {
  if (!existsSync(path.join(root, file))) continue
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n')
  lines.forEach((line, i) => {
    for (const match of line.matchAll(PATH)) {
      // A glob, a placeholder or a template: not one path.
      const token = line.slice(match.index).match(/^[^\s`'"]*/)[0]
      if (/[*<{$]/.test(token)) continue
      // Closing brackets and dots may belong to the sentence around the path rather than to it.
      // A Markdown link's text and target are two paths: "[docs/api.md](docs/api.md)".
      const trimmed = match[0].split('](')[0].replace(/[.)\]]+$/, '')
      if (!exists(trimmed) && !exists(match[0])) missing.push(`${file}:${i + 1}: ${trimmed}`)
    }
  })
}
for (const line of missing) console.log(line)
if (missing.length) {
  console.log(`\n${missing.length} path(s) named in comments or documents do not exist: fix or remove them.`)
  process.exitCode = 1
} else console.log(`Every path named in ${files.length} files exists.`)
