/** The package ships no types: the part the query understanding uses (src/features/search/stem.ts). */
declare module 'snowball-stemmers' {
  export function newStemmer(language: string): { stem(word: string): string }
  export function algorithms(): string[]
}
