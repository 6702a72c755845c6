/**
 * Cache invalidation across app instances. A change clears the topic's caches in the
 * instance that wrote at once, and writes a row to platform.invalidations in the writer's transaction;
 * a trigger NOTIFYs 'platform_invalidations' on commit. Every instance's subscriber wakes (or polls, as
 * PGlite forwards no notifications), reads the rows after the last it saw and clears those topics —
 * the writer's own instance too, which also drops anything a reader cached between the early clear
 * and the commit.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query, type InTransaction } from './db'
import { watchChannel } from './watch'
import { invalidateRenderTags } from '@/platform/render-cache/registry'
import { validTag } from '@/platform/render-cache/tags'
import { logError } from './log/logger'

export const CACHE_TOPICS = ['sites', 'shell'] as const
export type CacheTopic = (typeof CACHE_TOPICS)[number]
export const INVALIDATION_CHANNEL = 'platform_invalidations'

type Registry = Map<CacheTopic, Set<() => void>>
const holder = globalThis as unknown as { __cacheClears?: Registry }
const registry = (): Registry => (holder.__cacheClears ??= new Map())

/** Registers this process's clear function for a topic (called at module load by each cache). */
export function onInvalidate(topic: CacheTopic, clear: () => void): void {
  const clears = registry().get(topic) ?? new Set()
  clears.add(clear)
  registry().set(topic, clears)
}

/** Runs this process's clear functions for a topic. */
export function clearLocal(topic: CacheTopic): void {
  for (const clear of registry().get(topic) ?? []) clear()
}

/** Clears the topic here now and, once `req`'s transaction commits, in every instance. */
export async function publishInvalidation(payload: Payload, topic: CacheTopic, req?: InTransaction): Promise<void> {
  clearLocal(topic)
  await query(payload, sql`insert into platform.invalidations (topic) values (${topic})`, req)
}

/** Feed rows for the render cache's tags are topics 'tag:<tag>'. */
const TAG_TOPIC = 'tag:'

/**
 * Drops the rendered pages carrying `tags` here now and, once `req`'s transaction commits, in every
 * instance (src/platform/render-cache: how reads declare tags and which change publishes which).
 */
export async function publishTags(payload: Payload, tags: readonly string[], req?: InTransaction): Promise<void> {
  const valid = [...new Set(tags)].filter(validTag)
  if (!valid.length) return
  invalidateRenderTags(valid)
  const rows = valid.map((tag) => sql`(${TAG_TOPIC + tag})`)
  await query(payload, sql`insert into platform.invalidations (topic) values ${sql.join(rows, sql`, `)}`, req)
}

type Row = { id: string; topic: string }
const PRUNE_EVERY_MS = 10 * 60_000

/**
 * Where this instance's subscriber is in the feed: the last row it applied and when it last read the feed (epoch ms).
 * The health report measures the lag from it (src/routing/health/report.ts).
 */
export type FeedPosition = { lastId: number; readAt: number }
const position = globalThis as unknown as { __invalidationFeed?: FeedPosition }

/** This instance's position in the feed, or null before its subscriber started. */
export const invalidationFeedPosition = (): FeedPosition | null => position.__invalidationFeed ?? null

export type SubscriberOptions = {
  payload: Payload
  connectionString: string | undefined
  pollMs: number
  listen: boolean
  /** Defaults to this process's registered clear functions. */
  clear?: (topic: CacheTopic) => void
  /** Defaults to dropping this process's rendered pages with those tags. */
  clearTags?: (tags: string[]) => void
  log?: (message: string, error?: unknown) => void
}

export type InvalidationSubscriber = { sync(): Promise<void>; stop(): Promise<void> }

/** Follows platform.invalidations from now on; resolves once listening. */
export async function subscribeInvalidations(options: SubscriberOptions): Promise<InvalidationSubscriber> {
  const { payload } = options
  const clear = options.clear ?? clearLocal
  const clearTags = options.clearTags ?? ((tags: string[]) => void invalidateRenderTags(tags))
  const log = options.log ?? logError
  let last = Number(
    (await query<Row>(payload, sql`select coalesce(max(id), 0)::text as id from platform.invalidations`))[0].id,
  )
  position.__invalidationFeed = { lastId: last, readAt: Date.now() }
  let lastPrune = 0
  let running: Promise<void> | null = null
  let again = false
  let failing = false

  const once = async () => {
    const rows = await query<Row>(
      payload,
      sql`select id::text as id, topic from platform.invalidations where id > ${last} order by id limit 1000`,
    )
    if (!rows.length) return
    last = Number(rows[rows.length - 1].id)
    const tags = new Set<string>()
    for (const topic of new Set(rows.map((r) => r.topic))) {
      if ((CACHE_TOPICS as readonly string[]).includes(topic)) clear(topic as CacheTopic)
      else if (topic.startsWith(TAG_TOPIC) && validTag(topic.slice(TAG_TOPIC.length)))
        tags.add(topic.slice(TAG_TOPIC.length))
    }
    // After the data caches above: a page rendered from here on reads the new data.
    if (tags.size) clearTags([...tags])
    if (rows.length === 1000) again = true
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now()
      // Rows only have to outlive the slowest instance's poll.
      await query(payload, sql`delete from platform.invalidations where at < now() - interval '1 hour'`)
    }
  }

  const sync = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await once()
        } while (again)
        position.__invalidationFeed = { lastId: last, readAt: Date.now() }
        failing = false
      } catch (error) {
        // Logged once per outage: the next poll retries.
        if (!failing)
          log('invalidation: reading platform.invalidations failed; caches expire by their TTL meanwhile', error)
        failing = true
      } finally {
        running = null
      }
    })()
    return running
  }

  const stopWatch = await watchChannel({
    name: 'invalidation',
    channel: INVALIDATION_CHANNEL,
    connectionString: options.connectionString,
    pollMs: options.pollMs,
    listen: options.listen,
    onWake: () => void sync(),
    log,
  })
  return {
    sync,
    stop: async () => {
      await stopWatch()
      await running
    },
  }
}
