// The logger of `npm start`, `npm run seed` and `npm run redirects` for their own operational lines, with the app's
// format rule (src/platform/log/logger.ts, which the server and the seed use): JSON lines unless stdout is a terminal,
// LOG_FORMAT=json|pretty overriding, LOG_LEVEL filtering. Their children's stdout is a pipe or a file, so the
// format chosen here is handed to them (LOG_FORMAT in their environment): a terminal shows readable lines
// throughout, `npm start > file` gets JSON throughout. Usage texts stay plain output.
import pino from 'pino'
import pretty from 'pino-pretty'

/** @param {NodeJS.ProcessEnv} env @returns {'json' | 'pretty'} */
export function logFormat(env = process.env) {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT
  return process.stdout.isTTY ? 'pretty' : 'json'
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
const level = LEVELS.find((name) => name === process.env.LOG_LEVEL?.trim().toLowerCase()) ?? 'info'

// Synchronous: these processes serve no requests, and a line written just before an exit must not be lost.
export const log =
  logFormat() === 'pretty'
    ? pino(
        { level },
        pretty({
          colorize: true,
          singleLine: true,
          ignore: 'pid,hostname',
          translateTime: 'SYS:HH:MM:ss.l',
          sync: true,
        }),
      )
    : pino(
        {
          level,
          formatters: { level: (label) => ({ level: label }) },
        },
        pino.destination({ dest: 1, sync: true }),
      )
