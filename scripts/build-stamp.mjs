// Decides whether `npm start` must (re)build: a fingerprint of the sources the build depends on.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INPUTS = ['src', 'public', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json']

function walk(file, hash) {
  if (!fs.existsSync(file)) return
  const stat = fs.statSync(file)
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(file).sort()) walk(path.join(file, entry), hash)
  } else {
    hash.update(file).update(String(stat.size)).update(String(stat.mtimeMs))
  }
}

export function sourceFingerprint(root) {
  const hash = createHash('sha256')
  for (const input of INPUTS) walk(path.join(root, input), hash)
  return hash.digest('hex')
}

const stampFile = (root) => path.join(root, '.next', 'source-stamp')

export function buildIsCurrent(root) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(stampFile(root))) return false
  return fs.readFileSync(stampFile(root), 'utf8') === sourceFingerprint(root)
}

export function writeBuildStamp(root) {
  fs.writeFileSync(stampFile(root), sourceFingerprint(root))
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.filename) &&
  process.argv.includes('--write')
) {
  writeBuildStamp(path.resolve(import.meta.dirname, '..'))
}
