/**
 * Entry point of the search service for server code and the API route (spec 1 §7): `search(query)`
 * validates, answers from the process's in-process index, and on an engine failure returns empty
 * facets and content with zero totals after logging it (spec 1 §8). Invalid queries throw
 * SearchQueryError (the API answers 400 with its message).
 */
import 'server-only'
import { CAR_SCHEMA } from './car-schema'
import { parseQuery, planQuery, type SearchAnswer, type SearchQuery } from './contract'
import { parseIndexName, type IndexName } from './indices'
import { PHRASE_FIELDS, type PhraseVocabulary } from './keyphrase'
import { publicQuery, publicRecord } from './public-fields'
import { SearchService, type SearchStatus } from './service'
import { SITE_SCHEMA } from './site-schema'

const holder = globalThis as unknown as { __searchService?: SearchService }

function service(): SearchService {
  holder.__searchService ??= new SearchService({
    payload: async () => (await import('@/cms/payload')).payloadClient(),
    connectionString: process.env.DATABASE_URL,
    pollMs: Number(process.env.SEARCH_POLL_MS || 500),
    listen: process.env.SEARCH_LISTEN !== 'off',
    redisUrl: process.env.REDIS_URL || undefined,
  })
  return holder.__searchService
}

/** POST /api/search: the same service, without the fields for server code only (./public-fields.ts). */
export async function publicSearch(raw: unknown): Promise<SearchAnswer> {
  const query = parseQuery(raw)
  const { kind } = parseIndexName(query.index)
  const answer = await run(publicQuery(kind, query, (kind === 'cars' ? CAR_SCHEMA : SITE_SCHEMA).fields))
  return { ...answer, content: answer.content.map((record) => publicRecord(kind, record)) }
}

export const search = async (raw: SearchQuery | unknown): Promise<SearchAnswer> => run(parseQuery(raw))

/** A parsed query against the process's index (parsed once, also by publicSearch). */
async function run(query: ReturnType<typeof parseQuery>): Promise<SearchAnswer> {
  const { kind } = parseIndexName(query.index)
  const plan = kind === 'cars' ? planQuery(CAR_SCHEMA, query) : planQuery(SITE_SCHEMA, query)
  try {
    return await service().run(query.index as IndexName, plan)
  } catch (error) {
    console.error(`search failed for index ${query.index}`, error)
    return { facet: [], content: [], total_items: 0, limit: plan.limit, offset: plan.offset }
  }
}

/** Known values of the hero search's fields in a car index (input of parseSearchPhrase). */
export async function phraseVocabulary(index: IndexName): Promise<PhraseVocabulary> {
  const svc = service()
  await svc.ready()
  const engine = svc.engineFor(index)
  return Object.fromEntries(PHRASE_FIELDS.map((field) => [field, engine.valuesOf(field)]))
}

/** Readiness for /healthz: starts loading the indices if nothing has yet. */
export function searchHealth(): SearchStatus {
  const svc = service()
  svc.ready().catch(() => {})
  return svc.health()
}

/** Waits until the indices are loaded (tests, warm-up). */
export const searchReady = () => service().ready()

/** Applies pending database changes now instead of at the next poll (tests). */
export const syncSearch = () => service().sync()

/** Stops the change listener and closes the cache connection (tests, shutdown). */
export async function stopSearch(): Promise<void> {
  await holder.__searchService?.stop()
  holder.__searchService = undefined
}
