'use client'
import type { Suggestion, SuggestKind } from '@/features/search/suggest-contract'
import { translator } from '@/i18n/catalogue'
import type { SuggestMessages } from './strings'
import styles from './HeroSearch.module.css'

const KIND_TEXT: Record<SuggestKind, 'suggestBrand' | 'suggestModel' | 'carBody' | 'carFuel'> = {
  brand: 'suggestBrand',
  model: 'suggestModel',
  body: 'carBody',
  fuel: 'carFuel',
}

type Props = {
  id: string
  suggestions: readonly Suggestion[]
  open: boolean
  /** The option the arrow keys are on (the input's aria-activedescendant), -1 for none. */
  active: number
  onPick: (suggestion: Suggestion) => void
  t: SuggestMessages
}

export const optionId = (listId: string, index: number) => `${listId}-${index}`

/**
 * The listbox of the hero search's combobox (WAI-ARIA 1.2): always in the page, so the input's aria-controls
 * names an element, and hidden while closed. Focus stays in the input; a press does not blur it (mousedown is
 * kept from moving focus) so a click picks before the list closes.
 */
export function SuggestionList({ id, suggestions, open, active, onPick, t }: Props) {
  const tr = translator(t)
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t.suggestions}
      className={styles.listbox}
      hidden={!open}
      data-testid="hero-suggestions"
    >
      {suggestions.map((s, i) => (
        <li
          key={`${s.kind}|${s.brand ?? ''}|${s.value}`}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          className={styles.option}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(s)}
          data-testid="hero-suggestion"
        >
          <span className={styles.optionLabel}>{s.label}</span>
          <span className={styles.optionKind}>{t[KIND_TEXT[s.kind]]}</span>
          <span className={styles.optionCount}>{tr('suggestionCars', { count: s.count })}</span>
        </li>
      ))}
    </ul>
  )
}
