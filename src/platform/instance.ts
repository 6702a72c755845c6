import { payloadClient } from '@/cms/payload'
import { startPlatform, type DomainHandlers, type PeriodicTask, type Platform } from './runtime'
import { log } from './log/logger'

const holder = globalThis as unknown as { __platform?: Promise<Platform | null> }
const RETRY_MS = 5000

/**
 * Starts this instance's background work once (development reloads modules, not the process),
 * retrying while the database is not reachable yet, and stops it cleanly on SIGTERM/SIGINT.
 */
export function startInstance(tasks: readonly PeriodicTask[] = [], handlers: readonly DomainHandlers[] = []): void {
  if (holder.__platform) return
  let stopping = false
  const start = async (): Promise<Platform | null> => {
    for (let warned = false; !stopping; warned = true) {
      try {
        return await startPlatform(await payloadClient(), process.env, tasks, handlers)
      } catch (error) {
        if (!warned)
          log.error(
            { err: error },
            'platform: starting the outbox worker and cache invalidation failed; retrying every 5 s',
          )
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref())
      }
    }
    return null
  }
  holder.__platform = start()
  const stop = () => {
    stopping = true
    void holder.__platform?.then((platform) => platform?.stop())
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
