'use client'
import { useEffect, useState } from 'react'
import { MAX_SUGGEST_QUERY, MIN_SUGGEST_QUERY } from '@/features/search/limits'
import type { Suggestion } from '@/features/search/suggest-contract'

/** A pause this long in typing asks; a fast typist's every letter would otherwise be a request. */
export const SUGGEST_DEBOUNCE_MS = 250

export type SuggestState = { query: string; suggestions: Suggestion[] }

/**
 * The suggestions for the phrase while the visitor is `engaged` (has focused or typed into the search): nothing is
 * loaded or asked before (the page's blocking-time budget), nor for fewer than two or more than sixty letters.
 * The last answer stays while the next is on its way, so the list does not flicker between letters; a failed
 * call keeps it too (the search works without suggestions).
 */
export function useSuggestions(phrase: string, engaged: boolean, locale: string): SuggestState | null {
  const [answer, setAnswer] = useState<SuggestState | null>(null)
  const q = phrase.trim()
  const wanted = engaged && q.length >= MIN_SUGGEST_QUERY && q.length <= MAX_SUGGEST_QUERY
  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      import('./suggest-api')
        .then(({ fetchSuggestions }) => fetchSuggestions(q, locale, controller.signal))
        .then((suggestions) => {
          if (suggestions && !controller.signal.aborted) setAnswer({ query: q, suggestions })
        })
        .catch(() => undefined)
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [wanted, q, locale])
  return wanted ? answer : null
}
