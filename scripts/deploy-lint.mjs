// `npm run lint:deploy`: the container image and compose file checked without Docker (it cannot run on the CI
// machines). The Dockerfile goes through dockerfile-utils' validator (the VS Code Docker extension's, standing in
// for hadolint, which neither npm nor Debian ships without a download) and the image rules below; compose.yaml
// through Debian's docker-compose (`config -q`: its schema, anchors and references), when it is installed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { DockerfileParser } from 'dockerfile-ast'
import { validate } from 'dockerfile-utils'

/**
 * What this project's image must be (issue: packaging): built in stages, from pinned base images, dependencies from
 * the lock file, no dev dependencies where it runs, an unprivileged user, a health check, no remote ADD.
 * @param {string} content a Dockerfile
 * @returns {string[]} what is wrong, one line each
 */
export function imageRuleProblems(content) {
  const problems = []
  const instructions = DockerfileParser.parse(content).getInstructions()
  const stages = []
  for (const instruction of instructions) {
    const keyword = instruction.getKeyword()
    const args = instruction.getArgumentsContent() ?? ''
    const line = instruction.getRange().start.line + 1
    if (keyword === 'FROM') {
      const tag = instruction.getImageTag()
      const name = instruction.getImageName() ?? ''
      const known = stages.some((stage) => stage.name === name)
      if (!known && (!tag || tag === 'latest')) problems.push(`line ${line}: FROM ${name} needs a pinned tag`)
      stages.push({ name: instruction.getBuildStage(), instructions: [] })
      continue
    }
    const from =
      instruction
        .getFlags?.()
        .find((flag) => flag.getName() === 'from')
        ?.getValue() ?? null
    stages.at(-1)?.instructions.push({ keyword, args, line, from })
    if (keyword === 'ADD' && /https?:\/\//.test(args)) problems.push(`line ${line}: ADD from a URL (use a pinned COPY)`)
    if (keyword === 'RUN' && /\bnpm (install|i)\b/.test(args)) problems.push(`line ${line}: npm install (use npm ci)`)
  }
  if (stages.length < 2) problems.push('a single stage: build and runtime must be separate stages')
  const runtime = stages.at(-1)?.instructions ?? []
  const user = runtime.filter((i) => i.keyword === 'USER').at(-1)
  if (!user || /^(root|0)(:|$)/.test(user.args.trim())) problems.push('the last stage must run as an unprivileged USER')
  if (!runtime.some((i) => i.keyword === 'HEALTHCHECK' && !/^NONE\b/i.test(i.args)))
    problems.push('the last stage has no HEALTHCHECK')
  if (runtime.some((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args) && !/--omit=dev/.test(i.args)))
    problems.push('the last stage installs dev dependencies')
  // Its node_modules must come from a stage that installed the production dependencies only.
  for (const copy of runtime.filter((i) => i.keyword === 'COPY' && /node_modules/.test(i.args))) {
    const source = stages.find((stage) => stage.name === copy.from)
    if (!source?.instructions.some((i) => i.keyword === 'RUN' && /\bnpm ci\b.*--omit=dev/.test(i.args)))
      problems.push(`line ${copy.line}: node_modules from a stage that installs dev dependencies`)
  }
  return problems
}

/** dockerfile-utils' findings of warning or error severity (1, 2), as lines. */
function validatorProblems(content) {
  return validate(content)
    .filter((diagnostic) => diagnostic.severity <= 2)
    .map((diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`)
}

function composeProblems() {
  const result = spawnSync('docker-compose', ['-f', 'compose.yaml', 'config', '-q'], { encoding: 'utf8' })
  if (result.error) {
    console.warn(
      'deploy lint: docker-compose is not installed (apt-get install -y docker-compose); compose.yaml not checked',
    )
    return []
  }
  return result.status === 0 ? [] : [`compose.yaml: ${result.stderr.trim()}`]
}

if (import.meta.main ?? process.argv[1] === new URL(import.meta.url).pathname) {
  const content = fs.readFileSync('Dockerfile', 'utf8')
  const problems = [
    ...validatorProblems(content).map((p) => `Dockerfile ${p}`),
    ...imageRuleProblems(content).map((p) => `Dockerfile ${p}`),
    ...composeProblems(),
  ]
  for (const problem of problems) console.error(problem)
  if (problems.length) process.exit(1)
  console.log('deploy lint: Dockerfile and compose.yaml are clean')
}
