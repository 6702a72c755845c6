// `node scripts/module-graph.mjs [--files] [--tests] [--check] [--write]`: the dependency edges between the
// units of src/ (scripts/layers.mjs: a feature, a layer's folder), read from the import statements; every
// cycle among them and every edge that climbs a layer fails (exit 1).
// TypeScript's own pre-processor lists the imports (static, dynamic and re-exports, comments
// ignored), so no regex guesses at the syntax. Type-only imports count: they still couple modules.
// src/cms/payload.config.ts is the composition root (it imports every collection); it is a node of
// its own, "cms/payload.config", so that the collections it gathers do not fold into "cms"; it sits
// above every domain, so its own edges are listed but take no part in the folder-level cycle check
// (the file-level check with --files keeps them: no collection may lead back to the config).
// --files also checks file-level cycles; --tests includes *.test.ts files (left out by default:
// tests may import demo data and kits); --check prints only the failures and also fails when the
// drawing in docs/architecture.md is out of date (`npm run lint`); --write redraws it (`npm run graph`).
import { readdirSync, readFileSync, existsSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { LAYERS, UNITS, layerOf, unitOf } from './layers.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const src = path.join(root, 'src')
const COMPOSITION_ROOT = path.join(src, 'cms', 'payload.config.ts')
const ROOT_NODE = 'cms/payload.config'
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx']
const IGNORED = new Set([path.join(src, 'migrations'), path.join(src, 'payload-types.ts')])
const withTests = process.argv.includes('--tests')
const withFiles = process.argv.includes('--files')
const checkOnly = process.argv.includes('--check')
const withWrite = process.argv.includes('--write')
const withDocCheck = checkOnly

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
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext)),
  ]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile())
}

/** The file an import specifier names inside src/, or undefined for packages and files outside. */
function resolveImport(from, specifier) {
  if (specifier === '@payload-config') return COMPOSITION_ROOT
  if (specifier.startsWith('@/')) return resolveFile(path.join(src, specifier.slice(2)))
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier))
  return undefined
}

/** The graph node of a file: its unit (scripts/layers.mjs), the composition root, or its top-level folder or file. */
function nodeOf(file) {
  if (file === COMPOSITION_ROOT) return ROOT_NODE
  const relative = path.relative(src, file).split(path.sep).join('/')
  const unit = unitOf(relative)
  if (unit) return unit.replace(/\.tsx?$/, '')
  const [first, second] = relative.split('/')
  return second === undefined ? first.replace(/\.[^.]+$/, '') : first
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
    if (
      !target ||
      !target.startsWith(src + path.sep) ||
      IGNORED.has(target) ||
      target.startsWith(path.join(src, 'migrations'))
    )
      continue
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
    console.log(
      `  ${from} -> ${targets.map((to) => `${to} (${folderEdges.get(`${from} -> ${to}`).length})`).join(', ')}`,
    )
  }
  console.log('')
}

const folderCycles = cycles([...folderGraph.keys()].sort(), (node) =>
  node === ROOT_NODE ? [] : [...folderGraph.get(node)].sort(),
)
if (folderCycles.length === 0) console.log('No cycle between folders.')
for (const component of folderCycles) {
  console.log(`\nCycle between folders: ${component.join(', ')}`)
  for (const key of [...folderEdges.keys()].sort()) {
    const [from, to] = key.split(' -> ')
    if (from !== ROOT_NODE && component.includes(from) && component.includes(to)) {
      console.log(
        `  ${key}: ${folderEdges.get(key).slice(0, 3).join('; ')}${folderEdges.get(key).length > 3 ? '; …' : ''}`,
      )
    }
  }
}

// Every file belongs to a unit of the layer table, so no folder escapes the rules.
const outside = files.filter(
  (file) => file !== COMPOSITION_ROOT && !unitOf(path.relative(src, file).split(path.sep).join('/')),
)
for (const file of outside) console.log(`\nIn no layer (scripts/layers.mjs): ${path.relative(src, file)}`)

// An edge that climbs a layer (scripts/layers.mjs); the composition root's own client accessor is the one exception.
const climbs = [...folderEdges.keys()].filter((key) => {
  const [from, to] = key.split(' -> ')
  if (to === ROOT_NODE) return false
  const [a, b] = [layerOf(unitFor(from)), layerOf(unitFor(to))]
  return a >= 0 && b >= 0 && b < a
})
for (const key of climbs) console.log(`\nClimbs a layer: ${key}: ${folderEdges.get(key).slice(0, 3).join('; ')}`)

/** A node's unit in the layer table (nodes are units, minus a file unit's extension). */
function unitFor(node) {
  return node === ROOT_NODE
    ? 'cms/payload.config.ts'
    : (UNITS.find((unit) => unit === node || unit.replace(/\.tsx?$/, '') === node) ?? node)
}

/** The drawing in docs/architecture.md: each layer with its units, the layers' order, and the arrows between features. */
function mermaid() {
  const id = (node) => node.replace(/[^a-z0-9]/gi, '_')
  const lines = ['```mermaid', 'flowchart TB']
  for (const layer of LAYERS) {
    lines.push(`  subgraph layer_${layer.name}["${layer.name}: ${layer.what}"]`)
    lines.push('    direction LR')
    // The bare features folder holds no file; it is a unit only so that a stray file there is still checked.
    for (const unit of layer.units.filter((unit) => unit !== 'features'))
      lines.push(`    ${id(unit.replace(/\.tsx?$/, ''))}["${unit}"]`)
    lines.push('  end')
  }
  for (let i = 0; i + 1 < LAYERS.length; i++) lines.push(`  layer_${LAYERS[i].name} --> layer_${LAYERS[i + 1].name}`)
  const features = LAYERS.find((layer) => layer.name === 'features').units
  for (const key of [...folderEdges.keys()].sort()) {
    const [from, to] = key.split(' -> ')
    if (features.includes(from) && features.includes(to)) lines.push(`  ${id(from)} --> ${id(to)}`)
  }
  lines.push('```')
  return lines.join('\n')
}

const DOC = path.join(root, 'docs', 'architecture.md')
const [START, END] = ['<!-- npm run graph: start -->', '<!-- npm run graph: end -->']
let drift = false
if (withWrite || withDocCheck) {
  const doc = readFileSync(DOC, 'utf8')
  const [a, b] = [doc.indexOf(START), doc.indexOf(END)]
  if (a < 0 || b < a) throw new Error(`docs/architecture.md has no ${START} … ${END} block`)
  const next = `${doc.slice(0, a + START.length)}\n${mermaid()}\n${doc.slice(b)}`
  if (withWrite && next !== doc) writeFileSync(DOC, next)
  if (withDocCheck && next !== doc) {
    drift = true
    console.log("\ndocs/architecture.md's drawing of the layers is out of date: run `npm run graph`.")
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

process.exitCode =
  folderCycles.length > 0 || fileCycleCount > 0 || climbs.length > 0 || outside.length > 0 || drift ? 1 : 0
