/**
 * The process's logger: pino, shared by the server, the proxy, the route handlers, the background work, Payload
 * (cms/payload.config.ts hands it over) and the seed. JSON lines on stdout whenever stdout is not a terminal (so
 * `npm start > file`, a container or a log shipper get one object per line), one readable line per entry on a
 * terminal (pino-pretty); `LOG_FORMAT=json|pretty` overrides, `LOG_LEVEL` (info) filters. `time` is pino's, epoch
 * milliseconds: an ISO string cost each request line a Date's formatting.
 *
 * Nothing personal is written: fields with known names (REDACTED_KEYS, at the top and one level down) are replaced,
 * and every message and error text is scrubbed of e-mail addresses, phone numbers, plates and tokens (./scrub.ts).
 * A line written while a request is handled carries its id (`reqId`): src/platform/request-scope.ts tells the logger
 * how to find it (this unit imports nothing of the platform, which every part of it may then use). Writes are
 * asynchronous and buffered (a request never waits on stdout), written at least every second and when the process
 * exits.
 *
 * On globalThis: Next bundles the proxy, the routes and the instrumentation apart, and the process has one stdout.
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import { build as prettyStream } from 'pino-pretty'
import { scrub } from './scrub'

/** Field names whose values are personal or secret wherever they appear in a logged object. */
const REDACTED_KEYS = [
  'email',
  'phone',
  'phoneMobile',
  'phoneNumber',
  'mobile',
  'regNo',
  'registrationNumber',
  'RegistrationNumber',
  'plate',
  'token',
  'authToken',
  'otpToken',
  'password',
  'secret',
  'authorization',
  'cookie',
]
const REDACT_PATHS = [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`), 'req.headers.authorization']

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type LogFormat = 'json' | 'pretty'
export type LogSettings = { level: (typeof LEVELS)[number]; format: LogFormat }

/** LOG_LEVEL and LOG_FORMAT, with their defaults: info, and JSON unless stdout is a terminal. */
export function logSettings(env: Record<string, string | undefined>, terminal: boolean): LogSettings {
  const level = LEVELS.find((name) => name === env.LOG_LEVEL?.trim().toLowerCase()) ?? 'info'
  const format =
    env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : terminal ? 'pretty' : 'json'
  return { level, format }
}

type Loggers = { log: Logger; requestLog: Logger }
const holder = globalThis as unknown as { __loggers?: Loggers; __logRequestId?: () => string | undefined }

/** Names the request being handled, for the lines written meanwhile (called once, by the request scope). */
export function identifyRequestsBy(requestId: () => string | undefined): void {
  holder.__logRequestId = requestId
}

const scrubbed = (value: unknown) => (typeof value === 'string' ? scrub(value) : value)

/** An error as pino serialises it, its message and stack scrubbed (a failed SMS names its number, say); a thrown
 * non-error as it is, scrubbed if text. */
function errorSerializer(error: unknown) {
  const serialized: unknown = pino.stdSerializers.err(error as Error)
  if (typeof serialized !== 'object' || serialized === null) return scrubbed(serialized)
  const fields = serialized as Record<string, unknown>
  for (const key of ['message', 'stack'] as const) fields[key] = scrubbed(fields[key])
  return fields
}

function options({ level, format }: LogSettings, redact: boolean): LoggerOptions {
  return {
    level,
    ...(redact ? { redact: { paths: REDACT_PATHS, censor: '[redacted]' } } : {}),
    serializers: { err: errorSerializer, error: errorSerializer },
    // The message and its format arguments; objects are covered by the redaction and the error serializer.
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(scrubbed) as Parameters<typeof method>)
      },
    },
    mixin() {
      const id = holder.__logRequestId?.()
      return id ? { reqId: id } : {}
    },
    // Levels by name in JSON ("level":"warn"), as log stores read them; pino-pretty reads the numbers.
    ...(format === 'json' ? { formatters: { level: (label: string) => ({ level: label }) } } : {}),
  }
}

/**
 * The loggers with these settings, writing to `destination` (stdout, asynchronously, by default): `log` for
 * everything, and `requestLog` for the request lines (src/platform/server/request-log.ts), which skips the redaction
 * pass over every field: on a few thousand lines a second it cost more than the rest of the line, and that module
 * makes every field itself and scrubs the one that comes from the client, the path.
 */
export function createLoggers(settings: LogSettings, destination?: DestinationStream): Loggers {
  const stream =
    destination ??
    (settings.format === 'pretty'
      ? prettyStream({ colorize: true, singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l' })
      : bufferedStdout())
  return { log: pino(options(settings, true), stream), requestLog: pino(options(settings, false), stream) }
}

/**
 * Stdout, written in pieces of at least 4 KB (a write per ~15 request lines instead of one each), and at least every
 * second so a quiet process's lines are not held back; pino writes what is left when the process exits.
 */
function bufferedStdout(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES })
  setInterval(() => {
    try {
      stream.flush()
    } catch {
      // stdout is gone (a closed pipe): nothing more can be written, and nothing is to be done about it.
    }
  }, FLUSH_EVERY_MS).unref()
  return stream
}
const BUFFER_BYTES = 4096
const FLUSH_EVERY_MS = 1000

const loggers = (holder.__loggers ??= createLoggers(logSettings(process.env, process.stdout.isTTY === true)))

export const log: Logger = loggers.log
export const requestLog: Logger = loggers.requestLog

/** For the modules that take a `log(message, error?)` function: an error line, with the error under `err`. */
export function logError(message: string, error?: unknown): void {
  if (error === undefined) log.error(message)
  else log.error({ err: error }, message)
}

/** As logError, for what the process works around (Redis down, a setting out of range). */
export function logWarning(message: string, error?: unknown): void {
  if (error === undefined) log.warn(message)
  else log.warn({ err: error }, message)
}
