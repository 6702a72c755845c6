/**
 * The hero search's call of the suggestions (src/features/search/suggest-contract.ts). Loaded with the contract's
 * zod only once the visitor has typed, so a page that is only looked at carries neither.
 */
import { suggestAnswerSchema, type Suggestion } from '@/features/search/suggest-contract'

/** The suggestions for `q` in the page's locale; null when the server could not answer (the search still works). */
export async function fetchSuggestions(q: string, locale: string, signal: AbortSignal): Promise<Suggestion[] | null> {
  const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q, locale })}`, {
    signal,
    headers: { accept: 'application/json' },
  })
  if (!response.ok) return null
  const parsed = suggestAnswerSchema.safeParse(await response.json().catch(() => null))
  return parsed.success ? parsed.data.suggestions : null
}
