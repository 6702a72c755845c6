// Compiles the TypeScript programs that run outside Next — the seed (src/demo/seed/run.ts), the
// redirects command (src/routing/redirects/cli.ts) and the production server (src/platform/server/main.ts) — into
// plain JavaScript in .build/, with esbuild: `@/` paths resolved from tsconfig, packages left to
// node_modules. They used to run through tsx's loader,
// whose loader thread once left the seed of `npm test` waiting forever; plain
// JavaScript has no loader to wait for. `npm run build` compiles them; `npm start`, `npm run seed`
// and `npm run redirects` compile them again when the sources changed.
import fs from 'node:fs'
import path from 'node:path'
import { sourceFingerprint } from './build-stamp.mjs'

export const ENTRIES = {
  seed: 'src/demo/seed/run.ts',
  redirects: 'src/routing/redirects/cli.ts',
  server: 'src/platform/server/main.ts',
}
const OUT_DIR = '.build'

/**
 * How a TypeScript program that runs outside Next is bundled (also the test suite's migration program).
 * @type {import('esbuild').BuildOptions}
 */
export const NODE_PROGRAM = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
}

/** The compiled file of an entry, relative to the project root. */
export const compiled = (name) => path.join(OUT_DIR, `${name}.mjs`)

const stampFile = (root) => path.join(root, OUT_DIR, 'source-stamp')

export function cliIsCurrent(root) {
  if (!Object.keys(ENTRIES).every((name) => fs.existsSync(path.join(root, compiled(name))))) return false
  return fs.existsSync(stampFile(root)) && fs.readFileSync(stampFile(root), 'utf8') === sourceFingerprint(root)
}

/** Compiles every entry (when stale, unless forced). */
export async function compileCli(root, { force = false } = {}) {
  if (!force && cliIsCurrent(root)) return false
  const fingerprint = sourceFingerprint(root)
  const esbuild = await import('esbuild')
  await esbuild.build({
    ...NODE_PROGRAM,
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES)),
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
  })
  fs.writeFileSync(stampFile(root), fingerprint)
  return true
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await compileCli(path.resolve(import.meta.dirname, '..'), { force: process.argv.includes('--force') })
}
