/**
 * The four code boxes (spec 2 §5 "Tire hotel, search and code", §9): one digit per box, digits only;
 * pasting takes the first 4 characters; Backspace and the arrow keys move between boxes; verify needs
 * all four. Pure: each helper answers the new digits and which box gets focus.
 */

export const CODE_LENGTH = 4
export type CodeDigits = readonly string[]
export type CodeChange = { digits: string[]; focus: number }

export const emptyCode = (): string[] => Array.from({ length: CODE_LENGTH }, () => '')
const clamp = (i: number) => Math.max(0, Math.min(CODE_LENGTH - 1, i))

/** Typing into box `index` (the browser may hand over several characters, e.g. an SMS autofill). */
export function typeInto(digits: CodeDigits, index: number, typed: string): CodeChange {
  const kept = typed.replace(/\D/g, '')
  if (!kept) return { digits: [...digits], focus: index }
  // A box that held a digit gets the newly typed one (the input's value is old + new).
  const incoming = kept.length > 1 && digits[index] && kept.startsWith(digits[index]) ? kept.slice(1) : kept
  const next = [...digits]
  let at = index
  for (const ch of incoming) {
    if (at >= CODE_LENGTH) break
    next[at++] = ch
  }
  return { digits: next, focus: clamp(at) }
}

/** Pasting: the first 4 characters of the text, their digits from the first box on. */
export function paste(text: string): CodeChange {
  const kept = text.slice(0, CODE_LENGTH).replace(/\D/g, '')
  const next = emptyCode()
  for (let i = 0; i < kept.length; i++) next[i] = kept[i]
  return { digits: next, focus: clamp(kept.length) }
}

/** Backspace and the arrows; null for keys the boxes leave alone. */
export function keyDown(digits: CodeDigits, index: number, key: string): CodeChange | null {
  if (key === 'ArrowLeft') return { digits: [...digits], focus: clamp(index - 1) }
  if (key === 'ArrowRight') return { digits: [...digits], focus: clamp(index + 1) }
  if (key !== 'Backspace') return null
  const next = [...digits]
  if (next[index]) {
    next[index] = ''
    return { digits: next, focus: index }
  }
  const previous = clamp(index - 1)
  next[previous] = ''
  return { digits: next, focus: previous }
}

export const codeComplete = (digits: CodeDigits): boolean =>
  digits.length === CODE_LENGTH && digits.every((d) => /^\d$/.test(d))
export const codeOf = (digits: CodeDigits): string => digits.join('')
