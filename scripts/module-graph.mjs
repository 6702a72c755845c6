// `node scripts/module-graph.mjs [--files] [--tests]`: the dependency edges between the top-level
// folders of src/, read from the import statements, and every cycle among them (exit 1 if any).
// TypeScript's own pre-processor lists the imports (static, dynamic and re-exports, comments
// ignored), so no regex guesses at the syntax. Type-only imports count: they still couple modules.
// src/cms/payload.config.ts is the composition root (it imports every collection); it is a node of
// its own, "cms/payload.config", so that the collections it gathers do not fold into "cms"; it sits
// above every domain, so its own edges are listed but take no part in the folder-level cycle check
// (the file-level check with --files keeps them: no collection may lead back to the config).
// --files also checks file-level cycles; --tests includes *.test.ts files (left out by default:
// tests may import demo data and kits); --check prints only the cycles (`npm run lint` runs it).
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const src = path.join(root, 'src')
const COMPOSITION_ROOT = path.join(src, 'cms', 'payload.config.ts')
const ROOT_NODE = 'cms/payload.config'
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx']
const IGNORED = new Set([path.join(src, 'migrations'), path.join(src, 'payload-types.ts')])
const withTests = process.argv.includes('--tests')
const withFiles = process.argv.includes('--files')
const checkOnly = process.argv.includes('--check')

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (IGNORED.has(full)) return []
    if (entry.isDirectory()) return listFiles(full)
    if (!EXTENSIONS.includes(path.extname(entry.name))) return []
    if (!withTests && /\.test\.tsx?$/.test(entry.name)) return []
    return [full]
  })
}

function resolveFile(base) {
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/** The file an import specifier names inside src/, or undefined for packages and files outside. */
function resolveImport(from, specifier) {
  if (specifier === '@payload-config') return COMPOSITION_ROOT
  if (specifier.startsWith('@/')) return resolveFile(path.join(src, specifier.slice(2)))
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier))
  return undefined
}

/** The graph node of a file: its top-level folder in src/ ("cars"), the composition root, or the file's own name. */
function nodeOf(file) {
  if (file === COMPOSITION_ROOT) return ROOT_NODE
  const [first, ...rest] = path.relative(src, file).split(path.sep)
  return rest.length === 0 ? first.replace(/\.[^.]+$/, '') : first
}

/** Strongly connected components with more than one member (Tarjan). */
function cycles(nodes, edgesOf) {
  let index = 0
  const indices = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  const visit = (node) => {
    indices.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of edgesOf(node)) {
      if (!indices.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)))
    }
    if (low.get(node) === indices.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of nodes) if (!indices.has(node)) visit(node)
  return found
}

const files = listFiles(src)
const fileEdges = new Map()
const folderEdges = new Map() // "from -> to" → example "file -> file"
for (const file of files) {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  const targets = new Set()
  for (const { fileName } of info.importedFiles) {
    const target = resolveImport(file, fileName)
    if (!target || !target.startsWith(src + path.sep) || IGNORED.has(target) || target.startsWith(path.join(src, 'migrations'))) continue
    targets.add(target)
    const [from, to] = [nodeOf(file), nodeOf(target)]
    if (from === to) continue
    const key = `${from} -> ${to}`
    if (!folderEdges.has(key)) folderEdges.set(key, [])
    folderEdges.get(key).push(`${path.relative(src, file)} -> ${path.relative(src, target)}`)
  }
  fileEdges.set(file, [...targets])
}

const folderGraph = new Map()
for (const key of folderEdges.keys()) {
  const [from, to] = key.split(' -> ')
  if (!folderGraph.has(from)) folderGraph.set(from, new Set())
  if (!folderGraph.has(to)) folderGraph.set(to, new Set())
  folderGraph.get(from).add(to)
}

if (!checkOnly) {
  console.log('Folder-level dependency edges of src/ (from -> to: imports):')
  for (const from of [...folderGraph.keys()].sort()) {
    const targets = [...folderGraph.get(from)].sort()
    if (targets.length === 0) continue
    console.log(`  ${from} -> ${targets.map((to) => `${to} (${folderEdges.get(`${from} -> ${to}`).length})`).join(', ')}`)
  }
  console.log('')
}

const folderCycles = cycles([...folderGraph.keys()].sort(), (node) => (node === ROOT_NODE ? [] : [...folderGraph.get(node)].sort()))
if (folderCycles.length === 0) console.log('No cycle between folders.')
for (const component of folderCycles) {
  console.log(`\nCycle between folders: ${component.join(', ')}`)
  for (const key of [...folderEdges.keys()].sort()) {
    const [from, to] = key.split(' -> ')
    if (from !== ROOT_NODE && component.includes(from) && component.includes(to)) {
      console.log(`  ${key}: ${folderEdges.get(key).slice(0, 3).join('; ')}${folderEdges.get(key).length > 3 ? '; …' : ''}`)
    }
  }
}

let fileCycleCount = 0
if (withFiles) {
  const fileCycles = cycles([...fileEdges.keys()].sort(), (file) => fileEdges.get(file) ?? [])
  fileCycleCount = fileCycles.length
  if (fileCycles.length === 0) console.log('No cycle between files.')
  for (const component of fileCycles) {
    console.log(`\nCycle between files: ${component.map((file) => path.relative(src, file)).join(', ')}`)
  }
}

process.exitCode = folderCycles.length > 0 || fileCycleCount > 0 ? 1 : 0
