/** Saved searches' background work, started with the instance's (src/instrumentation.ts, src/platform/runtime.ts). */
import 'server-only'
import type { DomainHandlers, PeriodicTask } from '@/platform/runtime'
import { searchCarSource } from './car-source'
import { savedSearchHandlers } from './deliveries'
import { runMatcher } from './matcher'
import { linkSecret } from './server'
import { pruneUnconfirmed } from './store'

/** The matcher every 10 s: with FIRST_DIGEST_DELAY_MS (30 s) the first event after a quiet spell is out within a minute. */
export const savedSearchTasks: PeriodicTask[] = [
  {
    name: 'saved searches: matching changed cars and sending due digests',
    everyMs: 10_000,
    run: (payload, now) => runMatcher(payload, { cars: searchCarSource, now }),
  },
  {
    name: 'saved searches: deleting unconfirmed searches whose link expired',
    everyMs: 3_600_000,
    run: (payload, now) => pruneUnconfirmed(payload, now),
  },
]

/** The secret is read when a message is rendered: a missing one fails those deliveries, not the instance's worker. */
export const savedSearchDeliveries: DomainHandlers = (payload, adapters) =>
  savedSearchHandlers({
    payload: async () => payload,
    mail: adapters.mail,
    get secret() {
      return linkSecret()
    },
  })
