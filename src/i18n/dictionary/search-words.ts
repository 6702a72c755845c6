/**
 * Editors' search words: a site's dictionary entry `searchWord.<word>` = a stored car value makes the
 * car search read that word as that value on the site's pages in the entry's language, beside the defaults in
 * code (src/features/search/query-synonyms.ts): `searchWord.elsparkbil` = `El`, `searchWord.pärlan` = `Volvo`. The value
 * is written as the cars store it (any brand, model, fuel, body, gearbox, drive, colour, condition or city);
 * one that no car of the market has is ignored.
 */

export const SEARCH_WORD_PREFIX = 'searchWord.'

/** The search words among a site's dictionary entries of one locale: word → stored value. */
export function searchWordsOf(entries: Readonly<Record<string, string>>): Record<string, string> {
  const words: Record<string, string> = {}
  for (const [key, value] of Object.entries(entries)) {
    const word = key.slice(SEARCH_WORD_PREFIX.length).trim()
    if (key.startsWith(SEARCH_WORD_PREFIX) && word && value.trim()) words[word] = value.trim()
  }
  return words
}
