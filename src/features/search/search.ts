/**
 * Entry point of the search service for server code and the API route (spec 1 §7): `search(query)`
 * validates, answers from the process's in-process index, and on an engine failure returns empty
 * facets and content with zero totals after logging it (spec 1 §8). Invalid queries throw
 * SearchQueryError (the API answers 400 with its message).
 */
import 'server-only'
import { LRUCache } from 'lru-cache'
import { CAR_SCHEMA } from './car-schema'
import { parseQuery, planQuery, type SearchAnswer, type SearchQuery } from './contract'
import { parseIndexName, type IndexName } from './indices'
import type { CarRecord } from '@/features/cars/types'
import type { CarLang } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import { buildLexicon, PHRASE_FIELDS, type Lexicon } from './query-lexicon'
import type { SearchEngine } from './engine'
import { understandPhrase, type Understood } from './understand'
import { languageWords } from './language-words'
import { publicQuery, publicRecord } from './public-fields'
import { SearchService, type SearchStatus } from './service'
import { SITE_SCHEMA } from './site-schema'
import { buildSuggestIndex, normaliseQuery, suggest, type SuggestIndex } from './suggest'
import type { SuggestAnswer } from './suggest-contract'
import { log } from '@/platform/log/logger'
import { observeSearch } from '@/platform/metrics/registry'

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
  const started = performance.now()
  try {
    return await service().run(query.index as IndexName, plan)
  } catch (error) {
    log.error({ err: error }, `search failed for index ${query.index}`)
    return { facet: [], content: [], total_items: 0, limit: plan.limit, offset: plan.offset }
  } finally {
    observeSearch(kind, (performance.now() - started) / 1000)
  }
}

/** What a page brings to the query understanding: its language, and the site's words and value labels in it. */
export type PhrasePage = {
  lang: CarLang
  words: Readonly<Record<string, string>>
  labels: Readonly<Record<string, string>>
}

/**
 * Lexicons by index, generation and language, rebuilt when the index changes or the page's dictionary entries do
 * (the entries are one object per cached dictionary load, src/i18n/dictionary/load.ts): building one stems a few
 * hundred values, which would otherwise be most of a phrase's cost.
 */
const lexicons = new Map<string, { page: PhrasePage['words']; labels: PhrasePage['labels']; lexicon: Lexicon }>()
const MAX_LEXICONS = 64

/** A search phrase as the car list's filters and the words left (src/features/search/understand.ts). */
export async function understandSearch(
  index: IndexName,
  phrase: string,
  page: PhrasePage,
  places: readonly { slug: string; name: string }[] = [],
): Promise<Understood> {
  const svc = service()
  await svc.ready()
  const engine = svc.engineFor(index) as SearchEngine<CarRecord>
  const key = `${index}|${svc.health().generation}|${page.lang}`
  let entry = lexicons.get(key)
  if (!entry || entry.page !== page.words || entry.labels !== page.labels) {
    const tree = engine.run(
      planQuery(
        CAR_SCHEMA,
        parseQuery({ index, facets: [{ name: 'car_brand>car_model', sort_order: 'value_asc' }], limit: 0 }),
      ),
    )
    const brands = tree.facet[0]?.type === 'tree' ? tree.facet[0].values : []
    const lexicon = buildLexicon({
      lang: page.lang,
      market: parseIndexName(index).market,
      vocabulary: Object.fromEntries([...PHRASE_FIELDS, 'car_year'].map((field) => [field, engine.valuesOf(field)])),
      models: Object.fromEntries(brands.map((b) => [b.text, (b.children ?? []).map((m) => m.text)])),
      labels: page.labels,
      words: page.words,
    })
    if (lexicons.size >= MAX_LEXICONS) lexicons.clear()
    lexicons.set(key, (entry = { page: page.words, labels: page.labels, lexicon }))
  }
  const isLanguageWord = await languageWords(page.lang)
  return understandPhrase(phrase, entry.lexicon, {
    thisYear: new Date().getFullYear(),
    isKnownWord: (word, typed) => engine.hasWord(word) || isLanguageWord(typed),
    places,
  })
}

/**
 * Suggestion indexes by index, generation and language, and answers by site, locale and normalised prefix: a
 * visitor's every pause in typing asks, and most ask what others asked. Both are rebuilt when the index changes
 * (its generation, the last change applied) or the page's dictionary entries do (one object per dictionary load).
 */
const suggestIndexes = new Map<
  string,
  { page: PhrasePage['words']; labels: PhrasePage['labels']; index: SuggestIndex }
>()
const suggestAnswers = new LRUCache<
  string,
  { generation: number; page: PhrasePage['words']; labels: PhrasePage['labels']; answer: SuggestAnswer }
>({ max: 2000 }) // ≤ 2 KB each: at most 4 MB

/**
 * The suggestions for what a visitor has typed so far (src/features/search/suggest.ts), counted over the whole index;
 * `scope` names the site and locale whose words the page brings. A failed search suggests nothing (logged), as
 * the search bar works without suggestions.
 */
export async function suggestSearch(
  index: IndexName,
  q: string,
  page: PhrasePage,
  scope: string,
): Promise<SuggestAnswer> {
  try {
    const svc = service()
    await svc.ready()
    const generation = svc.health().generation
    const key = `${scope}|${normaliseQuery(q)}`
    const memo = suggestAnswers.get(key)
    if (memo && memo.generation === generation && memo.page === page.words && memo.labels === page.labels)
      return memo.answer
    const answer = suggest(suggestIndexFor(svc, index, generation, page), q)
    suggestAnswers.set(key, { generation, page: page.words, labels: page.labels, answer })
    return answer
  } catch (error) {
    log.error({ err: error }, `search suggestions failed for index ${index}`)
    return { suggestions: [] }
  }
}

function suggestIndexFor(svc: SearchService, index: IndexName, generation: number, page: PhrasePage): SuggestIndex {
  const key = `${index}|${generation}|${page.lang}`
  const entry = suggestIndexes.get(key)
  if (entry && entry.page === page.words && entry.labels === page.labels) return entry.index
  const engine = svc.engineFor(index) as SearchEngine<CarRecord>
  const facets = engine.run(
    planQuery(
      CAR_SCHEMA,
      parseQuery({
        index,
        facets: [
          { name: 'car_brand>car_model', sort_order: 'count_desc' },
          { name: 'car_body', sort_order: 'count_desc' },
          { name: 'car_fuel', sort_order: 'count_desc' },
        ],
        limit: 0,
      }),
    ),
  ).facet
  const values = (name: string) => {
    const facet = facets.find((f) => f.name === name)
    return facet?.type === 'tree' ? facet.values : []
  }
  const built = buildSuggestIndex({
    lang: page.lang,
    brands: values('car_brand>car_model'),
    bodies: values('car_body'),
    fuels: values('car_fuel'),
    labels: page.labels,
    words: page.words,
  })
  // Older generations are unreachable once the index moves on; a few languages per index stay.
  if (suggestIndexes.size >= MAX_LEXICONS) suggestIndexes.clear()
  suggestIndexes.set(key, { page: page.words, labels: page.labels, index: built })
  return built
}

/** Readiness for /healthz: starts loading the indices if nothing has yet. */
export function searchHealth(): SearchStatus {
  const svc = service()
  svc.ready().catch(() => {})
  return svc.health()
}

/** Waits until the indices are loaded (tests, warm-up). */
export const searchReady = () => service().ready()

/** An engine of just these cars, as the market's index would hold them (the saved searches' matcher, car-source.ts). */
export async function carsApart(market: SearchIndex, cars: CarRecord[]): Promise<SearchEngine<CarRecord>> {
  const svc = service()
  await svc.ready()
  return svc.carsApart(market, cars)
}

/** Applies pending database changes now instead of at the next poll (tests, the saved searches' matcher). */
export const syncSearch = () => service().sync()

/** Stops the change listener and closes the cache connection (tests, shutdown). */
export async function stopSearch(): Promise<void> {
  await holder.__searchService?.stop()
  holder.__searchService = undefined
}
