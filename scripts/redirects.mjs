// `npm run redirects -- import --site <site> <file.csv>` and `npm run redirects -- resolve --site <site> "<path?query>"`
// run on DATABASE_URL or the embedded database (the running one, when `npm start` is up).
// Runs src/routing/redirects/cli.ts compiled to plain JavaScript (scripts/compile-cli.mjs).
import { compileCli, compiled } from './compile-cli.mjs'
import { NODE_FLAGS, prepareRuntime, root } from './runtime.mjs'
import { spawnNode, stopChild } from './steps.mjs'

const args = process.argv.slice(2)
// Usage needs no database: the command prints it before it connects.
const help = ['--help', '-h', 'help'].includes(args[0])
const { env, stopDatabase } = help ? { env: process.env, stopDatabase: async () => {} } : await prepareRuntime()
await compileCli(root)
// The file argument is relative to where the command was typed; prepareRuntime moved to the project root.
// No stdin: the command never asks anything, and nothing can leave it waiting for an answer.
const child = spawnNode([...NODE_FLAGS, compiled('redirects'), ...args], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...env, REDIRECTS_CWD: process.env.INIT_CWD || process.cwd() },
})
// Stopping this command stops the work it started (a killed parent must not leave the child holding the database).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopChild(child, signal))
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)))
await stopDatabase()
process.exit(code)
