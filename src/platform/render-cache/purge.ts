/**
 * The CDN purge adapter: every invalidation that drops pages from this instance's store also purges their
 * tags at the CDN, so a shared cache never keeps what the store no longer would. Each instance purges after its own
 * store has dropped the pages (the invalidation reaches every instance, ../platform/invalidation.ts): a CDN that asks
 * again in between may get the old page from an instance that has not heard yet, and that instance's purge then
 * removes it. Tags are gathered for `batchMs` and sent in chunks, each retried a few times:
 * - `CDN_TAG_HEADER=surrogate-key` (the default): `POST CDN_PURGE_URL` with the keys in a `Surrogate-Key` header and
 *   `Fastly-Key: CDN_PURGE_TOKEN` (Fastly's purge by surrogate key, up to 256 keys a call);
 * - `CDN_TAG_HEADER=cache-tag`: `POST CDN_PURGE_URL` with `{"tags": [...]}` and `Authorization: Bearer CDN_PURGE_TOKEN`
 *   (Cloudflare's purge by tag, up to 30 tags a call).
 * Without `CDN_PURGE_URL` the purges are recorded in memory only (the last RECORDED), which the tests and the health
 * details read. React-, Next- and Payload-free.
 */
import { tagHeaderOf, type TagHeader } from './shared-cache'
import { logError } from '@/platform/log/logger'

export type PurgeRecord = { at: number; tags: string[]; sent: boolean; error?: string }
export type PurgeTarget = { url: string; token: string; tagHeader: TagHeader } | null

/** CDN_PURGE_URL, CDN_PURGE_TOKEN, CDN_TAG_HEADER. */
type Env = Readonly<Record<string, string | undefined>>

export function purgeTargetFromEnv(env: Env): PurgeTarget {
  const url = env.CDN_PURGE_URL?.trim()
  if (!url) return null
  return { url, token: env.CDN_PURGE_TOKEN ?? '', tagHeader: tagHeaderOf(env.CDN_TAG_HEADER) }
}

const RECORDED = 100
const ATTEMPTS = 3
const CHUNK: Record<TagHeader, number> = { 'surrogate-key': 256, 'cache-tag': 30 }

/** One purge call's request. */
export function purgeRequest(
  target: NonNullable<PurgeTarget>,
  tags: readonly string[],
): { url: string; init: RequestInit } {
  if (target.tagHeader === 'cache-tag') {
    return {
      url: target.url,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
        body: JSON.stringify({ tags }),
      },
    }
  }
  return {
    url: target.url,
    init: { method: 'POST', headers: { 'surrogate-key': tags.join(' '), 'fastly-key': target.token } },
  }
}

export type PurgerOptions = {
  target: PurgeTarget
  fetch?: typeof fetch
  now?: () => number
  /** Runs `task` after `ms` (a timer in production; the tests run it when they choose). */
  schedule?: (task: () => void, ms: number) => void
  batchMs?: number
  log?: (message: string) => void
}

export type Purger = {
  /** Purges these tags at the CDN soon (with others gathered meanwhile). */
  purge(tags: readonly string[]): void
  /** Sends what is gathered now; resolves when it has been sent or given up. */
  flush(): Promise<void>
  /** The latest purges, oldest first. */
  recorded(): readonly PurgeRecord[]
}

export function createPurger(options: PurgerOptions): Purger {
  const { target } = options
  const send = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const schedule = options.schedule ?? ((task, ms) => void setTimeout(task, ms).unref())
  const batchMs = options.batchMs ?? 500
  const log = options.log ?? logError
  const records: PurgeRecord[] = []
  let pending = new Set<string>()
  let scheduled = false
  let sending: Promise<void> = Promise.resolve()

  const record = (entry: PurgeRecord) => {
    records.push(entry)
    if (records.length > RECORDED) records.splice(0, records.length - RECORDED)
  }

  const sendChunk = async (tags: string[]) => {
    if (!target) return record({ at: now(), tags, sent: false })
    const { url, init } = purgeRequest(target, tags)
    let error = ''
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const res = await send(url, { ...init, signal: AbortSignal.timeout(10_000) })
        if (res.ok) return record({ at: now(), tags, sent: true })
        error = `status ${res.status}`
        // A refusal will not change on a retry; a server error or a limit may.
        if (res.status < 500 && res.status !== 429) break
      } catch (cause) {
        error = cause instanceof Error ? cause.name : 'failed'
      }
    }
    log(
      `render cache: the CDN purge of ${tags.length} tag(s) failed (${error}); the CDN keeps those pages until their s-maxage`,
    )
    record({ at: now(), tags, sent: false, error })
  }

  const flush = (): Promise<void> => {
    scheduled = false
    const tags = [...pending]
    pending = new Set()
    if (!tags.length) return sending
    const size = CHUNK[target?.tagHeader ?? 'surrogate-key']
    sending = sending.then(async () => {
      for (let from = 0; from < tags.length; from += size) await sendChunk(tags.slice(from, from + size))
    })
    return sending
  }

  return {
    purge(tags) {
      for (const tag of tags) pending.add(tag)
      if (scheduled || !pending.size) return
      scheduled = true
      schedule(() => void flush(), batchMs)
    },
    flush,
    recorded: () => records,
  }
}
