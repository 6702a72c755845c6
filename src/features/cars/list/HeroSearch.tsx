'use client'
import { X } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { pushWithConsent } from '@/features/shell/consent/analytics'
import { MAX_KEYPHRASE } from '@/features/search/limits'
import type { Suggestion } from '@/features/search/suggest-contract'
import { translator } from '@/i18n/catalogue'
import { useHydrated, useTypedBeforeHydration } from '@/ui/hydration'
import { IconButton } from '@/ui/IconButton'
import { VisuallyHidden } from '@/ui/VisuallyHidden'
import { heroSearchHref, searchEvent } from './hero'
import type { SuggestMessages } from './strings'
import { optionId, SuggestionList } from './SuggestionList'
import { suggestionHref } from './suggestion-href'
import { useSuggestions } from './use-suggestions'
import styles from './HeroSearch.module.css'

type Props = {
  /** The car list's public path (with the locale prefix). */
  searchPath: string
  placeholder: string
  /** From 1024 px (spec 1 §3 "SearchBarPlaceholderText (and desktop variant)"); absent: `placeholder`. */
  placeholderDesktop?: string
  label: string
  button: string
  clear: string
  /** The suggestions' texts in the page's locale (its `$locale` is also the locale they are asked in). */
  suggest: SuggestMessages
}

const DESKTOP = '(min-width: 1024px)'
function subscribeDesktop(onChange: () => void) {
  const list = window.matchMedia(DESKTOP)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * The hero/slider search bar (spec 1 §2, §5): the button is disabled while the phrase is empty, Enter
 * submits, a clear button shows once there is text; the phrase goes to the list as its keyphrase, which the list
 * understands on the server (hero.ts), and, with consent, a dataLayer `search` event. Without JavaScript (and
 * before hydration) the button is enabled and the form GETs the same URL; what was typed before hydration is
 * taken over by the state.
 *
 * Suggestions while typing: once the visitor focuses or types, from two letters and after a pause, the
 * brands, models, bodies and fuels with their counts (use-suggestions.ts) in an ARIA 1.2 combobox: arrows move
 * through the options (aria-activedescendant), Enter on one goes to the list filtered by it (suggestion-href.ts),
 * Enter without one searches the phrase as before, Escape closes, and a polite status says how many there are.
 */
export function HeroSearch({ searchPath, placeholder, placeholderDesktop, label, button, clear, suggest }: Props) {
  const router = useRouter()
  const desktop = useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  )
  const hydrated = useHydrated()
  const [phrase, setPhrase] = useState('')
  const [engaged, setEngaged] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  useTypedBeforeHydration(input, (typed) => {
    setPhrase(typed)
    // Still in the field at hydration: the visitor is typing, so suggestions may be asked for already.
    if (document.activeElement === input.current) setEngaged(true)
  })
  const answer = useSuggestions(phrase, engaged, suggest.$locale)
  const options = answer?.suggestions ?? []
  const open = options.length > 0 && !dismissed
  const empty = phrase.trim() === ''
  const tr = translator(suggest)

  const edit = (value: string) => {
    setPhrase(value)
    setEngaged(true)
    setDismissed(false)
    setActive(-1)
  }
  const pick = (suggestion: Suggestion) => {
    setPhrase(suggestion.label)
    setDismissed(true)
    pushWithConsent(searchEvent(suggestion.label))
    router.push(suggestionHref(searchPath, suggestion, new URLSearchParams(window.location.search)))
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && options.length) {
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      const n = options.length
      // A closed list opens on the first (down) or last (up) option; an open one wraps round.
      setActive((i) => (!open || i < 0 ? (step > 0 ? 0 : n - 1) : (i + step + n) % n))
      setDismissed(false)
    } else if (e.key === 'Enter' && open && active >= 0 && active < options.length) {
      e.preventDefault()
      pick(options[active])
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      setDismissed(true)
      setActive(-1)
    }
  }
  return (
    <form
      role="search"
      method="get"
      action={searchPath}
      className={styles.form}
      data-ready={hydrated ? 'true' : undefined}
      onSubmit={(e) => {
        e.preventDefault()
        if (empty) return
        pushWithConsent(searchEvent(phrase.trim()))
        router.push(heroSearchHref(searchPath, phrase, new URLSearchParams(window.location.search)))
      }}
    >
      <input
        ref={input}
        type="text"
        name="keyphrase"
        className={styles.input}
        aria-label={label}
        placeholder={desktop && placeholderDesktop ? placeholderDesktop : placeholder}
        value={phrase}
        maxLength={MAX_KEYPHRASE}
        onChange={(e) => edit(e.target.value)}
        onFocus={() => setEngaged(true)}
        onBlur={() => setDismissed(true)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 && active < options.length ? optionId(listId, active) : undefined}
        autoComplete="off"
        data-testid="hero-search-input"
      />
      <SuggestionList id={listId} suggestions={options} open={open} active={active} onPick={pick} t={suggest} />
      <VisuallyHidden role="status" data-testid="hero-suggestions-status">
        {answer ? (options.length ? tr('suggestionsFound', { count: options.length }) : suggest.suggestionsNone) : ''}
      </VisuallyHidden>
      {empty ? null : (
        <IconButton label={clear} onClick={() => edit('')} data-testid="hero-search-clear">
          <X aria-hidden="true" size={20} />
        </IconButton>
      )}
      <button type="submit" className={styles.button} disabled={hydrated && empty} data-testid="hero-search-submit">
        {button}
      </button>
    </form>
  )
}
